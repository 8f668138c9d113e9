import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { globalValuesTableQuery as tableQuery } from '../../src/api/globalValues.ts';

/** The table's headers and survey rows (the stream fills the values on screen). */
export function globalValuesTableQuery(ctx: WidgetQueryContext) {
  return tableQuery(readerOf(ctx.fetchJson), ctx);
}
