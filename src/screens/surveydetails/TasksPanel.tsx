import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { assignTaskState, deleteTask, deleteTasks, processTask, tasksQuery, type TaskFilter, type TaskList, type TaskState, type TaskType } from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { TASK_STATES } from './taskSearch.ts';
import { TASK_TYPES } from '../../../core/tasks.ts';

const COLUMNS: MessageId[] = [
  'surveyAdmin.tasks.type',
  'surveyAdmin.tasks.state',
  'surveyAdmin.tasks.priority',
  'surveyAdmin.tasks.created',
  'surveyAdmin.tasks.updated',
  'surveyAdmin.tasks.scheduled',
  'surveyAdmin.tasks.reason',
  'surveyAdmin.tasks.description',
  'surveyAdmin.actions',
];

type Confirming = { kind: 'assign' } | { kind: 'deleteAll' } | { kind: 'deleteOne'; id: string } | null;

/**
 * The universe's tasks (spec 3 section 4, Tasks): filtered by state and type (kept in the address), each row can be
 * processed (its row replaced with the answer) or deleted; the filtered set can get a chosen state or be deleted.
 */
export function TasksPanel({
  surveyExtName,
  surveyId,
  filter,
  onFilter,
}: {
  surveyExtName: string;
  surveyId: number;
  filter: TaskFilter;
  onFilter(f: TaskFilter): void;
}) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const options = tasksQuery(api, surveyExtName, surveyId, filter);
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const [newState, setNewState] = useState<TaskState>('PAUSED');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '–');

  async function run(call: () => Promise<TaskList | null>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer) queryClient.setQueryData(options.queryKey, answer);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const process = (id: string) =>
    run(async () => {
      const task = await processTask(api, surveyExtName, surveyId, id);
      queryClient.setQueryData(
        options.queryKey,
        (old: TaskList | undefined) =>
          old && {
            ...old,
            tasks: old.tasks.map((x) => (x.id === id ? task : x)),
          },
      );
      return null;
    });

  const confirmed = () => {
    if (confirming?.kind === 'assign') void run(() => assignTaskState(api, surveyExtName, surveyId, filter, newState));
    else if (confirming?.kind === 'deleteAll') void run(() => deleteTasks(api, surveyExtName, surveyId, filter));
    else if (confirming?.kind === 'deleteOne') void run(() => deleteTask(api, surveyExtName, surveyId, confirming.id));
  };
  const types = query.data?.types ?? TASK_TYPES;

  return (
    <Stack spacing={2} component="section" aria-labelledby="tasks-title">
      <Typography variant="h6" component="h2" id="tasks-title">
        <FormattedMessage id="surveyAdmin.tasks" />
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('surveyAdmin.tasks.filterState')}
          value={filter.state ?? ''}
          onChange={(e) =>
            onFilter({
              ...filter,
              state: (e.target.value || undefined) as TaskState | undefined,
            })
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('surveyAdmin.tasks.any')}</MenuItem>
          {TASK_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`surveyAdmin.tasks.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('surveyAdmin.tasks.filterType')}
          value={filter.type && types.includes(filter.type) ? filter.type : ''}
          onChange={(e) => onFilter({ ...filter, type: (e.target.value || undefined) as TaskType | undefined })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('surveyAdmin.tasks.any')}</MenuItem>
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`surveyAdmin.tasks.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('surveyAdmin.tasks.newState')}
          value={newState}
          onChange={(e) => setNewState(e.target.value as TaskState)}
          sx={{ minWidth: 160 }}
        >
          {TASK_STATES.filter((s) => s !== 'PROCESSING').map((s) => (
            <MenuItem key={s} value={s}>
              {t(`surveyAdmin.tasks.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={busy || !query.data?.tasks.length} onClick={() => setConfirming({ kind: 'assign' })}>
          <FormattedMessage id="surveyAdmin.tasks.assign" />
        </Button>
        <Button variant="outlined" color="error" disabled={busy || !query.data?.tasks.length} onClick={() => setConfirming({ kind: 'deleteAll' })}>
          <FormattedMessage id="surveyAdmin.tasks.deleteAll" />
        </Button>
      </Stack>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      {query.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error, intl)}</Alert>}
      {query.data && query.data.tasks.length === 0 && (
        <Typography data-testid="tasks-empty">
          <FormattedMessage id="surveyAdmin.tasks.none" />
        </Typography>
      )}
      {query.data && query.data.tasks.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="tasks-title" data-testid="task-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((id) => (
                  <TableCell key={id}>
                    <FormattedMessage id={id} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.tasks.map((task) => (
                <TableRow key={task.id}>
                  <TableCell>{t(`surveyAdmin.tasks.type.${task.type}`)}</TableCell>
                  <TableCell>{t(`surveyAdmin.tasks.state.${task.state}`)}</TableCell>
                  <TableCell align="right">{intl.formatNumber(task.priority)}</TableCell>
                  <TableCell>{when(task.created)}</TableCell>
                  <TableCell>{when(task.updated)}</TableCell>
                  <TableCell>{when(task.scheduled)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{task.reason}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{task.description}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" disabled={busy} onClick={() => void process(task.id)}>
                      <FormattedMessage id="surveyAdmin.tasks.process" />
                    </Button>
                    <Button size="small" color="error" disabled={busy} onClick={() => setConfirming({ kind: 'deleteOne', id: task.id })}>
                      <FormattedMessage id="surveyAdmin.delete" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={confirming !== null}
        busy={busy}
        title={<FormattedMessage id="surveyAdmin.tasks" />}
        text={
          confirming?.kind === 'assign' ? (
            <FormattedMessage
              id="surveyAdmin.tasks.assignConfirm"
              values={{
                n: query.data?.tasks.length ?? 0,
                state: t(`surveyAdmin.tasks.state.${newState}`),
              }}
            />
          ) : confirming?.kind === 'deleteAll' ? (
            <FormattedMessage id="surveyAdmin.tasks.deleteAllConfirm" values={{ n: query.data?.tasks.length ?? 0 }} />
          ) : (
            <FormattedMessage id="surveyAdmin.tasks.deleteOneConfirm" />
          )
        }
        onCancel={() => setConfirming(null)}
        onConfirm={confirmed}
      />
    </Stack>
  );
}
