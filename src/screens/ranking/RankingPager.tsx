import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { pageCount } from '../../../widgets/rankingTable/sorting.ts';
import { PAGE_SIZE } from '../../../widgets/rankingTable/types.ts';

/** Pages of 50 rows with the range shown ("Rows 51–100 of 1,000"). */
export function RankingPager({ page, total, onPage }: { page: number; total: number; onPage(page: number): void }) {
  const intl = useIntl();
  const pages = pageCount(total, PAGE_SIZE);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="ranking-range">
        {intl.formatMessage({ id: 'ranking.rows' }, { from, to, total })}
      </Typography>
      {pages > 1 && (
        <Pagination
          aria-label={intl.formatMessage({ id: 'ranking.pages' })}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_e, next) => onPage(next)}
          showFirstButton
          showLastButton
          size="small"
          getItemAriaLabel={(type, p, selected) => {
            if (type === 'page') return intl.formatMessage({ id: selected ? 'ranking.pageCurrent' : 'ranking.pageItem' }, { page: p ?? 0 });
            return intl.formatMessage({ id: type === 'first' ? 'common.firstPage' : type === 'last' ? 'common.lastPage' : type === 'next' ? 'common.nextPage' : 'common.previousPage' });
          }}
        />
      )}
    </Box>
  );
}
