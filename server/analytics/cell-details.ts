/**
 * Cell details (spec 1 section 2.5, call "Cell details"): what lies behind one cell of a leaf ranking row,
 * read from the row's sample and its interview. Only the variables a ranking configuration names in
 * `detailsVariables` have details. The sample must lie in the caller's scope; row-level security keeps
 * other universes' samples out of sight altogether (404, as if it did not exist).
 */
import { responseNumber } from '../../core/interview';
import { formatNumber, localize } from '../../core/metrics/variables';
import { text, type ServerMessageId } from '../i18n';
import { Forbidden, Invalid, NotFound } from '../errors';
import { inScope, requireSampleWithinQuestionFilters, type AnalyticsContext } from '../survey/context';
import type { CellDetails } from '../../schemas/api/cell-details.gen';

export async function cellDetails(ctx: AnalyticsContext, sampleId: number, variable: string): Promise<CellDetails> {
  const withDetails = Object.values(ctx.sa.rankings).some((r) => r.detailsVariables?.includes(variable));
  const v = ctx.sa.variables.get(variable);
  if (!withDetails || !v) throw new Invalid('no_details', `The variable "${variable}" has no cell details in survey "${ctx.survey.extName}".`);

  const { rows } = await ctx.client.query<{ id: string; interview_id: string | null; day: string; path: string; name: string }>(
    `select s.id, s.interview_id, to_char(s.event_date, 'DD/MM-YYYY') as day, u.path, u.name
       from sample s join unit u on u.id = s.unit_id
      where s.id = $1 and s.survey_id = $2`,
    [sampleId, ctx.survey.id],
  );
  const sample = rows[0];
  if (!sample) throw new NotFound('unknown_sample', `Survey "${ctx.survey.extName}" has no sample ${sampleId}.`);
  if (!inScope(ctx.scope, sample.path)) throw new Forbidden('outside_scope', `Your role does not give access to sample ${sampleId}.`);
  await requireSampleWithinQuestionFilters(ctx, sampleId);
  const l = (id: ServerMessageId) => text(ctx.locale, id);
  const interviewId = sample.interview_id === null ? null : Number(sample.interview_id);

  const sections: CellDetails['sections'] = [];
  if (interviewId === null) {
    sections.push({ title: l('interview.answer'), paragraphs: [l('cellDetails.notAnswered')] });
  } else {
    const texts = Object.entries(ctx.sa.questions).filter(([, q]) => q.text).map(([id]) => id);
    const { rows: answers } = await ctx.client.query<{ question: string; num_value: number | null; text_value: string | null }>(
      `select question, num_value, text_value from answer where interview_id = $1 and question = any($2::text[]) order by question`,
      [interviewId, [...(v.question ? [v.question] : []), ...texts]],
    );
    if (v.question) {
      const q = ctx.sa.questions[v.question];
      const a = answers.find((r) => r.question === v.question);
      const paragraphs = [localize(q?.title ?? v.question, ctx.locale)];
      paragraphs.push(a?.num_value == null ? l('cellDetails.noAnswer') : `${l('interview.answer')}: ${formatNumber(Number(a.num_value), 0, ctx.locale)}${q?.scale ? ` (${l('cellDetails.scale')} ${q.scale[0]}–${q.scale[1]})` : ''}`);
      sections.push({ title: l('interview.answer'), paragraphs });
    }
    for (const a of answers) {
      if (!texts.includes(a.question) || !a.text_value) continue;
      sections.push({ title: localize(ctx.sa.questions[a.question]!.title, ctx.locale), paragraphs: a.text_value.split(/\n{2,}/) });
    }
  }
  sections.push({ title: l('word.sample'), paragraphs: [`${l('word.eventDate')}: ${sample.day}`, `${l('term.unit')}: ${sample.name}`] });
    // Named as its leaf row and its interview page name it; a sample without a response is named as a sample.
  const name = interviewId === null ? `${l('word.sample')} ${sample.id}` : responseNumber(interviewId);
  return { title: `${localize(v.title, ctx.locale)} · ${name}`, sections, sampleId: Number(sample.id), interviewId };
}
