/**
 * The global values table (server/routes/global-values.ts): GET vuejs/globalevaluator/globalvaluestable for the
 * headers and the rows by survey, then the event stream vuejs/globalevaluator/globalvaluestableevents with the
 * session token as `authtoken` in the query (spec 2 section 7). The stream is read with fetch and parsed by
 * eventsource-parser; a connection that drops before globalTableDataEnd is opened once more.
 */
import { queryOptions } from '@tanstack/react-query';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { GlobalValuesRow, GlobalValuesTable } from '../../schemas/api/global-values-table.gen.ts';
import { apiUrl, type ApiReader, type FetchLike } from './client.ts';
import { callPath } from './path.ts';

interface ComponentCall {
  surveyExtName: string;
  componentId: string;
  drillPath: string;
}

/** GET vuejs/globalevaluator/globalvaluestable/{survey}/{id}/{path}. */
export function globalValuesTableQuery(api: ApiReader, p: ComponentCall) {
  return queryOptions({
    queryKey: ['component', 'globalValuesTable', p.surveyExtName, p.componentId, p.drillPath],
    queryFn: ({ signal }) => api.get<GlobalValuesTable>(callPath('vuejs/globalevaluator/globalvaluestable', p.surveyExtName, p.componentId, p.drillPath), { signal }),
  });
}

/** The stream's address, the token in the query (an event stream cannot send headers). */
export function globalValuesStreamUrl(p: ComponentCall, authToken: string): string {
  return apiUrl(callPath('vuejs/globalevaluator/globalvaluestableevents', p.surveyExtName, p.componentId, p.drillPath), { authtoken: authToken });
}

export interface GlobalValuesHandlers {
  onInitial(table: GlobalValuesTable): void;
  onRow(row: GlobalValuesRow): void;
  onEnd(): void;
}

/** Reads one connection of the stream; true when it got to globalTableDataEnd. */
async function readOnce(url: string, handlers: GlobalValuesHandlers, signal: AbortSignal, fetchFn: FetchLike): Promise<boolean> {
  const response = await fetchFn(url, { headers: { Accept: 'text/event-stream' }, signal });
  if (!response.ok || !response.body) throw new Error(`The global values stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const event = next.value;
    if (event.event === 'globalTableInitialData') handlers.onInitial(JSON.parse(event.data) as GlobalValuesTable);
    else if (event.event === 'globalSurveyResult') handlers.onRow(JSON.parse(event.data) as GlobalValuesRow);
    else if (event.event === 'globalTableDataEnd') {
      handlers.onEnd();
      return true;
    }
  }
  return false;
}

/**
 * Streams the table's values; on a dropped connection (an error, or the end of the answer before
 * globalTableDataEnd) connects once more. A failure after that is logged to the console only (spec 2 section 8).
 */
export async function streamGlobalValues(url: string, handlers: GlobalValuesHandlers, signal: AbortSignal, fetchFn: FetchLike = (i, init) => fetch(i, init)): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      if (await readOnce(url, handlers, signal, fetchFn)) return;
    } catch (err) {
      if (signal.aborted) return;
      if (attempt === 1) console.error('global values stream failed', err);
    }
    if (signal.aborted) return;
  }
}
