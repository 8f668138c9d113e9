import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_FILTER, parseFilters, TIME_FILTER, type DrillRoute, type FilterToken } from '../../core/drillpath/tokens';
import { filterListsQuery, segmentedPathQuery } from '../api/drill.ts';
import { useSession } from '../auth/context.ts';
import { findSurvey } from '../session/navigation.ts';
import { useNavigationState } from '../session/store.tsx';
import { chipsOf, type ChipMode } from './filters/chips.ts';
import { timeLabel } from './timeLabel.ts';
import { useFilterTitles } from './useFilterTitles.ts';

const VALUE_MESSAGE = { contains: 'export.context.contains', not: 'export.context.not', notContains: 'export.context.notContains' } as const;

/**
 * The lines a chart export prints above the chart (issue 12, "Exports with context"): the survey, the unit with the
 * names along its drill path, the period and each filter as "title: value titles", from the same queries the drill
 * bar and the filter bar read (one cache entry each).
 */
export function useExportContext(surveyExtName: string, route: DrillRoute, drillPath: string): string[] {
  const { api, identity } = useSession();
  const { nav } = useNavigationState();
  const intl = useIntl();
  const segments = useQuery(segmentedPathQuery(api, surveyExtName, drillPath));
  const lists = useQuery(filterListsQuery(api, surveyExtName, nav.view ?? 'default'));
  const titles = useFilterTitles(lists.data);
  return useMemo(() => {
    const lines: string[] = [];
    const survey = findSurvey(identity, surveyExtName);
    lines.push(intl.formatMessage({ id: 'export.context.survey' }, { survey: survey?.title ?? surveyExtName }));
    const names = segments.data?.segments.map((s) => s.name);
    lines.push(intl.formatMessage({ id: 'export.context.unit' }, { path: names?.length ? names.join(' › ') : route.path.join(' › ') }));
    const time = route.filters.find((t) => t.name === TIME_FILTER) ?? startTime(survey?.startFilter);
    if (time?.values[0]) lines.push(intl.formatMessage({ id: 'export.context.period' }, { period: timeLabel(intl, lists.data, time.values[0].value) }));
    const chips = chipsOf(
      route.filters.filter((t) => t.name !== TIME_FILTER && t.name !== CAMPAIGN_FILTER),
      titles,
      () => undefined,
    );
    const byFilter = new Map<string, { title: string; values: string[] }>();
    for (const c of chips) {
      const entry = byFilter.get(c.name) ?? { title: c.filterTitle, values: [] };
      entry.values.push(valueText(intl, c.mode, c.valueTitle));
      byFilter.set(c.name, entry);
    }
    for (const f of byFilter.values()) lines.push(intl.formatMessage({ id: 'export.context.filter' }, { filter: f.title, values: f.values.join(', ') }));
    return lines;
  }, [identity, surveyExtName, segments.data, route, lists.data, titles, intl]);
}

function valueText(intl: ReturnType<typeof useIntl>, mode: ChipMode, value: string): string {
  return mode === 'is' ? value : intl.formatMessage({ id: VALUE_MESSAGE[mode] }, { value });
}

/** The survey's start period when the address names none. */
function startTime(startFilter: string | null | undefined): FilterToken | undefined {
  try {
    return startFilter ? parseFilters(startFilter).find((t) => t.name === TIME_FILTER) : undefined;
  } catch {
    return undefined;
  }
}
