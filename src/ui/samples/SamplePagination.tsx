import TablePagination from '@mui/material/TablePagination';
import { useIntl } from 'react-intl';

const PAGE_LABELS = { first: 'samplelist.pageFirst', last: 'samplelist.pageLast', next: 'samplelist.pageNext', previous: 'samplelist.pagePrevious' } as const;

export interface SamplePaginationProps {
  total: number;
  /** 1-based, as in the address. */
  page: number;
  size: number;
  options: number[];
  onPage(page: number): void;
  onSize(size: number): void;
}

export function SamplePagination({ total, page, size, options, onPage, onSize }: SamplePaginationProps) {
  const intl = useIntl();
  const last = Math.max(0, Math.ceil(total / size) - 1);
  // A configured size the table does not offer (a page component's rowsPerPage) is still the one shown and chosen.
  const sizes = options.includes(size) ? options : [...options, size].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, Math.min(page - 1, last))}
      rowsPerPage={size}
      rowsPerPageOptions={sizes}
      onPageChange={(_, p) => onPage(p + 1)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
      labelRowsPerPage={intl.formatMessage({ id: 'samplelist.rowsPerPage' })}
      labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.displayedRows' }, { from, to, count })}
      getItemAriaLabel={(type) => intl.formatMessage({ id: PAGE_LABELS[type] })}
      data-testid="sample-pagination"
    />
  );
}
