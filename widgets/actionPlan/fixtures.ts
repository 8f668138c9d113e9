import type { WidgetFixture } from '../../engine/index.tsx';
import type { ActionChart } from '../../schemas/api/action-chart.gen.ts';
import { OPEN } from '../actionManager/fixtures.ts';

/** The action chart's answer: months before the from date up to the deadline, the goal on the descriptor. */
function chart(title: string, variable: string, goal: number, values: (number | null)[], from: string, to: string, periodStartLabel: string, deadlineLabel: string): ActionChart {
  const months = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'];
  return {
    chart: {
      descriptors: [{ variable, title, goal, scale: variable === 'staffTop' ? { min: 0, max: 100 } : { min: 1, max: 5 } }],
      series: values.map((v, i) => ({ name: months[i]!, data: [v], n: [v === null ? 0 : 40 + i] })),
    },
    goal,
    period: { from, to },
    periodStartLabel,
    deadlineLabel,
  };
}

export const ACTION_CHARTS: Record<string, ActionChart> = {
  'actionChart/41': chart('Friendly and helpful staff (top marks)', 'staffTop', 40, [31, 29.5, 32, 30.8, 33, 31.2, 34.1, 35, 33.5, null], '2026-03-01', '2026-06-30', '2026-03', '2026-06'),
  'actionChart/42': chart('Assortment', 'assortment', 4.2, [3.8, 3.85, 3.79, 3.9, 3.88, 3.92, 3.95, 3.9, 3.91, null, null], '2026-03-01', '2026-07-31', '2026-03', '2026-07'),
};

export const actionPlanFixtures: WidgetFixture<'actionPlan'>[] = [
  {
    name: 'A store’s plan with each action’s chart',
    config: { size: 12, title: { en: 'Our action plan', sv: 'Vår åtgärdsplan' } },
    data: { anchorable: true, isActionsConfigured: true, canEdit: true, actions: OPEN.slice(0, 2) },
    children: ACTION_CHARTS,
  },
  {
    name: 'A level where actions cannot be written: no data',
    config: { size: 12 },
    data: { anchorable: false, isActionsConfigured: true, canEdit: false, actions: [] },
  },
];
