/** The interview page's data (spec 1 section 3, Interview data): everything GET vuejs/interview/{survey}/{id} answers. */
import { localize } from '../../core/metrics/variables';
import { inScope, withinQuestionFiltersSql, type AnalyticsContext } from '../survey/context';
import { Params } from '../analytics/sql';
import type { Highlight, InterviewData, InterviewLink, MailTrackings } from '../../schemas/api/interview-data.gen';
import type { InterviewComment } from '../../schemas/api/interview-comment.gen';
import { RELATED_MAX } from '../../core/interview';
import { interviewPageConfig, type InterviewPageConfig } from './config';
import { faceOf, segmentOf } from './faces';
import { alertStateText } from './labels';
import { formatScore, numberAnswer, questionAnswer, questionTitle, variableValue, type InterviewRecord, type InterviewScope } from './record';
import { openQuestions, resultGroups, starredQuestions } from './sections';
import { recordGroups, tableGroups } from './tables';

async function highlights(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig): Promise<Highlight[]> {
  const out: Highlight[] = [];
  const rating = numberAnswer(rec, cfg.ratingQuestion);
  const scale = cfg.ratingQuestion ? ctx.sa.questions[cfg.ratingQuestion]?.scale : undefined;
  for (const type of cfg.highlights) {
    if (type === 'loyalty' && rating !== null && scale?.[0] === 0 && scale[1] === 10) {
      out.push({ type, data: { segment: segmentOf(rating), value: formatScore(ctx, rating), icon: faceOf(rating, scale) } });
    }
    if (type === 'score' && rating !== null && cfg.ratingQuestion) {
      out.push({ type, data: { title: questionTitle(ctx, cfg.ratingQuestion), value: formatScore(ctx, rating), icon: faceOf(rating, scale) } });
    }
    if (type === 'alert') {
      const { rows } = await ctx.client.query<{ id: number; state: number }>(`select id, state from alert where interview_id = $1 order by created_at desc, id desc`, [rec.id]);
      for (const a of rows) out.push({ type, data: { alertId: Number(a.id), alertState: a.state, value: alertStateText(a.state, ctx.locale) } });
    }
  }
  return out;
}

export async function interviewComments(ctx: Pick<InterviewScope, 'client'>, interviewId: number): Promise<InterviewComment[]> {
  const { rows } = await ctx.client.query<{ id: number; created_at: Date; message: string; username: string | null }>(
    `select c.id, c.created_at, c.message, coalesce(u.full_name, u.username) as username
       from interview_comment c left join app_user u on u.id = c.user_id
      where c.interview_id = $1 order by c.created_at, c.id`,
    [interviewId],
  );
  return rows.map((r) => ({ id: Number(r.id), created: r.created_at.toISOString(), username: r.username ?? '', message: r.message }));
}

/**
 * Up to ten related interviews around this one in time (the same unit, or the same contact e-mail), oldest first,
 * this one included. Contacts may have answered in units outside the caller's scope: those are left out.
 */
