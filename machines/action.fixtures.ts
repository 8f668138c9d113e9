/** getaction answers for the action machine's test and the action widgets' tests and stories (one builder). */
import type { ActionEditData, ActionUpdateData } from '../schemas/api/action-edit-data.gen.ts';

/** The drill path of the store the fixtures' actions are written for. */
export const ACTION_PATH = 'all,se,north,s1';

/** getaction's answer for a new action at ACTION_PATH: two actionable items, NPS with a goal range, waiting time without. */
export function actionEditData(update: Partial<ActionUpdateData> = {}): ActionEditData {
  return {
    actionableItems: [
      { title: 'Recommendation (NPS)', expression: 'nps', extname: 'nps', goalMin: -100, goalMax: 100 },
      { title: 'Waiting time', expression: 'wait', extname: 'wait' },
    ],
    updateData: {
      id: 0,
      path: ACTION_PATH,
      suggestion: false,
      canEdit: true,
      extname: '',
      expression: '',
      responsible: '',
      comments: '',
      commentsList: [],
      state: 0,
      goal: null,
      periodStartDate: '2025-03-01',
      deadline: '2025-05-31',
      period: 'March 1 – May 31, 2025',
      ...update,
    },
  };
}
