/**
 * One alert (spec 1 section 3, Alert): its state, information, closing questions with their answers, comments,
 * history and a summary of the interview. Found through row-level security (another universe's alert is not
 * there: 404) and checked against the role's unit scope (403).
 */
import type { AlertDetails } from '../../core/alerts/types';
import { ALERT_CLOSED, isOverdue } from '../../core/alerts/validation';
import { responseNumber } from '../../core/interview';
import { localize } from '../../core/metrics/variables';
import { inScope, requireWithinQuestionFilters, type AnalyticsContext } from '../survey/context';
import { HANDLE_ALERTS } from '../accounts/rights';
import { Forbidden, NotFound } from '../errors';
import { readAlertConfig } from './config';
import { alertContact } from './contact';
import { ageDaysSql, OWNER_SQL } from './list';
import { dateTimeText, LABELS, stateText } from './texts';
import { text, type ServerMessageId } from '../i18n';

export interface AlertRecord {
  id: number;
  interviewId: number;
  state: number;
  createdAt: Date;
  closedAt: Date | null;
  respondedAt: Date;
  unitName: string;
  unitPath: string;
  ageDays: number;
  owner: string | null;
}

/** The alert row with its unit, checked against scope; `forUpdate` locks it for the rest of the transaction. */
export async function findAlert(ctx: AnalyticsContext, id: number, forUpdate = false): Promise<AlertRecord> {
  const { rows } = await ctx.client.query<AlertRecord>(
    `select a.id, a.interview_id as "interviewId", a.state, a.created_at as "createdAt", a.closed_at as "closedAt",
            i.responded_at as "respondedAt", u.name as "unitName", u.path as "unitPath",
            ${ageDaysSql('a', '$3')} as "ageDays", ${OWNER_SQL} as owner
       from alert a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id
      where a.id = $1 and a.survey_id = $2
      ${forUpdate ? 'for update of a' : ''}`,
    [id, ctx.survey.id, ctx.today],
  );
  const alert = rows[0];
  if (!alert) throw new NotFound('unknown_alert', `Survey "${ctx.survey.extName}" has no alert ${id}.`);
  if (!inScope(ctx.scope, alert.unitPath)) throw new Forbidden('outside_scope', `Your role does not give access to alert ${id}.`);
  await requireWithinQuestionFilters(ctx, alert.interviewId, `alert ${id}`);
  return alert;
}

/**
 * A role with canHandleAlerts works on the alerts it sees while they are not closed; reopening or changing a
 * closed alert is for the universe's administrators (and root). Without the right alerts are read-only.
 */
export function canModifyAlert(ctx: AnalyticsContext, alert: AlertRecord): boolean {
  return ctx.roleRights.includes(HANDLE_ALERTS) && (alert.state !== ALERT_CLOSED || ctx.isUniverseAdmin);
}

export async function alertDetails(ctx: AnalyticsContext, userId: number, id: number): Promise<AlertDetails> {
  const alert = await findAlert(ctx, id);
  const config = readAlertConfig(ctx.sa);
  const canModify = canModifyAlert(ctx, alert);
  // One client runs one query at a time: these go one after the other.
  const answers = await ctx.client.query<{ question_id: string; choice_id: number | null; value: string | null }>(`select question_id, choice_id, value from alert_answer where alert_id = $1`, [id]);
  const comments = await ctx.client.query<{ id: number; created_at: Date; username: string | null; message: string }>(
    `select c.id, c.created_at, p.full_name as username, c.message from alert_comment c left join app_user p on p.id = c.user_id where c.alert_id = $1 order by c.created_at desc, c.id desc`,
    [id],
  );
  const logs = await ctx.client.query<{ state: number; created_at: Date; username: string | null; comment: string | null }>(
    `select l.state, l.created_at, p.full_name as username, l.comment from alert_log l left join app_user p on p.id = l.user_id where l.alert_id = $1 order by l.created_at, l.id`,
    [id],
  );
  const interview = await ctx.client.query<{ question: string; num_value: number | null; text_value: string | null }>(
    `select question, num_value, text_value from answer where interview_id = $1`,
    [alert.interviewId],
  );
  const answerOf = new Map(answers.rows.map((a) => [a.question_id, a]));
  const score = interview.rows.find((a) => a.question === config.scoreQuestion)?.num_value ?? null;
  const L = (id: ServerMessageId) => text(ctx.locale, id);
  const system = L('alertInfo.system');
  // The interview's answers in the order the configuration lists its questions.
  const order = Object.keys(ctx.sa.questions);
  const contact = await alertContact(ctx, alert.interviewId, config.contact);
  const interviewData = interview.rows
    .filter((a) => a.num_value !== null || (a.text_value ?? '').trim())
    .sort((a, b) => (order.indexOf(a.question) + 1 || 999) - (order.indexOf(b.question) + 1 || 999))
    .map((a) => ({ label: localize(ctx.sa.questions[a.question]?.title ?? a.question, ctx.locale), value: a.text_value ?? String(a.num_value) }));
  return {
    id: alert.id,
    interviewId: alert.interviewId,
    alertState: alert.state,
    stateText: stateText(alert.state, ctx.locale),
    createdDate: alert.createdAt.toISOString(),
    closedDate: alert.closedAt?.toISOString() ?? null,
    unitPath: alert.unitPath,
    ageDays: alert.ageDays,
    overdue: isOverdue(alert.state, alert.ageDays, config.deadlineDays),
    deadlineDays: config.deadlineDays,
    owner: alert.owner,
    contact,
    alertInfo: [
      { label: L(LABELS.unit), value: alert.unitName },
      { label: L(LABELS.interview), value: responseNumber(alert.interviewId) },
      { label: L(LABELS.interviewDate), value: dateTimeText(alert.respondedAt) },
      { label: L(LABELS.created), value: dateTimeText(alert.createdAt) },
      ...(score === null ? [] : [{ label: localize(ctx.sa.questions[config.scoreQuestion]?.title ?? config.scoreQuestion, ctx.locale), value: String(score) }]),
      ...(alert.closedAt ? [{ label: L(LABELS.closed), value: dateTimeText(alert.closedAt) }] : []),
    ],
    canModify,
    enableCloseAndSave: canModify && alert.state !== ALERT_CLOSED,
    questions: config.questions.map((q) => ({
      questionId: q.questionId,
      title: localize(q.title, ctx.locale),
      type: q.type,
      reasons: (q.reasons ?? []).map((r) => ({ choiceId: r.choiceId, title: localize(r.title, ctx.locale) })),
      selected: answerOf.get(q.questionId)?.choice_id ?? 0,
      value: answerOf.get(q.questionId)?.value ?? '',
    })),
    comments: comments.rows.map((c) => ({ id: c.id, created: c.created_at.toISOString(), username: c.username ?? system, message: c.message })),
    alertLogs: logs.rows.map((l) => ({ state: l.state, stateText: stateText(l.state, ctx.locale), date: l.created_at.toISOString(), user: l.username ?? system, comment: l.comment ?? '' })),
    interviewData,
  };
}