async function relatedInterviews(ctx: InterviewScope & Partial<Pick<AnalyticsContext, 'questionFilters'>>, rec: InterviewRecord, cfg: InterviewPageConfig, scope: string[] | null): Promise<InterviewLink[]> {
  const email = rec.sample?.contact.email;
  const byContact = cfg.relatedBy === 'contact' && !!email;
  const p = new Params();
  for (const v of [ctx.survey.id, byContact ? email : rec.unitId, cfg.ratingQuestion ?? '', rec.respondedAt, RELATED_MAX * 3]) p.add(v);
  // Only interviews the caller's question filters let them open.
  const within = withinQuestionFiltersSql({ sa: ctx.sa, questionFilters: ctx.questionFilters ?? [] }, p);
  const { rows } = await ctx.client.query<{ id: number; responded_at: Date; is_completed: boolean; rating: number | null; path: string }>(
    `select i.id, i.responded_at, i.is_completed, a.num_value as rating, u.path
       from interview i
       join unit u on u.id = i.unit_id
       left join answer a on a.interview_id = i.id and a.question = $3
      where i.survey_id = $1 and ${byContact ? `i.id in (select s.interview_id from sample s where s.survey_id = $1 and s.contact->>'email' = $2)` : 'i.unit_id = $2'} and ${within}
      order by abs(extract(epoch from i.responded_at - $4::timestamptz)), i.id
      limit $5`,
    p.values,
  );
  const scale = cfg.ratingQuestion ? ctx.sa.questions[cfg.ratingQuestion]?.scale : undefined;
  return rows
    .filter((r) => inScope(scope, r.path))
    .slice(0, RELATED_MAX)
    .sort((a, b) => a.responded_at.getTime() - b.responded_at.getTime() || a.id - b.id)
    .map((r) => {
      const rating = r.rating === null ? null : Number(r.rating);
      return {
        interviewId: Number(r.id),
        label: r.responded_at.toISOString().slice(0, 10),
        value: formatScore(ctx, rating),
        rating,
        faceIcon: faceOf(rating, scale),
        isCompleted: r.is_completed,
        isSelected: Number(r.id) === rec.id,
      };
    });
}

/**
 * Mail tracking (spec 2 section 3) needs campaign mail records tied to the interview's contact; the project has no
 * campaign mail tables yet (the dev mailbox is not per tenant), so the answer is empty and the page says so.
 */
function mailTrackings(): MailTrackings {
  return { stats: null, rows: [] };
}

export async function buildInterviewData(ctx: InterviewScope & Partial<Pick<AnalyticsContext, 'questionFilters'>>, rec: InterviewRecord, opts: { scope: string[] | null; isRoot: boolean }): Promise<InterviewData> {
  const cfg = interviewPageConfig(ctx.sa);
  const rating = numberAnswer(rec, cfg.ratingQuestion);
  const scale = cfg.ratingQuestion ? ctx.sa.questions[cfg.ratingQuestion]?.scale : undefined;
  const links = await relatedInterviews(ctx, rec, cfg, opts.scope);
  const rated = links.filter((l) => l.rating !== null);
  return {
    interviewId: rec.id,
    contactHidden: rec.contactHidden === true,
    surveyTitle: ctx.survey.title,
    unitName: rec.unitName,
    unitPath: rec.unitPath,
    respondedAt: rec.respondedAt,
    state: rec.sample?.state ?? (rec.isCompleted ? 0 : 1),
    isCompleted: rec.isCompleted,
    highlights: await highlights(ctx, rec, cfg),
    backgroundGroups: cfg.backgroundGroups.map((g) => ({
      extname: g.extname,
      title: g.title ? localize(g.title, ctx.locale) : '',
      questionAnswers: g.variables.map((v) => questionAnswer(ctx, rec, v)),
    })),
    openQuestionsData: openQuestions(ctx, rec, cfg),
    starredQuestionsData: starredQuestions(ctx, rec, cfg),
    resultGroupsData: resultGroups(ctx, rec, cfg),
    tableGroups: await tableGroups(ctx, rec, cfg),
    recordGroups: recordGroups(ctx, rec, cfg, opts.isRoot),
    comments: await interviewComments(ctx, rec.id),
    mailTrackingsData: mailTrackings(),
    showInternalValues: opts.isRoot,
    enableSharing: cfg.enableSharing,
    headerVariableTitle: cfg.headerVariableTitle ? localize(cfg.headerVariableTitle, ctx.locale) : '',
    sidebarData: {
      header: variableValue(ctx, rec, cfg.headerVariable).value,
      faceIcon: faceOf(rating, scale),
      rating,
      ratingText: formatScore(ctx, rating),
      bgAnswers: cfg.headerVariables.map((v) => questionAnswer(ctx, rec, v)),
      interviewLinks: links,
      showDevelopmentChart: rated.length >= 2,
      chartData: { categories: links.map((l) => l.label), title: cfg.ratingQuestion ? questionTitle(ctx, cfg.ratingQuestion) : '', data: links.map((l) => l.rating) },
    },
  };
}
