import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createScript, scriptListQuery, scriptsKey } from '../../api/scripts.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { filterScripts, shownUpdated } from './scriptFilter.ts';

export interface ScriptsTableProps {
  surveyExtName: string;
  /** A survey's scripts (survey details); without it the universe's global scripts (survey list). */
  surveyId?: number;
}

/**
 * The scripts table (spec 3 sections 2 and 5) that the survey list (global scripts) and the survey details (the
 * survey's scripts) embed: a filter box, one row per script (its name opens it) and New script, which makes an empty
 * script and opens it. Its words are in the admin area (`scripts.` ids).
 */
export function ScriptsTable({ surveyExtName, surveyId }: ScriptsTableProps) {
  const { api } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<unknown>(null);
  const list = useQuery(scriptListQuery(api, surveyExtName, surveyId));
  const titleId = surveyId === undefined ? 'scripts-global-title' : `scripts-survey-${surveyId}-title`;

  const open = (row: { id: number; surveyId?: number | null }) =>
    row.surveyId === null || row.surveyId === undefined
      ? navigate({
          to: '/script/$surveyExtName/$scriptId',
          params: { surveyExtName, scriptId: row.id },
        })
      : navigate({
          to: '/script/$surveyExtName/$surveyId/$scriptId',
          params: { surveyExtName, surveyId: row.surveyId, scriptId: row.id },
        });

  async function create() {
    setCreating(true);
    setCreateError(null);
    try {
      const made = await createScript(api, surveyExtName, surveyId);
      await queryClient.invalidateQueries({
        queryKey: scriptsKey(surveyExtName),
      });
      await open(made);
    } catch (e) {
      setCreateError(e);
    } finally {
      setCreating(false);
    }
  }

  const rows = list.data ? filterScripts(list.data.rows, filter) : [];
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId} data-testid="scripts-table">
      <Stack
        direction="row"
        spacing={2}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2" id={titleId}>
          <FormattedMessage id={surveyId === undefined ? 'scripts.globalTitle' : 'scripts.title'} />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'scripts.filter' })}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'scripts-filter' } }}
          />
          <Button variant="contained" onClick={() => void create()} disabled={creating} data-testid="scripts-new">
            <FormattedMessage id="scripts.new" />
          </Button>
        </Stack>
      </Stack>
      {Boolean(createError) && <Alert severity="error">{errorMessage(createError, intl)}</Alert>}
      {list.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, intl)}</Alert>}
      {list.data && rows.length === 0 && (
        <Typography data-testid="scripts-empty">
          <FormattedMessage id={list.data.rows.length === 0 ? 'scripts.none' : 'scripts.noMatch'} />
        </Typography>
      )}
      {rows.length > 0 && (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="scripts.extname" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.description" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.type" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.metainterview" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="scripts.updated" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="scripts.events" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover data-testid="scripts-row">
                <TableCell>
                  <Button size="small" sx={{ textTransform: 'none', justifyContent: 'flex-start' }} onClick={() => void open(r)}>
                    {r.extname}
                  </Button>
                  {r.disabled && (
                    <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                      <FormattedMessage id="scripts.disabled" />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{r.description}</TableCell>
                <TableCell>{r.scriptType}</TableCell>
                <TableCell>{r.metaInterviewExtName}</TableCell>
                <TableCell>{shownUpdated(r)}</TableCell>
                <TableCell align="right">{intl.formatNumber(r.eventCount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
