/** The single-interview report (PDF): the interview's unit and date, background, every answer, and its comments. */
import { formatDate } from '../../../core/dates';
import { responseNumber } from '../../../core/interview';
import { localize } from '../../../core/metrics/variables';
import { inScope, type AnalyticsContext } from '../../survey/context';
import { NotFound } from '../../errors';
import type { ReportFile, ReportParams } from '../kinds';
import { label } from '../labels';
import { heading, ensureSpace, MUTED, PDF_TYPE, pdfReport } from '../pdf';
import { fileName } from '../selection';
import { recordContext } from '../context';

/** An interview with its unit, as both interview reports read it. */
export interface InterviewRecord {
  id: number;
  responded_at: Date;
  is_completed: boolean;
  background: Record<string, string>;
  unit_name: string;
  unit_path: string;
}

/** The interview, if it belongs to the survey and lies in the caller's scope (404 either way, so ids do not leak). */
export async function findInterview(ctx: AnalyticsContext, params: ReportParams): Promise<InterviewRecord> {
  const id = params.interviewId;
  const { rows } = await ctx.client.query<InterviewRecord>(
    `select i.id, i.responded_at, i.is_completed, i.background, u.name as unit_name, u.path as unit_path
       from interview i join unit u on u.id = i.unit_id where i.id = $1 and i.survey_id = $2`,
    [id, ctx.survey.id],
  );
  const found = rows[0];
  if (!found || !inScope(ctx.scope, found.unit_path)) throw new NotFound('unknown_interview', `There is no interview ${id} you may see in this survey.`);
  return found;
}

export async function buildInterviewPdf(ctx: AnalyticsContext, params: ReportParams): Promise<ReportFile> {
  const iv = await findInterview(ctx, params);
  const { rows: answers } = await ctx.client.query<{ question: string; num_value: number | null; text_value: string | null }>(
    `select question, num_value, text_value from answer where interview_id = $1 order by question`,
    [iv.id],
  );
  const { rows: comments } = await ctx.client.query<{ message: string; created_at: Date; username: string | null }>(
    // Staff comments on the interview itself and on its alerts, in the order they were written.
    `select message, created_at, username from (
       select c.message, c.created_at, c.id, u.full_name as username
         from interview_comment c left join app_user u on u.id = c.user_id
        where c.interview_id = $1
       union all
       select c.message, c.created_at, c.id, u.full_name as username
         from alert_comment c join alert a on a.id = c.alert_id left join app_user u on u.id = c.user_id
        where a.interview_id = $1) all_comments
      order by created_at, id`,
    [iv.id],
  );
  const t = (k: Parameters<typeof label>[1]) => label(ctx.locale, k);
  const questionTitle = (q: string) => localize(ctx.sa.questions[q]?.title ?? q, ctx.locale);
  const ordered = Object.keys(ctx.sa.questions);
  const byOrder = (a: { question: string }, b: { question: string }) => ordered.indexOf(a.question) - ordered.indexOf(b.question);
  const scored = answers.filter((a) => a.num_value !== null).sort(byOrder);
  const texts = answers.filter((a) => a.text_value).sort(byOrder);
  const content = await pdfReport(
    await recordContext(ctx, `${t('word.interview')} ${responseNumber(Number(iv.id))}`, { path: iv.unit_path, name: iv.unit_name }, [
      { label: t('term.date'), value: `${formatDate(iv.responded_at, { time: true, timeZone: 'UTC' })} UTC` },
      { label: t('interview.completed'), value: iv.is_completed ? t('word.yes') : t('word.no') },
    ]),
    (doc) => {
      const rowsOf = (list: [string, string][]) => {
        for (const [name, value] of list) {
          ensureSpace(doc, 16);
          const y = doc.y;
          doc.fontSize(10).fillColor(MUTED).text(name, doc.page.margins.left, y, { width: 260 });
          const after = doc.y;
          doc.fillColor('black').text(value, doc.page.margins.left + 270, y, { width: 225 });
          doc.x = doc.page.margins.left;
          doc.y = Math.max(after, doc.y) + 2;
        }
      };
      const background = [...ctx.sa.standardFilters.values()]
        .map((f) => [f.extName, localize(f.title ?? f.extName, ctx.locale)] as const)
        .filter(([name]) => iv.background?.[name] !== undefined)
        .map(([name, title]) => [title, iv.background[name]!] as [string, string]);
      if (background.length) {
        heading(doc, t('word.background'));
        rowsOf(background);
      }
      heading(doc, t('report.answers'));
      rowsOf(scored.map((a) => [questionTitle(a.question), String(Number(a.num_value))]));
      heading(doc, t('interview.comments'));
      if (texts.length === 0 && comments.length === 0) doc.fontSize(10).fillColor(MUTED).text(t('report.noComments'));
      for (const a of texts) {
        ensureSpace(doc, 30);
        doc.fontSize(9).fillColor(MUTED).text(questionTitle(a.question));
        doc.fontSize(10).fillColor('black').text(a.text_value ?? '').moveDown(0.4);
      }
      for (const c of comments) {
        ensureSpace(doc, 30);
        doc.fontSize(9).fillColor(MUTED).text(`${c.username ?? ''} · ${formatDate(c.created_at, { time: true, timeZone: 'UTC' })} UTC`);
        doc.fontSize(10).fillColor('black').text(c.message).moveDown(0.4);
      }
    },
  );
  return { fileName: fileName(ctx, `interview-${iv.id}`, 'pdf'), contentType: PDF_TYPE, content };
}
