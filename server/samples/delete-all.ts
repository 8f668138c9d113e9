/**
 * `DELETE vuejs/sample/deleteall/{survey}?ids=1,2,3` (spec 1 sections 6 and 7): root only. Every id must name a
 * sample of this survey inside the caller's scope, or nothing is deleted.
 */
import { inScope, type AnalyticsContext } from '../survey/context';
import { Forbidden, Invalid, NotFound } from '../errors';
import type { SampleCount } from '../../schemas/api/sample-count.gen';

export const MAX_DELETE_IDS = 1000;

function parseIds(text: string | undefined): number[] {
  if (!text || !text.trim()) throw new Invalid('bad_ids', 'Name the samples to delete: ids=1,2,3.');
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length > MAX_DELETE_IDS) throw new Invalid('bad_ids', `At most ${MAX_DELETE_IDS} samples at a time (asked for ${parts.length}).`);
  const ids = parts.map((s) => {
    if (!/^[1-9]\d{0,14}$/.test(s)) throw new Invalid('bad_ids', `"${s}" is not a sample id.`);
    return Number(s);
  });
  return [...new Set(ids)];
}

/** Deletes the samples `idsParam` names (`1,2,3`), all or nothing. */
export async function deleteSamplesByIds(ctx: AnalyticsContext, idsParam: string | undefined): Promise<SampleCount> {
  // Root first: others learn nothing about which ids exist.
  if (!ctx.isRoot) throw new Forbidden('root_only', 'Only root users may delete samples.');
  const ids = parseIds(idsParam);
  const { rows } = await ctx.client.query<{ id: number; path: string }>(
    // Locked, so a concurrent delete cannot make the count below lie.
    `select s.id, u.path from sample s join unit u on u.id = s.unit_id where s.survey_id = $1 and s.id = any($2::bigint[]) for update of s`,
    [ctx.survey.id, ids],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new NotFound('unknown_sample', `Survey "${ctx.survey.extName}" has no sample ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}; nothing was deleted.`);
  const outside = rows.find((r) => !inScope(ctx.scope, r.path));
  if (outside) throw new Forbidden('outside_scope', `Sample ${outside.id} lies outside your role's units; nothing was deleted.`);
  const res = await ctx.client.query(`delete from sample where survey_id = $1 and id = any($2::bigint[])`, [ctx.survey.id, ids]);
  return { count: res.rowCount ?? 0 };
}
