/**
 * The action edit dialog (spec 2 sections 2 to 5 and 8), shared by the action overview, the action plan and the
 * action manager. The action machine decides everything (machines/action.machine.ts): what is shown and enabled
 * comes from `actionDialog(context)`, the field rule from `formErrors`, so the dialog never offers what the machine
 * refuses. The machine's effects are the real calls (actionActors.ts); a save or a delete invalidates
 * actionsKey(survey).
 */
import { useEffect, useId, useMemo, useRef, useState, type JSX } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEngine } from '../../../engine/index.tsx';
import { ACTION_OPEN, type ActionField, type ActionFieldError } from '../../../core/actions/rules.ts';
import { actionDialog, actionMachine, formErrors, itemOf, type ActionContext, type ActionEditField, type ActionEvent } from '../../../machines/action.machine.ts';
import type { ActionEditData } from '../../../schemas/api/action-edit-data.gen.ts';
import { actionValueQuery } from '../../../src/api/actions.ts';
import { callerOf, type ApiCaller } from '../../../src/api/client.ts';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { messageOf } from '../../../machines/errorMessage.ts';
import { actionActors } from './actionActors.ts';
import { ActionChart } from './ActionChart.tsx';
import { ActionHistoryDialog } from './ActionHistoryDialog.tsx';

export interface ActionDialogProps {
  surveyExtName: string;
  drillPath: string;
  /** 0 for a new action. */
  actionId: number;
  /** A suggestion: the actionable item's extname the new action is about. */
  item?: string;
  /** Called when the dialog closes; changed = an action was saved or deleted (the dialog has already invalidated actionsKey(survey)). */
  onClose(changed: boolean): void;
}

const STATE_TEXT = { 0: 'action.state.open', 1: 'action.state.completed', 2: 'action.state.failed' } as const;

function fieldError(intl: IntlShape, e: ActionFieldError): string {
  switch (e.error) {
    case 'mandatory':
      return intl.formatMessage({ id: 'action.error.mandatory' });
    case 'number':
      return intl.formatMessage({ id: 'action.error.number' });
    case 'range':
      return intl.formatMessage({ id: 'action.error.range' }, { min: e.min, max: e.max });
    case 'deadlineBeforeStart':
      return intl.formatMessage({ id: 'action.error.deadlineBeforeStart' });
  }
}

export function ActionDialog({ surveyExtName, drillPath, actionId, item, onClose }: ActionDialogProps): JSX.Element {
  const intl = useIntl();
  const titleId = useId();
  const { fetchJson } = useEngine();
  const queryClient = useQueryClient();
  const api = useMemo(() => callerOf(fetchJson), [fetchJson]);
  // Made once per dialog: the machine runs on the logic it started with, and the page's call stays the same client.
  const [machine] = useState(() => actionMachine.provide({ actors: actionActors(callerOf(fetchJson), queryClient) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { surveyExtName, actionId, drillPath, item } });
  const { context } = snapshot;
  /** Whether a save succeeded while the dialog was open: the lists behind it then show something new. */
  const [changed, setChanged] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  const saved = snapshot.matches('saved');
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const subscription = actor.subscribe({
      next: (s) => {
        if (s.matches('saved')) setChanged(true);
        // The machine ends only when the action is deleted: the dialog closes (not on stop, which also completes).
        if (s.status === 'done') latestOnClose.current(true);
      },
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const close = () => onClose(changed);
  const loading = snapshot.matches('loading');
  const title = context.data ? actionDialog(context).title : actionId === 0 ? 'add' : 'edit';

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: { xs: '100%', md: '60%' } } } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id={title === 'add' ? 'actions.dialog.addTitle' : 'actions.dialog.editTitle'} />
      </DialogTitle>
      {loading && (
        <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'actions.dialog.loading' })} />
        </DialogContent>
      )}
      {snapshot.matches('loadFailed') && (
        <>
          <DialogContent dividers>
            <Alert severity="error" role="alert" action={<Button onClick={() => send({ type: 'RETRY' })}>{intl.formatMessage({ id: 'common.retry' })}</Button>}>
              {intl.formatMessage({ id: 'actions.dialog.loadFailed' }, { message: context.error })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>
              <FormattedMessage id="common.close" />
            </Button>
          </DialogActions>
        </>
      )}
      {context.data && !loading && (
        <ActionForm
          context={context}
          data={context.data}
          api={api}
          surveyExtName={surveyExtName}
          busy={snapshot.matches('saving') ? 'saving' : snapshot.matches('deleting') ? 'deleting' : null}
          closeLabel={changed ? 'common.close' : 'common.cancel'}
          send={send}
          onClose={close}
          onHistory={() => setHistoryOpen(true)}
        />
      )}
      <ConfirmDialog
        open={snapshot.matches('confirmingDelete') || snapshot.matches('deleting')}
        title={<FormattedMessage id="actions.dialog.deleteTitle" />}
        text={<FormattedMessage id="actions.dialog.deleteText" />}
        confirmLabel={<FormattedMessage id="actions.dialog.delete" />}
        busy={snapshot.matches('deleting')}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        onCancel={() => send({ type: 'CANCEL_DELETE' })}
      />
      {context.data && <ActionHistoryDialog open={historyOpen} entries={context.data.updateData.commentsList} onClose={() => setHistoryOpen(false)} />}
      <Snackbar open={saved && context.message !== null} autoHideDuration={5000} onClose={(_e, reason) => reason !== 'clickaway' && send({ type: 'DISMISS' })}>
        <Alert severity="success" variant="filled" role="status" onClose={() => send({ type: 'DISMISS' })}>
          <FormattedMessage id="actions.dialog.saved" />
        </Alert>
      </Snackbar>
    </Dialog>
  );
}

