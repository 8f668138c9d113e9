/**
 * Demo actions (issue 15) in the store-visit survey: in two stores of region North (the demo user `user`'s scope)
 * and at the region itself, actions in every state. Closed ones are closed by the evaluation itself (so their end
 * values are the real values of their periods); two stay open past their deadline for the next evaluation.
 */
import type pg from 'pg';
import { addDays } from '../../core/dates';
import { evaluateDueActions } from '../actions/evaluate';
import { readSurveyAnalytics } from '../analytics/survey-config';

interface DemoAction {
  unit: 0 | 1 | 'region';
  item: string;
  expression: string;
  goal: number;
  /** Days from today to the from date and the deadline. */
  from: number;
  deadline: number;
  responsible: string;
  comments: string[];
  suggestion?: boolean;
}

/** Goals far below or above what the demo's answers give, so the verdicts are the ones the names promise. */
const CLOSED: DemoAction[] = [
  { unit: 0, item: 'csat', expression: 'csat', goal: 2, from: -200, deadline: -110, responsible: 'Erik Berg', comments: ['Greeting every customer at the door.'] },
  { unit: 0, item: 'checkout', expression: 'checkout', goal: 4.9, from: -150, deadline: -60, responsible: 'Erik Berg', comments: ['A second till opens when the queue passes three.', 'Staffing plan for Saturdays agreed.'] },
  { unit: 1, item: 'effort', expression: 'effort', goal: 4.5, from: -120, deadline: -30, responsible: 'Sofia Lind', comments: ['New signs at the entrance.'] },
  { unit: 'region', item: 'nps', expression: 'nps', goal: 95, from: -300, deadline: -100, responsible: 'Sofia Lind', comments: ['Regional service training.'] },
];
const OPEN: DemoAction[] = [
  { unit: 0, item: 'staff', expression: 'staffTop', goal: 40, from: -30, deadline: 60, responsible: 'Erik Berg', comments: ['Weekly coaching on the shop floor.'], suggestion: true },
  { unit: 0, item: 'assortment', expression: 'assortment', goal: 4.2, from: -10, deadline: 80, responsible: 'Erik Berg', comments: [] },
  { unit: 1, item: 'checkout', expression: 'checkout', goal: 4, from: -60, deadline: 30, responsible: 'Sofia Lind', comments: ['Self-checkout installed.'] },
  { unit: 'region', item: 'csat', expression: 'csat', goal: 4.2, from: -45, deadline: 45, responsible: 'Sofia Lind', comments: ['Shared the best practices of the top stores.'] },
];
/** Past their deadline, still open: the next evaluation (the daily job or root's 'evaluate') closes them. */
const OVERDUE: DemoAction[] = [
  { unit: 1, item: 'csat', expression: 'csat', goal: 2, from: -100, deadline: -3, responsible: 'Sofia Lind', comments: ['Customer survey results discussed at every shift.'] },
  { unit: 0, item: 'nps', expression: 'nps', goal: 90, from: -80, deadline: -1, responsible: 'Erik Berg', comments: [] },
];

export async function seedDemoActions(client: pg.ClientBase, opts: { universeId: number; surveyId: number; today: string; authorId: number }): Promise<void> {
  const { rows: units } = await client.query<{ id: number; path: string }>(
    `select id, path from unit where survey_id = $1 and (path = 'all,se,north' or (path like 'all,se,north,%' and not exists (select 1 from unit c where c.parent_id = unit.id))) order by level, path limit 3`,
    [opts.surveyId],
  );
  const region = units.find((u) => u.path === 'all,se,north');
  const stores = units.filter((u) => u !== region);
  if (!region || stores.length < 2) return;
  const insert = async (a: DemoAction) => {
    const unit = a.unit === 'region' ? region : stores[a.unit]!;
    const { rows } = await client.query<{ id: number }>(
      `insert into action (universe_id, survey_id, unit_id, item, expression, goal, period_start, deadline, responsible, suggestion, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::date) returning id::int as id`,
      [opts.universeId, opts.surveyId, unit.id, a.item, a.expression, a.goal, addDays(opts.today, a.from), addDays(opts.today, a.deadline), a.responsible, a.suggestion ?? false, opts.authorId, addDays(opts.today, a.from)],
    );
    for (const [i, message] of a.comments.entries()) {
      await client.query(`insert into action_history (universe_id, action_id, kind, user_id, message, goal, created_at) values ($1, $2, 'comment', $3, $4, $5, $6::date)`, [
        opts.universeId,
        rows[0]!.id,
        opts.authorId,
        message,
        a.goal,
        addDays(opts.today, a.from + 7 * (i + 1)),
      ]);
    }
  };
  for (const a of [...CLOSED, ...OPEN]) await insert(a);
  const { rows } = await client.query<{ ext_name: string; title: string; config: Record<string, unknown> }>(`select ext_name, title, config from survey where id = $1`, [opts.surveyId]);
  const s = rows[0]!;
  await evaluateDueActions({ client, universeId: opts.universeId, today: opts.today, sa: readSurveyAnalytics(s.config), survey: { id: opts.surveyId, extName: s.ext_name, title: s.title } }, null);
  for (const a of OVERDUE) await insert(a);
}
