/* Generated from schemas/components/variableBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Variables (GET vuejs/variables/block/{survey}/{id}/{path}).
 */
export interface VariableBlockData {
variables: VariableTile[]
blocks?: {
title?: string
rootOnly?: boolean
variables: VariableTile1[]
}[]
}
export interface VariableTile {
title: string
helpText?: string
formattedValue: string
formattedBase?: string
formattedDiff?: string
formattedGoal?: string
value?: (number | null)
goalValue?: (number | null)
minValue?: (number | null)
maxValue?: (number | null)
/**
 * 1 up, 2 down, anything else neutral.
 */
diffArrow?: number
inverse?: boolean
hideProgressBar?: boolean
extraVariables?: {
title: string
formattedValue?: string
}[]
type?: string
shortcutPage?: string
shortcutDrillPath?: string
alertMode?: boolean
}
export interface VariableTile1 {
title: string
helpText?: string
formattedValue: string
formattedBase?: string
formattedDiff?: string
formattedGoal?: string
value?: (number | null)
goalValue?: (number | null)
minValue?: (number | null)
maxValue?: (number | null)
/**
 * 1 up, 2 down, anything else neutral.
 */
diffArrow?: number
inverse?: boolean
hideProgressBar?: boolean
extraVariables?: {
title: string
formattedValue?: string
}[]
type?: string
shortcutPage?: string
shortcutDrillPath?: string
alertMode?: boolean
}
