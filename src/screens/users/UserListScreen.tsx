import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { userListQuery } from '../../api/users.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';

const route = getRouteApi('/_signedIn/userlist/$surveyExtName');
const STATES = [0, 1, 2] as const;

/**
 * `/userlist/{survey}` (spec 3 sections 2 and 9): the universe's users 100 a page with name, e-mail, last login,
 * role, rights, state and notifications; a state filter, a filter box and Add user. A row opens the user editor.
 */
export function UserListScreen() {
  const { surveyExtName } = route.useParams();
  const { api } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState('');
  const users = useQuery({ ...userListQuery(api, surveyExtName, status, page, filter.trim()), placeholderData: keepPreviousData });
  const open = (userId: number) => void navigate({ to: '/usereditor/$surveyExtName/$userId', params: { surveyExtName, userId } });
  const date = (iso: string | null) => (iso ? formatDayMonthYear(iso) : intl.formatMessage({ id: 'users.never' }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="user-list-title" sx={{ p: 3, maxWidth: 1200 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1" id="user-list-title">
            <FormattedMessage id="placeholder.userList" />
          </Typography>
          <Button variant="contained" onClick={() => open(0)} data-testid="add-user">
            <FormattedMessage id="users.add" />
          </Button>
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'users.filter' })}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(0);
            }}
            data-testid="user-filter"
          />
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'users.state' })}
            value={status}
            onChange={(e) => {
              setStatus(Number(e.target.value));
              setPage(0);
            }}
            sx={{ minWidth: 160 }}
          >
            {STATES.map((s) => (
              <MenuItem key={s} value={s}>
                <FormattedMessage id={`users.state.${s}` as MessageId} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {users.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {users.isError && <Alert severity="error">{errorMessage(users.error, intl)}</Alert>}
        {users.data && (
          <>
            {/* On a phone the columns scroll sideways inside this box instead of widening the page. */}
            <TableContainer sx={{ position: 'relative', overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="user-list-title" data-testid="user-list">
                <TableHead>
                  <TableRow>
                    {(['users.name', 'users.email', 'users.lastLogin', 'users.role', 'users.rights', 'users.state', 'users.notifications'] as const).map(
                      (id) => (
                        <TableCell key={id}>
                          <FormattedMessage id={id} />
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {users.data.rows.map((u) => (
                    <TableRow key={u.id} hover onClick={() => open(u.id)} sx={{ cursor: 'pointer' }}>
                      <TableCell>
                        <Button size="small" sx={{ textTransform: 'none', p: 0, minWidth: 0 }} onClick={(e) => (e.stopPropagation(), open(u.id))}>
                          {u.name}
                        </Button>
                      </TableCell>
                      <TableCell>{u.email}</TableCell>
                      <TableCell>{date(u.lastLogin)}</TableCell>
                      <TableCell>{u.selectedRoleName ?? ''}</TableCell>
                      <TableCell>{u.rights.map((r) => intl.formatMessage({ id: `roles.${r}` as MessageId })).join(', ')}</TableCell>
                      <TableCell>
                        <FormattedMessage id={`users.state.${u.status}` as MessageId} />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage id={u.notify ? 'users.yes' : 'users.no'} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={users.data.total}
              page={page}
              rowsPerPage={users.data.pageSize}
              rowsPerPageOptions={[users.data.pageSize]}
              onPageChange={(_e, p) => setPage(p)}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.displayedRows' }, { from, to, count })}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
