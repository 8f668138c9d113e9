/**
 * The ranking screen `/ranking/{surveyExtName}/{drillPath}` (spec 1 section 2.5): the drill header, rank-type
 * shortcuts, and the ranking table, its sort and page kept in the address (`?page=&sortBy=&sortDesc=`), so a
 * reload or a shared link shows the same view and the browser's back button undoes a sort or a page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { rankTypeOf, withRankType, type RankType } from '../../../core/ranking/rankType.ts';
import { RankingTable, ROW_HEIGHT, type RankingTableTexts } from '../../ui/RankingTable.tsx';
import { rankingTableTexts } from '../../ui/rankingTableTexts.ts';
import { openTarget, rowTarget } from '../../ui/rowTarget.ts';
import { PAGE_SIZE } from '../../../widgets/rankingTable/types.ts';
import type { RankingHeader, RankingRow } from '../../../schemas/api/ranking-data.gen.ts';
import type { SortState } from '../../../widgets/rankingTable/sorting.ts';
import { useSession } from '../../auth/context.ts';
import { validateListSearch } from '../../routing/search.ts';
import { DrillHeader } from '../../drill/DrillHeader.tsx';
import { pickLocale } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { CellDetailsDialog, type CellRef } from './CellDetailsDialog.tsx';
import { RankingPager } from './RankingPager.tsx';
import { RankTypeChips } from './RankTypeChips.tsx';
import { useRanking } from './useRanking.ts';

const route = getRouteApi('/_signedIn/ranking/$surveyExtName/$drillPath');


export function RankingScreen() {
  const { surveyExtName, drillPath: drill } = route.useParams();
  const drillPath = formatRoute(drill);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const { api, identity } = useSession();
  const intl = useIntl();
  const locale = pickLocale(identity.locale);
  const [details, setDetails] = useState<CellRef | null>(null);
  const rankType = rankTypeOf(drill.filters);
  const { view, error, retry, pending } = useRanking(api, surveyExtName, drillPath, search, locale);
  const scrollRef = useRef<HTMLDivElement>(null);
  const wholeRanking = useRef(false);
  useEffect(() => {
    wholeRanking.current = view !== null && !view.data.leafRows;
  });
  // The router restores remembered scroll positions after each navigation, the table's included; the page in
  // the address decides where a whole ranking stands, so it is applied again after the router's turn.
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!wholeRanking.current || !scrollRef.current) return;
        const { page } = validateListSearch(event.toLocation.search as Record<string, unknown>);
        scrollRef.current.scrollTop = (page - 1) * PAGE_SIZE * ROW_HEIGHT;
      }),
    [router],
  );

  const texts = useMemo<RankingTableTexts>(
    () => rankingTableTexts(intl, intl.formatMessage({ id: 'ranking.tableLabel' }, { unit: view?.data.footer?.cells[0]?.formattedValue ?? '' })),
    [intl, view?.data.footer],
  );

  const goTo = (next: DrillRoute) => void navigate({ to: '/ranking/$surveyExtName/$drillPath', params: { surveyExtName, drillPath: next }, search: { page: 1 } });
  const setSort = (next: SortState) => void navigate({ search: (prev) => ({ ...prev, page: 1, sortBy: next.sortVar, sortDesc: next.sortDesc }) });
  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  const setRankType = (next: RankType) => {
    goTo({ path: drill.path, filters: withRankType(drill.filters, next) });
  };
  const leafRows = view?.data.leafRows ?? false;
  const actionable = (row: RankingRow) => rowTarget(row, leafRows) !== null;
  const activate = (row: RankingRow) => {
    const target = rowTarget(row, leafRows);
    if (!target) return;
    void openTarget(router, surveyExtName, target);
  };
  const openDetails = (row: RankingRow, header: RankingHeader) => {
    if (row.sampleId != null) setDetails({ sampleId: row.sampleId, variable: header.extName, column: header.title });
  };

  let body;
  if (error) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'ranking.failed' }, { message: errorMessage(error, intl) })}
      </Alert>
    );
  } else if (pending || !view) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label={intl.formatMessage({ id: 'ranking.loading' })} />
      </Box>
    );
  } else if (view.total === 0) {
    body = (
      <Alert severity="info" data-testid="ranking-empty">
        {intl.formatMessage({ id: 'ranking.empty' })}
      </Alert>
    );
  } else {
    body = (
      <>
        <Paper variant="outlined" sx={{ position: 'relative' }}>
          {view.fetchingPage && <LinearProgress aria-label={intl.formatMessage({ id: 'ranking.loading' })} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
          <RankingTable
            data={view.data}
            rows={view.rows}
            sort={view.sort}
            onSort={setSort}
            virtual={!view.data.leafRows}
            rowOffset={view.firstRow}
            rowCount={view.total}
            scrollTo={view.data.leafRows ? undefined : (search.page - 1) * PAGE_SIZE}
            scrollRef={scrollRef}
            actionable={actionable}
            onActivate={activate}
            onDetails={openDetails}
            texts={texts}
          />
        </Paper>
        <RankingPager page={search.page} total={view.total} onPage={setPage} />
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="ranking-screen">
      <DrillHeader surveyExtName={surveyExtName} drill={drill} onDrillPathChange={goTo} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {intl.formatMessage({ id: 'term.ranking' })}
        </Typography>
        <RankTypeChips value={rankType} onChange={setRankType} />
      </Box>
      {body}
      {details && <CellDetailsDialog surveyExtName={surveyExtName} cell={details} onClose={() => setDetails(null)} />}
    </Box>
  );
}
