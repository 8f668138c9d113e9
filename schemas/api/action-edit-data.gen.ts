/* Generated from schemas/api/action-edit-data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/actions/getaction/{survey}/{id}/{path} (spec 2 section 3, Action edit data): the actionable items and the action's form.
 */
export interface ActionEditData {
actionableItems: ActionableItem[]
updateData: ActionUpdateData
}
export interface ActionableItem {
title: string
expression: string
extname: string
goalMin?: number
goalMax?: number
}
export interface ActionUpdateData {
id: number
path: string
suggestion: boolean
canEdit: boolean
extname: string
expression: string
responsible: string
/**
 * The latest comment (shown collapsed).
 */
comments: string
commentsList: ActionHistoryEntry[]
state: (0 | 1 | 2)
goal: (number | null)
periodStartDate: string
deadline: string
/**
 * The effective period as text.
 */
period: string
}
export interface ActionHistoryEntry {
/**
 * ISO timestamp.
 */
updated: string
formattedScore: string
formattedGoal: string
username: string
message: string
}
