import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ApiReader } from '../../../api/client.ts';
import { newTrackingsQuery, type NewCampaignRef, type RecipientPage } from '../../../api/campaigns.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';

/** Spec 3 section 9: the recipient table shows 50 a page, always sorted, by id unless another column is chosen. */
export const RECIPIENT_PAGE_SIZE = 50;
const COLUMNS: RecipientPage['sortBy'][] = ['id', 'respondent', 'email', 'status'];

/** The recipients the new campaign would get (columns id, respondent, email, status), each removable. */
export function RecipientTable({ api, newCampaign, onRemove }: { api: ApiReader; newCampaign: NewCampaignRef; onRemove(sampleId: number): void }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ sortBy: RecipientPage['sortBy']; sortDesc: boolean }>({ sortBy: 'id', sortDesc: false });
  const rows = useQuery(newTrackingsQuery(api, newCampaign, { page, pageSize: RECIPIENT_PAGE_SIZE, ...sort }));
  const total = rows.data?.totalRows ?? 0;
  // Removing rows or changing filters may leave the page past the end.
  const shownPage = page > 0 && page * RECIPIENT_PAGE_SIZE >= total && rows.data ? Math.max(0, Math.ceil(total / RECIPIENT_PAGE_SIZE) - 1) : page;
  if (shownPage !== page) setPage(shownPage);
  const sortBy = (column: RecipientPage['sortBy']) => {
    setSort((s) => ({ sortBy: column, sortDesc: s.sortBy === column ? !s.sortDesc : false }));
    setPage(0);
  };
  return (
    <Paper variant="outlined">
      {rows.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'campaign.wizard.recipients.loading' })} />}
      {rows.isError && <Alert severity="error">{errorMessage(rows.error, intl)}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: 'campaign.wizard.recipients.table' })}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sortDirection={sort.sortBy === c ? (sort.sortDesc ? 'desc' : 'asc') : false}>
                  <TableSortLabel active={sort.sortBy === c} direction={sort.sortBy === c && sort.sortDesc ? 'desc' : 'asc'} onClick={() => sortBy(c)}>
                    {intl.formatMessage({ id: `campaign.wizard.recipients.${c}` as MessageId })}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{intl.formatMessage({ id: 'campaign.wizard.recipients.removeColumn' })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.data && rows.data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{intl.formatMessage({ id: 'campaign.wizard.recipients.empty' })}</TableCell>
              </TableRow>
            )}
            {rows.data?.rows.map((r) => (
              <TableRow key={r.id} data-testid="recipient-row">
                <TableCell>{r.id}</TableCell>
                <TableCell>{r.respondent}</TableCell>
                <TableCell>{r.email}</TableCell>
                <TableCell>{r.status === 'new' ? intl.formatMessage({ id: 'campaign.wizard.recipients.new' }) : r.status}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => onRemove(r.id)}
                    aria-label={intl.formatMessage({ id: 'campaign.wizard.recipients.remove' }, { respondent: r.respondent || r.email || String(r.id) })}
                  >
                    {intl.formatMessage({ id: 'campaign.wizard.recipients.removeColumn' })}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={shownPage}
        rowsPerPage={RECIPIENT_PAGE_SIZE}
        rowsPerPageOptions={[RECIPIENT_PAGE_SIZE]}
        onPageChange={(_e, p) => setPage(p)}
        labelRowsPerPage={intl.formatMessage({ id: 'campaign.wizard.recipients.rowsPerPage' })}
      />
    </Paper>
  );
}
