import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { templateListQuery } from '../../src/api/templates.ts';

/** Every template of the universe: the templates list call, under the key a save or delete invalidates. */
export function mailTemplatesListQuery(ctx: WidgetQueryContext) {
  return templateListQuery(readerOf(ctx.fetchJson), ctx.surveyExtName);
}
