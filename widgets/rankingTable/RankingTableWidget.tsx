/**
 * The rankingTable page component (spec 1 section 2.5: pages with a ranking-table component use it instead of
 * the old table). The same table as the ranking screen: sortable, a non-leaf ranking virtualised whole; a
 * leaf shows its first 50 rows and links to the ranking screen for the rest. Rows open what they open there.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RankingTableConfig } from '../../schemas/components/rankingTable/config.gen.ts';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { rankingTableQuery } from './query.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { RankingTable } from '../../src/ui/RankingTable.tsx';
import { rankingTableTexts } from '../../src/ui/rankingTableTexts.ts';
import { openTarget, rowTarget, targetPath } from '../../src/ui/rowTarget.ts';
import { resolveSort, sortRankingRows, type SortState } from './sorting.ts';
import type { RankingData } from '../../schemas/api/ranking-data.gen.ts';

function Ranking({ data, config, title, surveyExtName, drillPath }: { data: RankingData; config: RankingTableConfig; title: string; surveyExtName: string; drillPath: string }) {
  const { locale } = useEngine();
  const intl = useIntl();
  // Outside the app (stories, tests) there is no router: rows then only show.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const [chosen, setChosen] = useState<SortState | null>(null);
  const sort = chosen ?? resolveSort(data, config.sortBy, config.sortDesc);
  const rows = useMemo(() => {
    // A leaf's rows come sorted by the server; only the whole (non-leaf) ranking is sorted here.
    if (data.leafRows) return data.rows;
    const column = data.headers.findIndex((h) => h.extName === sort.sortVar);
    return column < 0 ? data.rows : sortRankingRows(data.rows, column, sort.sortDesc, locale);
  }, [data, sort.sortVar, sort.sortDesc, locale]);
  const texts = rankingTableTexts(intl, title || intl.formatMessage({ id: 'term.ranking' }));
  const fullPath = targetPath(surveyExtName, { kind: 'drill', drillPath });
  if (data.rows.length === 0) return <Typography sx={{ p: 2 }}>{intl.formatMessage({ id: 'widget.rankingTable.empty' })}</Typography>;
  return (
    <>
      <RankingTable
        data={data}
        rows={rows}
        sort={sort}
        onSort={setChosen}
        virtual={!data.leafRows}
        actionable={(row) => !!router && rowTarget(row, data.leafRows) !== null}
        onActivate={(row) => {
          const target = rowTarget(row, data.leafRows);
          if (router && target) void openTarget(router, surveyExtName, target);
        }}
        texts={texts}
      />
      {data.leafRows && data.totalNumberRows > data.rows.length && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'widget.rankingTable.shown' }, { shown: data.rows.length, total: data.totalNumberRows })}
          </Typography>
          {router && (
            <Link component="button" variant="body2" onClick={() => void router.navigate({ href: fullPath })}>
              {intl.formatMessage({ id: 'widget.rankingTable.openAll' })}
            </Link>
          )}
        </Box>
      )}
    </>
  );
}

export function RankingTableWidget({ id, type, config }: WidgetProps<RankingTableConfig>) {
  const { surveyExtName, drillPath } = useDrillContext();
  const localized = useLocalized();
  const title = localized(config.title);
  const queryContext = useQueryContext(id);
  const result = useComponentData<RankingData>(type, id, rankingTableQuery(queryContext, config));
  return (
    <Paper variant="outlined" component="section" aria-label={title || undefined}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }}>
          {title}
        </Typography>
      )}
      <DataView result={result} componentId={id}>
        {(data) => <Ranking data={data} config={config} title={title} surveyExtName={surveyExtName} drillPath={drillPath} />}
      </DataView>
    </Paper>
  );
}
