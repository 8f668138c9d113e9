import type { WidgetFixture } from '../../engine/index.tsx';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen.ts';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen.ts';

/** A store of region North (the demo user's) and its actions, texts as the server formats them. */
const STORE = { path: 'all,se,north,lulea', filterText: 'Luleå' };

export function openAction(id: number, extname: string, title: string, goal: number, value: number, deadline: string): ActionSummary {
  return {
    id,
    extname,
    ...STORE,
    state: 0,
    variableText: title,
    goalText: goal.toFixed(2),
    periodText: `01/03-2026 – ${deadline}`,
    deadlineText: deadline,
    endValueText: value.toFixed(2),
    varData: { value, goal, inverse: false, min: 1, max: 5 },
  };
}

export function closedAction(id: number, extname: string, title: string, goal: number, value: number, state: 1 | 2): ActionSummary {
  return { ...openAction(id, extname, title, goal, value, '30/11-2025'), state, periodText: '01/09-2025 – 30/11-2025' };
}

export function suggestion(extname: string, title: string, goal: number, value: number, importance: number): ActionSummary {
  return { ...openAction(0, extname, title, goal, value, '12/08-2026'), periodText: '14/05-2026 – 12/08-2026', varData: { value, goal, inverse: false, min: 1, max: 5, importance } };
}

export const OPEN = [
  openAction(41, 'staff', 'Friendly and helpful staff (top marks)', 40, 33.5, '30/06-2026'),
  openAction(42, 'assortment', 'Assortment', 4.2, 3.91, '31/07-2026'),
  openAction(43, 'checkout', 'Checkout and queues', 4, 3.62, '15/06-2026'),
];
export const SUGGESTED = [
  suggestion('cleanliness', 'Clean and tidy store', 4.1, 3.7, 82),
  suggestion('price', 'Value for money', 3.9, 3.5, 64),
  suggestion('effort', 'Effort to find what you needed', 4, 3.8, 51),
];
export const CLOSED = [closedAction(31, 'csat', 'Overall satisfaction', 2, 4.12, 1), closedAction(32, 'checkout', 'Checkout and queues', 4.9, 3.7, 2)];

export function managerData(parts: Partial<ActionManagerData> = {}): ActionManagerData {
  const base: ActionManagerData = {
    anchorable: true,
    isActionsConfigured: true,
    canEdit: true,
    canEvaluate: false,
    openActions: OPEN,
    closedActions: CLOSED,
    suggestedActions: SUGGESTED.slice(0, 2),
    actionPlanData: { anchorable: true, isActionsConfigured: true, canEdit: true, actions: OPEN },
  };
  const data = { ...base, ...parts };
  return { ...data, actionPlanData: { ...data.actionPlanData, anchorable: data.anchorable, isActionsConfigured: data.isActionsConfigured, canEdit: data.canEdit, actions: data.openActions } };
}

export const actionManagerFixtures: WidgetFixture<'actionManager'>[] = [
  {
    name: 'A store: open, suggested and closed actions; root may evaluate',
    config: { size: 12, title: { en: 'Actions of the store', sv: 'Butikens åtgärder' } },
    data: managerData({ canEvaluate: true }),
  },
  {
    name: 'No open actions and no suggestions (read only)',
    config: { size: 12 },
    data: managerData({ canEdit: false, openActions: [], suggestedActions: [], closedActions: [] }),
  },
  {
    name: 'A level where actions cannot be written: no data',
    config: { size: 12 },
    data: managerData({ anchorable: false, canEdit: false, openActions: [], suggestedActions: [], closedActions: [] }),
  },
];
