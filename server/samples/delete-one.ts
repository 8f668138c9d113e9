/** GET vuejs/sample/delete/{survey}/{id}: a root user deletes one sample (its state log and extended state go with it). */
import type { AnalyticsContext } from '../survey/context';
import { Forbidden } from '../errors';
import { loadSampleRow } from './details';

export async function deleteOneSample(ctx: AnalyticsContext, sampleId: number): Promise<{ sampleId: number; deleted: boolean }> {
  if (!ctx.isRoot) throw new Forbidden('root_only', 'Only a root user may delete samples.');
  const row = await loadSampleRow(ctx, sampleId, true);
  await ctx.client.query(`delete from sample where id = $1`, [row.id]);
  return { sampleId: row.id, deleted: true };
}
