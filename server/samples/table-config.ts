/**
 * The sample table configuration (spec 1 section 3): the survey's `sampleTables` entry the list call names, with
 * the spec's defaults filled in. `default` means the survey's own `default` entry, else its first one, else the
 * built-in defaults, so a survey without any configuration still lists its samples.
 */
import type { SampleTableAction, SampleTableSettings } from '../../schemas/api/sample-list.gen';
import type { SampleTableConfig } from '../../schemas/components/sampleTable/config.gen';
import { Invalid } from '../errors';
import type { AnalyticsContext } from '../survey/context';

export const SAMPLE_PAGE = 50;
export const MAX_SAMPLE_PAGE = 1000;

/** Actions may be written as a bare name or as `{extname, title}`. */
function actions(list: unknown[] | undefined): SampleTableAction[] {
  return (list ?? []).flatMap((a) => {
    if (typeof a === 'string' && a) return [{ extname: a, title: a }];
    if (a && typeof a === 'object' && typeof (a as { extname?: unknown }).extname === 'string') {
      const { extname, title } = a as { extname: string; title?: Record<string, string> | string };
      return [{ extname, title: title ?? extname }];
    }
    return [];
  });
}

/** The survey's entry as written (undefined: the built-in defaults); 400 for a name the survey does not have. */
export function sampleTableEntry(ctx: AnalyticsContext, name: string): SampleTableConfig | undefined {
  const tables = (ctx.sa.raw.sampleTables ?? {}) as Record<string, SampleTableConfig>;
  const entry = tables[name] ?? (name === 'default' ? Object.values(tables)[0] : undefined);
  if (!entry && name !== 'default') throw new Invalid('unknown_sample_table', `Survey "${ctx.survey.extName}" has no sample table configuration "${name}".`);
  return entry;
}

export function sampleTableConfig(ctx: AnalyticsContext, name: string): SampleTableSettings {
  const tables = (ctx.sa.raw.sampleTables ?? {}) as Record<string, SampleTableConfig>;
  const entry = sampleTableEntry(ctx, name);
  const c: SampleTableConfig = entry ?? {};
  const rowsPerPage = Math.min(Math.max(c.rowsPerPage ?? SAMPLE_PAGE, 1), MAX_SAMPLE_PAGE);
  const options = (c.rowsPerPageOptions ?? [25, 50, 100]).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_SAMPLE_PAGE);
  return {
    id: c.id ?? (entry ? (Object.entries(tables).find(([, v]) => v === entry)?.[0] ?? name) : 'default'),
    sortBy: c.sortBy ?? 'eventdate',
    sortDesc: c.sortDesc ?? true,
    rowsPerPage,
    rowsPerPageOptions: [...new Set([...options, rowsPerPage])].sort((a, b) => a - b),
    sampleEditor: c.sampleEditor === true,
    sampleView: c.sampleView ?? null,
    useCore: c.useCore === true,
    mailActions: actions(c.mailActions),
    copyActions: (c.copyActions ?? []).map((a) => ({ extname: a.extname, title: a.title ?? a.extname })),
    createActions: actions(c.createActions),
    eventSources: c.eventSources ?? [],
    enableDownload: c.enableDownload === true,
  };
}