type Send = (event: ActionEvent) => void;

/** The form of a loaded action: fields, the latest comment and the history, the value and the chart, the buttons. */
function ActionForm({
  context,
  data,
  api,
  surveyExtName,
  busy,
  closeLabel,
  send,
  onClose,
  onHistory,
}: {
  context: ActionContext;
  data: ActionEditData;
  api: ApiCaller;
  surveyExtName: string;
  /** What runs (the fields wait meanwhile). */
  busy: 'saving' | 'deleting' | null;
  closeLabel: 'common.close' | 'common.cancel';
  send: Send;
  onClose(): void;
  onHistory(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const view = actionDialog(context);
  const { form } = context;
  const u = data.updateData;
  // A field's error shows once the user has left it, or after the machine refused a save; it follows the form live.
  const [left, setLeft] = useState<Partial<Record<ActionField, true>>>({});
  const live = formErrors(data, form);
  const errorText = (f: ActionField) => {
    const e = left[f] || context.errors[f] ? live[f] : undefined;
    return e ? fieldError(intl, e) : undefined;
  };
  const leave = (f: ActionField) => () => setLeft((l) => (l[f] ? l : { ...l, [f]: true }));
  const edit = (field: ActionEditField) => (e: { target: { value: string } }) => send({ type: 'EDIT', field, value: e.target.value });
  const locked = view.readOnly || busy !== null;
  const chosen = itemOf(data, form.extname);
  const range = chosen && typeof chosen.goalMin === 'number' && typeof chosen.goalMax === 'number' ? { min: chosen.goalMin, max: chosen.goalMax } : null;
  const items = data.actionableItems.some((i) => i.extname === form.extname) || form.extname === '' ? data.actionableItems : [...data.actionableItems, { title: form.extname, extname: form.extname, expression: u.expression }];
  const saved = u.id !== 0;
  const value = useQuery({
    ...actionValueQuery(api, surveyExtName, u.id, u.path, { expression: u.expression, periodStartDate: u.periodStartDate, deadline: u.deadline }),
    enabled: saved && u.expression !== '' && u.periodStartDate !== '' && u.deadline !== '',
  });
  const goalError = errorText('goal');

  return (
    <>
      <DialogContent dividers>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (view.saveEnabled && busy === null) send({ type: 'SAVE' });
          }}
        >
          {u.state !== ACTION_OPEN && (
            <Alert severity="info">
              <FormattedMessage id="actions.dialog.state" values={{ state: intl.formatMessage({ id: STATE_TEXT[u.state] }) }} />
              {' · '}
              <FormattedMessage id="actions.dialog.closed" />
            </Alert>
          )}
          {u.state === ACTION_OPEN && !u.canEdit && (
            <Alert severity="info">
              <FormattedMessage id="actions.dialog.noRight" />
            </Alert>
          )}
          <TextField
            id={`${id}-question`}
            label={intl.formatMessage({ id: 'term.question' })}
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            value={form.extname}
            onChange={(e) => send({ type: 'SELECT_ITEM', extname: e.target.value })}
            onBlur={leave('extname')}
            error={Boolean(errorText('extname'))}
            helperText={errorText('extname')}
            disabled={view.itemLocked || busy !== null}
            autoFocus={!view.itemLocked}
            required
            fullWidth
          >
            {form.extname === '' && <option value="" />}
            {items.map((i) => (
              <option key={i.extname} value={i.extname}>
                {i.title}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={`${id}-from`}
              type="date"
              label={intl.formatMessage({ id: 'actions.dialog.fromDate' })}
              slotProps={{ inputLabel: { shrink: true } }}
              value={form.periodStartDate ?? ''}
              onChange={edit('periodStartDate')}
              onBlur={leave('periodStartDate')}
              error={Boolean(errorText('periodStartDate'))}
              helperText={errorText('periodStartDate')}
              disabled={locked}
              autoFocus={view.itemLocked && !view.readOnly}
              required
              fullWidth
            />
            <TextField
              id={`${id}-deadline`}
              type="date"
              label={intl.formatMessage({ id: 'actions.dialog.deadline' })}
              slotProps={{ inputLabel: { shrink: true } }}
              value={form.deadline ?? ''}
              onChange={edit('deadline')}
              onBlur={leave('deadline')}
              error={Boolean(errorText('deadline'))}
              helperText={errorText('deadline')}
              disabled={locked}
              required
              fullWidth
            />
            <TextField
              id={`${id}-goal`}
              label={intl.formatMessage({ id: 'actions.dialog.goal' })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              value={form.goal ?? ''}
              onChange={edit('goal')}
              onBlur={leave('goal')}
              error={Boolean(goalError)}
              helperText={goalError ?? (range ? intl.formatMessage({ id: 'actions.dialog.goalRange' }, range) : undefined)}
              disabled={locked}
              required
              fullWidth
            />
          </Stack>
          <TextField id={`${id}-responsible`} label={intl.formatMessage({ id: 'actions.dialog.responsible' })} value={form.responsible} onChange={edit('responsible')} disabled={locked} fullWidth />
          {u.comments && (
            <Accordion disableGutters variant="outlined">
              <AccordionSummary id={`${id}-latest-summary`} aria-controls={`${id}-latest`}>
                <Typography variant="subtitle2">
                  <FormattedMessage id="actions.dialog.latestComment" />
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`${id}-latest`}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {u.comments}
                </Typography>
              </AccordionDetails>
            </Accordion>
          )}
          <TextField id={`${id}-comment`} label={intl.formatMessage({ id: 'term.comment' })} value={form.comments} onChange={edit('comments')} disabled={locked} multiline rows={6} fullWidth />
          {saved && (
            <Box aria-live="polite">
              {value.data && (
                <Typography variant="body2" data-testid="action-value">
                  <FormattedMessage id="actions.dialog.value" values={{ value: value.data.formattedValue }} />
                  {' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (<FormattedMessage id="actions.dialog.valueDetail" values={{ period: value.data.periodText, n: value.data.n }} />)
                  </Typography>
                </Typography>
              )}
              {value.isError && (
                <Alert severity="warning">{intl.formatMessage({ id: 'actions.dialog.valueFailed' }, { message: messageOf(value.error) })}</Alert>
              )}
            </Box>
          )}
          {saved && <ActionChart componentId="actionDialog" surveyExtName={surveyExtName} actionId={u.id} itemTitle={chosen?.title ?? u.extname} />}
          {context.error && (
            <Alert severity="error" role="alert" onClose={() => send({ type: 'DISMISS' })}>
              {context.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {view.deleteShown && (
          <Button color="error" onClick={() => send({ type: 'DELETE' })} disabled={busy !== null}>
            <FormattedMessage id="actions.dialog.delete" />
          </Button>
        )}
        {u.commentsList.length > 0 && (
          <Button onClick={onHistory}>
            <FormattedMessage id="actions.dialog.history" />
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {busy && <CircularProgress size={24} aria-label={intl.formatMessage({ id: busy === 'saving' ? 'actions.dialog.saving' : 'actions.dialog.deleting' })} />}
        <Button onClick={onClose}>
          <FormattedMessage id={view.readOnly ? 'common.close' : closeLabel} />
        </Button>
        {!view.readOnly && (
          <Button variant="contained" onClick={() => send({ type: 'SAVE' })} disabled={!view.saveEnabled || busy !== null}>
            <FormattedMessage id="common.save" />
          </Button>
        )}
      </DialogActions>
    </>
  );
}
