/**
 * The rankingTable page component (spec 1 section 2.5: pages with a ranking-table component use it instead of
 * the old table). It is the ranking screen's own ranking (src/screens/ranking/RankingPanel.tsx), so a user sees
 * the same ranking everywhere (issue 12): sortable, paged by 50 (a leaf through the server), its sort and page in
 * the page's address (`?page=&sortBy=&sortDesc=`, spec 1 section 2.1), rows opening what they open there.
 */
import { useState, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RankingTableConfig } from '../../schemas/components/rankingTable/config.gen.ts';
import type { RankingData } from '../../schemas/api/ranking-data.gen.ts';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { validateListSearch, type ListSearch } from '../../src/routing/search.ts';
import { RankingPanel } from '../../src/screens/ranking/RankingPanel.tsx';
import { useRanking } from '../../src/screens/ranking/useRanking.ts';
import { rankingTableQuery } from './query.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import type { SortState } from './sorting.ts';

type AppRouter = ReturnType<typeof useRouter>;

/** The address's sort and page on a page; outside the app (stories, tests) the component's own. */
function useListSearch(router: AppRouter | undefined): [Partial<ListSearch>, (next: Partial<ListSearch>) => void] {
  const address = useSyncExternalStore(
    (changed) => router?.subscribe('onResolved', changed) ?? (() => undefined),
    () => router?.state.location.search as Record<string, unknown> | undefined,
  );
  const [own, setOwn] = useState<Partial<ListSearch>>({});
  if (!router || !address) return [own, (next) => setOwn((prev) => ({ ...prev, ...next }))];
  const parsed = validateListSearch(address);
  const current: Partial<ListSearch> = { page: parsed.page, ...(parsed.sortBy ? { sortBy: parsed.sortBy } : {}), ...(parsed.sortDesc !== undefined ? { sortDesc: parsed.sortDesc } : {}) };
  return [current, (next) => void router.navigate({ to: '.', search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never })];
}

function Ranking({ data, config, title, surveyExtName, drillPath }: { data: RankingData; config: RankingTableConfig; title: string; surveyExtName: string; drillPath: string }) {
  const { locale, fetchJson, fixtures } = useEngine();
  // Outside the app (stories, tests) there is no router: rows then only show.
  const router = useRouter({ warn: false }) as AppRouter | undefined;
  const [chosen, choose] = useListSearch(router);
  const search: ListSearch = { page: chosen.page ?? 1, sortBy: chosen.sortBy ?? config.sortBy, sortDesc: chosen.sortDesc ?? config.sortDesc };
  const ranking = useRanking(readerOf(fetchJson), surveyExtName, config.rankingConfig ?? 'default', drillPath, search, locale, data, fixtures !== undefined);
  return (
    <RankingPanel
      surveyExtName={surveyExtName}
      ranking={ranking}
      search={search}
      onSort={(next: SortState) => choose({ page: 1, sortBy: next.sortVar, sortDesc: next.sortDesc })}
      onPage={(page) => choose({ page })}
      label={title || undefined}
    />
  );
}

export function RankingTableWidget({ id, type, config }: WidgetProps<RankingTableConfig>) {
  const { surveyExtName, drillPath } = useDrillContext();
  const localized = useLocalized();
  const title = localized(config.title);
  const queryContext = useQueryContext(id);
  const result = useComponentData<RankingData>(type, id, rankingTableQuery(queryContext, config));
  return (
    <Paper variant="outlined" component="section" aria-label={title || undefined} sx={{ p: 1 }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ px: 1, pt: 0.5, pb: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      <DataView result={result} componentId={id}>
        {(data) => <Ranking data={data} config={config} title={title} surveyExtName={surveyExtName} drillPath={drillPath} />}
      </DataView>
    </Paper>
  );
}
