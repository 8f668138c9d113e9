import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { importSetsQuery } from '../../src/api/uploader.ts';

/** The survey's import sets: the fetchimportsets call, under the key an import or a delete invalidates. */
export function importSetListQuery(ctx: WidgetQueryContext) {
  return importSetsQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId);
}
