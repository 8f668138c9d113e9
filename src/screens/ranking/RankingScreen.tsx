/**
 * The ranking screen `/ranking/{surveyExtName}/{drillPath}` (spec 1 section 2.5): the drill header, rank-type
 * shortcuts, and the ranking table, its sort and page kept in the address (`?page=&sortBy=&sortDesc=`), so a
 * reload or a shared link shows the same view and the browser's back button undoes a sort or a page.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { rankTypeOf, withRankType, type RankType } from '../../../core/ranking/rankType.ts';
import type { SortState } from '../../../widgets/rankingTable/sorting.ts';
import { useSession } from '../../auth/context.ts';
import { DrillHeader } from '../../drill/DrillHeader.tsx';
import { pickLocale } from '../../i18n/index.ts';
import { RANKING_CONFIG } from './config.ts';
import { RankingPanel } from './RankingPanel.tsx';
import { RankTypeChips } from './RankTypeChips.tsx';
import { useRanking } from './useRanking.ts';

const route = getRouteApi('/_signedIn/ranking/$surveyExtName/$drillPath');


export function RankingScreen() {
  const { surveyExtName, drillPath: drill } = route.useParams();
  const drillPath = formatRoute(drill);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { api, identity } = useSession();
  const intl = useIntl();
  const locale = pickLocale(identity.locale);
  const rankType = rankTypeOf(drill.filters);
  const ranking = useRanking(api, surveyExtName, RANKING_CONFIG, drillPath, search, locale);

  const goTo = (next: DrillRoute) => void navigate({ to: '/ranking/$surveyExtName/$drillPath', params: { surveyExtName, drillPath: next }, search: { page: 1 } });
  const setSort = (next: SortState) => void navigate({ search: (prev) => ({ ...prev, page: 1, sortBy: next.sortVar, sortDesc: next.sortDesc }) });
  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  const setRankType = (next: RankType) => {
    goTo({ path: drill.path, filters: withRankType(drill.filters, next) });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="ranking-screen">
      <DrillHeader surveyExtName={surveyExtName} drill={drill} onDrillPathChange={goTo} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {intl.formatMessage({ id: 'term.ranking' })}
        </Typography>
        <RankTypeChips value={rankType} onChange={setRankType} />
      </Box>
      <RankingPanel surveyExtName={surveyExtName} ranking={ranking} search={search} onSort={setSort} onPage={setPage} />
    </Box>
  );
}
