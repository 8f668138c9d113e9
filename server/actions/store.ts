/** Reading actions and their history in the caller's universe (row-level security) and role scope. */
import { Forbidden, NotFound } from '../errors';
import { inScope, type AnalyticsContext } from '../survey/context';
import type { ActionState } from '../../core/actions/rules';

export interface ActionRow {
  id: number;
  unitId: number;
  path: string;
  unitName: string;
  item: string;
  expression: string;
  goal: number;
  periodStart: string;
  deadline: string;
  responsible: string;
  state: ActionState;
  suggestion: boolean;
  endValue: number | null;
  createdAt: string;
}

export interface HistoryRow {
  kind: 'comment' | 'completed' | 'failed';
  message: string;
  score: number | null;
  goal: number | null;
  createdAt: string;
  username: string | null;
}

const ACTION_COLUMNS = `a.id::int as id, a.unit_id as "unitId", u.path, u.name as "unitName", a.item, a.expression, a.goal, to_char(a.period_start, 'YYYY-MM-DD') as "periodStart",
  to_char(a.deadline, 'YYYY-MM-DD') as deadline, a.responsible, a.state, a.suggestion, a.end_value as "endValue", a.created_at as "createdAt"`;
const FROM = `from action a join unit u on u.id = a.unit_id`;

/** One action of the survey; another universe's or another survey's is unknown (404), one outside the role's units is refused (403). */
export async function findAction(ctx: AnalyticsContext, id: number, forUpdate = false): Promise<ActionRow> {
  const { rows } = await ctx.client.query<ActionRow>(`select ${ACTION_COLUMNS} ${FROM} where a.id = $1 and a.survey_id = $2${forUpdate ? ' for update of a' : ''}`, [id, ctx.survey.id]);
  const row = rows[0];
  if (!row) throw new NotFound('unknown_action', `Survey "${ctx.survey.extName}" has no action ${id}.`);
  if (!inScope(ctx.scope, row.path)) throw new Forbidden('outside_scope', `Your role does not give access to action ${id}.`);
  return row;
}

/** The actions anchored at the unit, or (subtree) at it and every unit below it; newest deadline first. */
export async function actionsAt(ctx: AnalyticsContext, unit: { id: number; path: string }, subtree = false): Promise<ActionRow[]> {
  const where = subtree ? `(u.path = $2::text or left(u.path, length($2::text) + 1) = $2::text || ',')` : `a.unit_id = $2::int`;
  const { rows } = await ctx.client.query<ActionRow>(`select ${ACTION_COLUMNS} ${FROM} where a.survey_id = $1 and ${where} order by a.deadline desc, a.id desc`, [
    ctx.survey.id,
    subtree ? unit.path : unit.id,
  ]);
  return rows.filter((r) => inScope(ctx.scope, r.path));
}

export async function historyOf(ctx: AnalyticsContext, actionId: number): Promise<HistoryRow[]> {
  const { rows } = await ctx.client.query<HistoryRow>(
    `select h.kind, h.message, h.score, h.goal, h.created_at as "createdAt", p.full_name as username
       from action_history h left join app_user p on p.id = h.user_id where h.action_id = $1 order by h.created_at, h.id`,
    [actionId],
  );
  return rows;
}

export async function addHistory(ctx: Pick<AnalyticsContext, 'client' | 'universeId'>, entry: { actionId: number; kind: HistoryRow['kind']; userId: number | null; message: string; score: number | null; goal: number }): Promise<void> {
  await ctx.client.query(`insert into action_history (universe_id, action_id, kind, user_id, message, score, goal) values ($1, $2, $3, $4, $5, $6, $7)`, [
    ctx.universeId,
    entry.actionId,
    entry.kind,
    entry.userId,
    entry.message,
    entry.score,
    entry.goal,
  ]);
}
