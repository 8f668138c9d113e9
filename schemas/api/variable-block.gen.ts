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
/**
 * trendValue as shown.
 */
formattedTrendValue?: string
/**
 * The comparison (trend) period trendValue covers, described; the client labels it as the previous period.
 */
previousPeriod?: string
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
/**
 * Goal colour band (spec 2 section 4, core/metrics/variables.ts targetOf): TARGET3 green (reached), TARGET2 yellow, TARGET1 orange, TARGET0 red; null without a goal.
 */
target?: ("TARGET0" | "TARGET1" | "TARGET2" | "TARGET3" | null)
extraVariables?: {
title: string
formattedValue?: string
}[]
parent?: UnitValue
organisation?: UnitValue1
type?: string
shortcutPage?: string
shortcutDrillPath?: string
alertMode?: boolean
}
/**
 * The same variable one level up (the drill unit's parent), under the same filters; absent at the top or outside the caller's scope.
 */
export interface UnitValue {
name: string
value: (number | null)
formattedValue: string
}
/**
 * The same variable for the whole organisation (the root unit), under the same filters; absent at the root, when it is the parent, or outside the caller's scope.
 */
export interface UnitValue1 {
name: string
value: (number | null)
formattedValue: string
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
/**
 * A variable's value at another unit, for comparison beside a tile.
 * 
 * This interface was referenced by `VariableBlock`'s JSON-Schema
 * via the `definition` "unitValue".
 */
export interface UnitValue2 {
name: string
value: (number | null)
formattedValue: string
}
