/* Generated from schemas/api/variable-block.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Variable tiles (spec 2 section 3); the first is the main tile. The server always sends blocks, and value and diffArrow on every tile; the widget needs only the titles and formatted values.
 */
export interface VariableBlock {
variables: VariableTile[]
blocks?: VariableGroup[]
}
/**
 * One KPI tile: the formatted value, its trend arrow, goal and progress.
 * 
 * This interface was referenced by `VariableBlock`'s JSON-Schema
 * via the `definition` "variableTile".
 */
export interface VariableTile {
title: string
helpText?: string
formattedValue: string
formattedBase?: string
formattedDiff?: string
formattedGoal?: string
value?: (number | null)
trendValue?: (number | null)
goalValue?: (number | null)
minValue?: (number | null)
maxValue?: (number | null)
/**
 * 1 up, 2 down, 0 neutral.
 */
diffArrow?: number
inverse?: boolean
hideProgressBar?: boolean
/**
 * % of the scale, capped at 0..100.
 */
progress?: (number | null)
target?: ("TARGET0" | "TARGET1" | "TARGET2" | "TARGET3" | null)
extraVariables?: {
title: string
formattedValue?: string
}[]
type?: string
shortcutPage?: string
shortcutDrillPath?: string
alertMode?: boolean
}
/**
 * A titled group of further tiles below the main ones.
 * 
 * This interface was referenced by `VariableBlock`'s JSON-Schema
 * via the `definition` "variableGroup".
 */
export interface VariableGroup {
title: string
rootOnly?: boolean
variables: VariableTile[]
}
