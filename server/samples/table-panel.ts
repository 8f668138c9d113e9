/** GET vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}?tablename: one table group of the sample (spec 2 section 3, Table panel data). */
import type { AnalyticsContext } from '../survey/context';
import { NotFound } from '../errors';
import { loadSampleRow, sampleAnswer, sampleViewOf } from './details';
import type { SampleViewConfig } from './details-config';
import type { SampleTablePanel } from '../../schemas/api/sample-table-panel.gen';

/** A table group's name: the one configured, else its source. */
export const tableName = (g: SampleViewConfig['tableGroups'][number]): string => g.name ?? g.source;

export async function sampleTablePanel(ctx: AnalyticsContext, sampleId: number, tablename: string): Promise<SampleTablePanel> {
  const view = sampleViewOf(ctx);
  const index = view.tableGroups.findIndex((g) => tableName(g) === tablename);
  if (index < 0) {
    const known = view.tableGroups.map(tableName).join(', ') || 'none';
    throw new NotFound('unknown_table_panel', `Survey "${ctx.survey.extName}" has no sample table "${tablename}" (its tables: ${known}).`);
  }
  const sample = await sampleAnswer(ctx, view, await loadSampleRow(ctx, sampleId));
  return sample.tableGroups[index]!;
}
