/**
 * The one ranking a user sees (issue 12: "today there are two different ones"): the ranking screen's table,
 * its sort and page, the pager and the cell details dialog. The ranking screen and the rankingTable component on
 * pages both show this, each over `useRanking` with the sort and page of their address.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { RankingTable, ROW_HEIGHT, type RankingTableTexts } from '../../ui/RankingTable.tsx';
import { rankingTableTexts } from '../../ui/rankingTableTexts.ts';
import { openTarget, rowTarget } from '../../ui/rowTarget.ts';
import { PAGE_SIZE } from '../../../widgets/rankingTable/types.ts';
import type { RankingHeader, RankingRow } from '../../../schemas/api/ranking-data.gen.ts';
import type { SortState } from '../../../widgets/rankingTable/sorting.ts';
import type { ListSearch } from '../../routing/search.ts';
import { validateListSearch } from '../../routing/search.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { CellDetailsDialog, type CellRef } from './CellDetailsDialog.tsx';
import { RankingPager } from './RankingPager.tsx';
import type { useRanking } from './useRanking.ts';

export interface RankingPanelProps {
  surveyExtName: string;
  ranking: ReturnType<typeof useRanking>;
  search: ListSearch;
  onSort(next: SortState): void;
  onPage(page: number): void;
  /** The table's accessible name; the drill unit's name by default. */
  label?: string;
  /** Outside the app (stories, tests) rows and details only show. */
  interactive?: boolean;
}

export function RankingPanel({ surveyExtName, ranking, search, onSort, onPage, label, interactive = true }: RankingPanelProps) {
  const { view, error, retry, pending } = ranking;
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const intl = useIntl();
  const [details, setDetails] = useState<CellRef | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  useWholeRankingScroll(router, scrollRef, view !== null && !view.data.leafRows);

  const texts = useMemo<RankingTableTexts>(
    () => rankingTableTexts(intl, label || intl.formatMessage({ id: 'ranking.tableLabel' }, { unit: view?.data.footer?.cells[0]?.formattedValue ?? '' })),
    [intl, label, view?.data.footer],
  );

  const live = interactive && router !== undefined;
  const leafRows = view?.data.leafRows ?? false;
  const viewCompleted = view?.data.viewCompletedSamples ?? false;
  const actionable = (row: RankingRow) => live && rowTarget(row, leafRows, viewCompleted) !== null;
  const activate = (row: RankingRow) => {
    const target = rowTarget(row, leafRows, viewCompleted);
    if (live && target) void openTarget(router, surveyExtName, target);
  };
  const openDetails = (row: RankingRow, header: RankingHeader) => {
    if (live && row.sampleId != null) setDetails({ sampleId: row.sampleId, variable: header.extName, column: header.title });
  };

  if (error) {
    return (
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
  }
  if (pending || !view) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label={intl.formatMessage({ id: 'ranking.loading' })} />
      </Box>
    );
  }
  if (view.total === 0) {
    return (
      <Alert severity="info" data-testid="ranking-empty">
        {intl.formatMessage({ id: 'ranking.empty' })}
      </Alert>
    );
  }
  return (
    <>
      <Paper variant="outlined" sx={{ position: 'relative' }}>
        {view.fetchingPage && <LinearProgress aria-label={intl.formatMessage({ id: 'ranking.loading' })} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
        <RankingTable
          data={view.data}
          rows={view.rows}
          sort={view.sort}
          onSort={onSort}
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
      <RankingPager page={search.page} total={view.total} onPage={onPage} />
      {details && <CellDetailsDialog surveyExtName={surveyExtName} cell={details} onClose={() => setDetails(null)} />}
    </>
  );
}

/**
 * The router restores remembered scroll positions after each navigation, the table's included; the page in
 * the address decides where a whole ranking stands, so it is applied again after the router's turn.
 */
function useWholeRankingScroll(router: ReturnType<typeof useRouter> | undefined, scrollRef: RefObject<HTMLDivElement | null>, whole: boolean) {
  const wholeRanking = useRef(false);
  useEffect(() => {
    wholeRanking.current = whole;
  });
  useEffect(
    () =>
      router?.subscribe('onRendered', (event) => {
        if (!wholeRanking.current || !scrollRef.current) return;
        const { page } = validateListSearch(event.toLocation.search as Record<string, unknown>);
        scrollRef.current.scrollTop = (page - 1) * PAGE_SIZE * ROW_HEIGHT;
      }),
    [router, scrollRef],
  );
}
