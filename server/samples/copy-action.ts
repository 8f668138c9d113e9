/**
 * The sample list's copy actions (spec 2 sections 3 and 5, Copy action data): GET vuejs/sampleactions/copyaction
 * answers what the copy dialog shows; POST executecopyaction makes a new sample of the same unit and contact, new,
 * dated by the deadline (mandatory, today at the earliest), with the comment stored on the copy when non-blank.
 */
import { fieldVisible, groupVisible, SAMPLE_STATE } from '../../core/sample/rules';
import { copyDeadlineProblem } from '../../core/sample/copy';
import { localize } from '../../core/metrics/variables';
import type { AnalyticsContext } from '../survey/context';
import { Forbidden, Invalid, NotFound } from '../errors';
import { buildForm, loadSampleRow, sampleViewOf } from './details';
import { sampleRights } from './details-config';
import { storeSampleComment } from './comments';
import { sampleTableConfig } from './table-config';
import type { CopyActionData } from '../../schemas/api/copy-action-data.gen';
import type { CopyActionRequest } from '../../schemas/api/copy-action-request.gen';
import type { CopyActionResult } from '../../schemas/api/copy-action-result.gen';

function copyAction(ctx: AnalyticsContext, config: string, action: string) {
  const found = sampleTableConfig(ctx, config).copyActions.find((a) => a.extname === action);
  if (!found) throw new NotFound('unknown_copy_action', `The sample table configuration "${config}" of survey "${ctx.survey.extName}" has no copy action "${action}".`);
  return found;
}

export async function copyActionData(ctx: AnalyticsContext, config: string, action: string, sampleId: number): Promise<CopyActionData> {
  const a = copyAction(ctx, config, action);
  const form = buildForm(ctx, sampleViewOf(ctx), await loadSampleRow(ctx, sampleId));
  const fields = form.groups.filter((g) => groupVisible(g, SAMPLE_STATE.new)).flatMap((g) => g.fields.filter((f) => fieldVisible(f, SAMPLE_STATE.new)));
  return { extname: a.extname, title: localize(a.title, ctx.locale), eventdate: null, earliest: ctx.today, fields, comments: '' };
}

export async function executeCopyAction(ctx: AnalyticsContext, config: string, action: string, sampleId: number, body: CopyActionRequest): Promise<CopyActionResult> {
  copyAction(ctx, config, action);
  const deadline = body.eventdate;
  const problem = copyDeadlineProblem(deadline, ctx.today);
  if (problem === 'tooEarly') throw new Invalid('deadline_in_past', `The deadline ${deadline} has passed; choose ${ctx.today} or later.`);
  if (problem) throw new Invalid('invalid_deadline', `The deadline "${deadline}" is not a date (YYYY-MM-DD).`);
  const row = await loadSampleRow(ctx, sampleId);
  // The copy is a new sample in the deadline's period: the role must be able to edit samples there.
  if (!sampleRights(ctx.roleRights, deadline, ctx.today, false).canEditState) {
    throw new Forbidden('missing_right', 'Your role does not let you create samples in the period of this deadline.');
  }
  const { rows } = await ctx.client.query<{ id: string }>(
    `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact)
     select universe_id, survey_id, unit_id, $2, $3, contact from sample where id = $1 returning id`,
    [row.id, SAMPLE_STATE.new, deadline],
  );
  const copy = Number(rows[0]!.id);
  await ctx.client.query(
    `insert into sample_state_log (universe_id, sample_id, action, from_state, to_state, changes, user_id) values ($1, $2, 'copy', $3, $3, $4, $5)`,
    [ctx.universeId, copy, SAMPLE_STATE.new, '{}', ctx.userId],
  );
  if (body.comments !== undefined && body.comments.trim() !== '') await storeSampleComment(ctx, copy, body.comments);
  return { sampleId: copy, copiedFrom: row.id };
}
