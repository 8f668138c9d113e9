/* Generated from schemas/entities/actionManagerData.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface ActionManagerAnswer {
anchorable: boolean
isActionsConfigured: boolean
openActions: {
id: number
variableText?: string
goalText?: string
periodText?: string
deadlineText?: string
filterText?: string
endValueText?: string
varData?: unknown
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}[]
closedActions: {
id: number
variableText?: string
goalText?: string
periodText?: string
deadlineText?: string
filterText?: string
endValueText?: string
varData?: unknown
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}[]
suggestedActions: {
id: number
variableText?: string
goalText?: string
periodText?: string
deadlineText?: string
filterText?: string
endValueText?: string
varData?: unknown
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}[]
actionPlanData?: {
anchorable?: boolean
actions: {
id: number
variableText?: string
goalText?: string
periodText?: string
deadlineText?: string
filterText?: string
endValueText?: string
varData?: unknown
/**
 * 0 open, 1 completed, 2 failed.
 */
state: (0 | 1 | 2)
}[]
}
}
