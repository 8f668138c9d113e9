/** The survey's filter sets in the caller's locale, and typeahead over one filter's options. */
import { localize } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { containsPattern } from './sql';
import type { FilterConfig } from './survey-config';

/** Spec 1 section 5: a typeahead shows at most 50000 options. */
export const MAX_OPTIONS = 50_000;

interface RawSet {
  type?: string;
  filterGroups?: { quickSelect?: boolean; userSelectableRange?: boolean; filters?: FilterConfig[] }[];
}

/** The survey's campaigns the caller can see, for the campaign filter (`cf`), oldest first. */
async function campaignsOf(ctx: AnalyticsContext) {
  const { rows } = await ctx.client.query<{ id: string; title: string }>(`select id::text as id, title from campaign where survey_id = $1 order by id`, [ctx.survey.id]);
  return rows;
}

function localizeSet(ctx: AnalyticsContext, set: unknown, type: 'time' | 'other') {
  const s = (set ?? {}) as RawSet;
  return {
    type,
    filterGroups: (s.filterGroups ?? []).map((g) => ({
      quickSelect: g.quickSelect ?? false,
      userSelectableRange: g.userSelectableRange ?? false,
      filters: (g.filters ?? []).map((f) => ({
        extName: f.extName,
        title: localize(f.title ?? f.extName, ctx.locale),
        multipleSelections: f.multipleSelections ?? false,
        range: f.range ?? false,
        dateInterval: f.dateInterval ?? false,
        // Filters without listed options are answered by the query call from the data.
        serverSide: !f.options?.length && !f.range && !f.dateInterval,
        options: (f.options ?? []).map((o) => ({ extName: o.extName, title: localize(o.title ?? o.extName, ctx.locale) })),
      })),
    })),
  };
}

export async function filterLists(ctx: AnalyticsContext) {
  return {
    standardFilterSet: localizeSet(ctx, ctx.sa.raw.standardFilterSet, 'other'),
    timeFilterSet: localizeSet(ctx, ctx.sa.raw.timeFilterSet, 'time'),
    startFilter: ctx.sa.startFilter ?? 'none',
    campaigns: await campaignsOf(ctx),
  };
}

export async function filterQuery(ctx: AnalyticsContext, filterName: string, term: string) {
  const def = ctx.sa.standardFilters.get(filterName) ?? ctx.sa.timeFilters.find((f) => f.extName === filterName);
  if (!def) throw new Invalid('unknown_filter', `Survey "${ctx.survey.extName}" has no filter "${filterName}".`);
  const needle = term.toLowerCase();
  if (def.options?.length) {
    const options = def.options
      .map((o) => ({ extName: o.extName, title: localize(o.title ?? o.extName, ctx.locale) }))
      .filter((o) => !needle || o.title.toLowerCase().includes(needle) || o.extName.toLowerCase().includes(needle));
    return { extName: def.extName, options: options.slice(0, MAX_OPTIONS) };
  }
  const { rows } = await ctx.client.query<{ v: string }>(
    `select distinct background ->> $2 as v from interview where survey_id = $1 and background ? $2 and (background ->> $2) ilike $3 order by 1 limit ${MAX_OPTIONS}`,
    [ctx.survey.id, filterName, containsPattern(term)],
  );
  return { extName: def.extName, options: rows.map((r) => ({ extName: r.v, title: r.v })) };
}
