/**
 * Effect blocks of a survey (spec 3 section 3, Effect block; vuejs/surveys/effectblocks): for a drill path of the
 * survey's units, a date interval and a CSI range, how much each of its questions moves the CSI. Create, save and
 * delete answer the survey's full list.
 */
import { formatPath, parseRoute } from '../../core/drillpath/tokens';
import { Invalid, NotFound } from '../errors';
import { badInput, type AnalyticsContext } from '../survey/context';
import { administeredSurvey, type AdministeredSurvey } from './administered-survey';
import type { EffectBlock } from '../../schemas/api/effect-block.gen';
import type { EffectBlockList } from '../../schemas/api/effect-block-list.gen';

const COLUMNS = `id::int as id, drill_path as "drillPath", to_char(from_date, 'YYYY-MM-DD') as "fromDate", to_char(to_date, 'YYYY-MM-DD') as "toDate", from_csi as "fromCSI", to_csi as "toCSI", rows`;

export async function listEffectBlocks(ctx: AnalyticsContext, surveyId: number): Promise<EffectBlockList> {
  await administeredSurvey(ctx, surveyId);
  const { rows } = await ctx.client.query<EffectBlock>(`select ${COLUMNS} from effect_block where survey_id = $1 order by id`, [surveyId]);
  return { effectBlocks: rows };
}

/** The block's drill path as the unit's own path: a path of the survey's units without filters. */
async function unitPath(ctx: AnalyticsContext, survey: AdministeredSurvey, drillPath: string): Promise<string> {
  const route = badInput(() => parseRoute(drillPath));
  if (route.filters.length) throw new Invalid('bad_effect_path', `An effect block's drill path has no filters, not "${drillPath}".`);
  const path = formatPath(route.path);
  const { rows } = await ctx.client.query<{ path: string }>(`select path from unit where survey_id = $1 and path = $2`, [survey.id, path]);
  if (!rows[0]) throw new Invalid('unknown_unit', `The survey "${survey.extName}" has no unit "${path}".`);
  return rows[0].path;
}

function checkRanges(block: EffectBlock, survey: AdministeredSurvey) {
  if (block.fromDate && block.toDate && block.fromDate > block.toDate)
    throw new Invalid('bad_dates', `The from date ${block.fromDate} is after the to date ${block.toDate}.`);
  if (block.fromCSI !== null && block.toCSI !== null && block.fromCSI > block.toCSI)
    throw new Invalid('bad_csi_range', `The CSI range starts at ${block.fromCSI}, above its end ${block.toCSI}.`);
  const questions = (survey.config.questions ?? {}) as Record<string, unknown>;
  const unknown = block.rows.find((r) => !Object.hasOwn(questions, r.questionVariable));
  if (unknown) throw new Invalid('unknown_question', `The survey "${survey.extName}" has no question "${unknown.questionVariable}".`);
}

export async function saveEffectBlock(ctx: AnalyticsContext, surveyId: number, block: EffectBlock): Promise<EffectBlockList> {
  const survey = await administeredSurvey(ctx, surveyId);
  checkRanges(block, survey);
  const values = [await unitPath(ctx, survey, block.drillPath), block.fromDate, block.toDate, block.fromCSI, block.toCSI, JSON.stringify(block.rows)];
  if (block.id === 0) {
    await ctx.client.query(
      `insert into effect_block (universe_id, survey_id, drill_path, from_date, to_date, from_csi, to_csi, rows) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [ctx.universeId, surveyId, ...values],
    );
  } else {
    const { rowCount } = await ctx.client.query(
      `update effect_block set drill_path = $3, from_date = $4, to_date = $5, from_csi = $6, to_csi = $7, rows = $8::jsonb where id = $1 and survey_id = $2`,
      [block.id, surveyId, ...values],
    );
    if (!rowCount) throw new NotFound('unknown_effect_block', `The survey "${survey.extName}" has no effect block ${block.id}.`);
  }
  return listEffectBlocks(ctx, surveyId);
}

export async function deleteEffectBlock(ctx: AnalyticsContext, surveyId: number, id: number): Promise<EffectBlockList> {
  const survey = await administeredSurvey(ctx, surveyId);
  const { rowCount } = await ctx.client.query(`delete from effect_block where id = $1 and survey_id = $2`, [id, surveyId]);
  if (!rowCount) throw new NotFound('unknown_effect_block', `The survey "${survey.extName}" has no effect block ${id}.`);
  return listEffectBlocks(ctx, surveyId);
}
