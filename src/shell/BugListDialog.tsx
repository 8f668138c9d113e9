import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ApiClient } from '../api/client.ts';
import { useAuth } from '../auth/context.ts';
import { formatDayMonthYear } from '../i18n/format.ts';
import { errorMessage } from './errorMessage.ts';
import type { Bug } from '../../core/bug';


/** `GET vuejs/logs/bugs/{survey}` (root only). */
export function bugsQuery(api: ApiClient, survey: string) {
  return {
    queryKey: ['bugs', survey] as const,
    queryFn: () => api.get<{ bugs: Bug[]; total: number }>(`vuejs/logs/bugs/${encodeURIComponent(survey)}`),
  };
}

/** The root's bug list of a survey, with a button that clears it (`DELETE vuejs/logs/bugs/{survey}`). */
export function BugListDialog({ open, onClose, survey }: { open: boolean; onClose(): void; survey: string }) {
  const { api } = useAuth();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const bugs = useQuery({ ...bugsQuery(api, survey), enabled: open });
  const clear = useMutation({
    mutationFn: () => api.delete(`vuejs/logs/bugs/${encodeURIComponent(survey)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bugs', survey] }),
  });
  const rows = bugs.data?.bugs ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="bug-list-title">
      <DialogTitle id="bug-list-title">
        <FormattedMessage id="bugs.title" />
      </DialogTitle>
      <DialogContent>
        {bugs.isError && <Alert severity="error">{errorMessage(bugs.error, intl)}</Alert>}
        {clear.isError && <Alert severity="error">{errorMessage(clear.error, intl)}</Alert>}
        {bugs.isSuccess && rows.length === 0 && (
          <Alert severity="success">
            <FormattedMessage id="bugs.none" />
          </Alert>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-label={intl.formatMessage({ id: 'bugs.title' })}>
            <TableHead>
              <TableRow>
                <TableCell align="right">
                  <FormattedMessage id="bugs.count" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="bugs.message" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="term.user" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="bugs.date" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.id}>
                  <TableCell align="right">{intl.formatNumber(b.count)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{b.message}</TableCell>
                  <TableCell>{b.user ?? 'N/A'}</TableCell>
                  <TableCell>{formatDayMonthYear(b.datetime)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="error" disabled={rows.length === 0 || clear.isPending} onClick={() => clear.mutate()}>
          <FormattedMessage id="bugs.clear" />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
