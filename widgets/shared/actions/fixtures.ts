import type { ActionChart } from '../../../schemas/api/action-chart.gen.ts';
import { actionEditData } from '../../../machines/action.fixtures.ts';
import type { ActionEditData, ActionUpdateData } from '../../../schemas/api/action-edit-data.gen.ts';
import type { ActionValue } from '../../../schemas/api/action-value.gen.ts';

export { ACTION_PATH, actionEditData } from '../../../machines/action.fixtures.ts';

/** getaction's answer for saved action 7 (NPS, goal 40) with two comments, newest first. */
export function savedActionData(update: Partial<ActionUpdateData> = {}): ActionEditData {
  return actionEditData({
    id: 7,
    extname: 'nps',
    expression: 'nps',
    goal: 40,
    responsible: 'Anna',
    comments: 'Greeting at the door started',
    commentsList: [
      { updated: '2025-03-02T09:15:00Z', formattedScore: '31.50', formattedGoal: '40.00', username: 'anna', message: 'Greeting at the door started' },
      { updated: '2025-03-01T08:00:00Z', formattedScore: '28.00', formattedGoal: '35.00', username: 'erik', message: 'Action written' },
    ],
    ...update,
  });
}

/** The action chart of action 7: monthly NPS from six months before the from date to the deadline. */
export function actionChartData(series = ['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05']): ActionChart {
  return {
    chart: { descriptors: [{ variable: 'nps', title: 'Recommendation (NPS)', goal: 40, scale: { min: -100, max: 100 } }], series: series.map((name, i) => ({ name, data: [26 + i * 1.4], n: [80 + i] })) },
    goal: 40,
    period: { from: '2025-03-01', to: '2025-05-31' },
    periodStartLabel: '2025-03',
    deadlineLabel: '2025-05',
  };
}

/** The value of action 7 so far: the period runs to "today", April 15. */
export const ACTION_VALUE: ActionValue = { value: 33.3, formattedValue: '33.30', n: 120, period: { from: '2025-03-01', to: '2025-04-15' }, periodText: 'March 1 – April 15, 2025' };
