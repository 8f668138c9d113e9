/**
 * The sample editor dialog (spec 2 sections 2, 4 and 5), opened from a sample list row when the sample table
 * configuration enables it: 80 % wide at z-index 200, the header panel kept apart, then the server's components by
 * type (groups of variable fields, the state questions, the comments panel, table panels) and the buttons (state
 * changes shown while the sample is in their fromState, Update, Cancel). A confirmation it asks shares its layer and
 * lies on top, opened later. The sample-state machine owns loading, validation (every field on the client, then
 * vuejs/sample/validate) and saving, as on the sample page; a saved editor closes.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldVisible, groupVisible, hasMessages, SAMPLE_STATE, STATE_CHANGE_ACTION, type QuestionComponent } from '../../../../core/sample/rules.ts';
import { sampleStateMachine, stateChangeAction } from '../../../../machines/sample-state.machine.ts';
import { useSession } from '../../../auth/context.ts';
import { sampleTablePanelQuery, type SampleEditorData } from '../../../api/sampleEditor.ts';
import type { CreatePlace } from '../../../api/sampleActions.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DIALOG_Z_INDEX } from '../../../theme.ts';
import { QuestionField } from '../../sample/QuestionField.tsx';
import { TablePanel } from '../../sample/TablePanel.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';
import { MailsPanel } from './MailsPanel.tsx';
import { MailActionButton } from './MailActionButton.tsx';
import { PushCampaignButton } from './PushCampaignButton.tsx';
import { editorActors, editorQuery, type EditorTarget } from './editorActors.ts';
import { SampleNotices } from '../../sample/SampleNotices.tsx';

type EditorComponent = SampleEditorData['componentsData'][number];
type Panel = SampleEditorData['sample']['tableGroups'][number];

/** A table panel read by its own call (tablepaneldata?tablename), showing the editor data's copy until it answers. */
function EditorTablePanel({ surveyExtName, sampleId, tablename, shown }: { surveyExtName: string; sampleId: number; tablename: string; shown: Panel }) {
  const { api } = useSession();
  const panel = useQuery({ ...sampleTablePanelQuery(api, surveyExtName, sampleId, tablename), placeholderData: shown });
  return <TablePanel panel={panel.data ?? shown} />;
}

export interface SampleEditorDialogProps {
  surveyExtName: string;
  /** The sample table configuration that enabled the editor. */
  config: string;
  /** 0 with `create`: a new sample, made on Update. */
  sampleId: number;
  /** A create action: the editor opens on a new sample with the configured fields. */
  create?: CreatePlace;
  onClose(): void;
  /** The invitation went again, to this address. */
  onResent?(to: string): void;
}

export function SampleEditorDialog({ surveyExtName, config, sampleId, create, onClose, onResent }: SampleEditorDialogProps) {
  const { api, identity } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [target] = useState<EditorTarget>(() => (create ? { kind: 'create', place: create } : { kind: 'sample', config }));
  const [machine] = useState(() => sampleStateMachine.provide({ actors: editorActors(api, queryClient, target, onResent) }));
  const [snapshot, send] = useMachine(machine, { input: { surveyExtName, sampleId, isRoot: identity.isRoot === true } });
  // The machine loads the editor data into the cache; the components are read from there (no second request).
  const editor = useQuery({ ...editorQuery(api, target, surveyExtName, sampleId), enabled: false });
  const [confirmCancel, setConfirmCancel] = useState<number | null>(null);
  const [pushNotice, setPushNotice] = useState<string | null>(null);
  // With an Edit button (a configuration that opens the editor read-only) the fields wait for it.
  const [editing, setEditing] = useState(false);
  const { sample, answers, messages, error } = snapshot.context;
  const busy = snapshot.matches('validatingServer') || snapshot.matches('saving');
  const saved = snapshot.matches({ viewing: 'saved' });

  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);

  const locked = !editing && (editor.data?.componentsData ?? []).some((c) => c.componentDef.type === 'editButton');

  const field = (q: QuestionComponent) => (
    <QuestionField
      key={q.questionId}
      field={q}
      value={q.questionId in answers ? answers[q.questionId] : q.type === 'MultiChoice2' ? (q.values ?? []) : (q.value ?? null)}
      messages={messages[q.questionId]}
      readOnly={busy || locked}
      onChange={(value) => send({ type: 'EDIT', questionId: q.questionId, value })}
    />
  );

  const onStateButton = (toState: number) => {
    if (stateChangeAction(snapshot.context, toState) === 'cancel') setConfirmCancel(toState);
    else send({ type: 'STATE_CHANGE', toState });
  };

  const data = editor.data;
  const state = sample?.state ?? data?.state ?? SAMPLE_STATE.new;
  const component = (c: EditorComponent) => {
    const def = c.componentDef;
    if (def.type === 'group') {
      if (!groupVisible(def, state) || !sample) return null;
      return (
        <Grid key={def.id} size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" component="section" aria-labelledby={`${titleId}-${def.id}`} sx={{ p: 2, height: '100%' }}>
            <Typography id={`${titleId}-${def.id}`} variant="h6" component="h2" gutterBottom>
              {def.title}
            </Typography>
            <Stack spacing={2}>{(c.components ?? []).filter((f) => fieldVisible(f.question, state)).map((f) => field(f.question))}</Stack>
          </Paper>
        </Grid>
      );
    }
    if (def.type === 'variableField' && c.question) {
      return (
        <Grid key={def.id} size={{ xs: 12, md: 6 }}>
          {field(c.question)}
        </Grid>
      );
    }
    if (def.type === 'commentsPanel') {
      return (
        <Grid key={def.id} size={12}>
          <CommentsPanel surveyExtName={surveyExtName} sampleId={sampleId} />
        </Grid>
      );
    }
    if (def.type === 'mailsPanel' && !create) {
      return (
        <Grid key={def.id} size={12}>
          <MailsPanel surveyExtName={surveyExtName} sampleId={sampleId} />
        </Grid>
      );
    }
    if (def.type === 'tablePanel' && sample && def.tableIndex !== undefined && sample.tableGroups[def.tableIndex]) {
      const shown = sample.tableGroups[def.tableIndex]!;
      return (
        <Grid key={def.id} size={12}>
          {def.tablename ? <EditorTablePanel surveyExtName={surveyExtName} sampleId={sampleId} tablename={def.tablename} shown={shown} /> : <TablePanel panel={shown} />}
        </Grid>
      );
    }
    return null;
  };
  const buttons = (editor.data?.componentsData ?? []).filter((c) => c.componentDef.type.endsWith('Button'));
  const header = data?.headerComponents.find((c) => c.componentDef.type === 'headerPanel')?.header;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={false} aria-labelledby={titleId} sx={{ zIndex: DIALOG_Z_INDEX }} slotProps={{ paper: { sx: { width: '80%' }, 'data-testid': 'sample-editor' } as object }}>
      <DialogTitle id={titleId}>
        {create ? <FormattedMessage id="sampleEditor.newTitle" /> : <FormattedMessage id="sampleEditor.title" values={{ id: sampleId }} />}
        {header && (
          <Typography component="span" sx={{ display: 'block' }} color="text.secondary" data-testid="sample-editor-header">
            {header.title} · {header.stateTitle}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {snapshot.matches('loading') && (
          <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'sampleEditor.loading' })}>
            <Skeleton variant="rounded" height={160} />
          </Stack>
        )}
        {snapshot.matches('loadFailed') && (
          <Alert severity="error" role="alert" action={snapshot.context.notFound ? undefined : <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })}><FormattedMessage id="common.retry" /></Button>}>
            <FormattedMessage id="sampleEditor.loadFailed" values={{ message: error }} />
          </Alert>
        )}
        {sample && data && (
          <Stack spacing={2}>
            {pushNotice && (
              <Alert severity="info" role="status" onClose={() => setPushNotice(null)}>
                {pushNotice}
              </Alert>
            )}
            <SampleNotices busy={busy} readOnly={!sample.canEditState} hasErrors={hasMessages(messages)} failure={snapshot.matches({ viewing: 'failed' }) ? error : null} onDismiss={() => send({ type: 'DISMISS' })} />
            <Grid container spacing={2}>
              {data.componentsData.map(component)}
            </Grid>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {buttons.map(({ componentDef: def }) => {
          if (def.type === 'stateButton') {
            // Shown only while the sample is in the button's fromState (spec 2 section 4).
            if (!sample || def.fromState !== sample.state || def.toState === undefined) return null;
            const toState = def.toState;
            const action = STATE_CHANGE_ACTION[toState];
            return (
              <Button key={def.id} variant="outlined" disabled={busy} onClick={() => onStateButton(toState)}>
                {/* The page's words, so that cancelling the sample never reads like closing the dialog. */}
                {action ? intl.formatMessage({ id: `sample.action.${action}` as 'sample.action.approve' }) : def.title}
              </Button>
            );
          }
          if (def.type === 'resendButton' && def.channel) {
            const email = def.channel === 'email';
            return (
              <Button key={def.id} variant="outlined" disabled={busy || !sample} onClick={() => send({ type: email ? 'RESEND_EMAIL' : 'RESEND_SMS' })}>
                <FormattedMessage id={email ? 'sample.action.resendEmail' : 'sample.action.resendSms'} />
              </Button>
            );
          }
          if (def.type === 'mailActionButton' && def.mailAction) {
            return (
              <MailActionButton key={def.id} surveyExtName={surveyExtName} sampleId={sampleId} title={def.title ?? def.id} mailAction={def.mailAction} disabled={busy || !sample} onDone={setPushNotice} />
            );
          }
          if (def.type === 'pushCampaignButton') {
            return <PushCampaignButton key={def.id} surveyExtName={surveyExtName} sampleId={sampleId} active={def.active === true} campaigns={def.campaigns ?? []} disabled={busy || !sample} onDone={setPushNotice} />;
          }
          if (def.type === 'editButton') {
            if (!locked) return null;
            return (
              <Button key={def.id} variant="outlined" disabled={busy || !sample} onClick={() => setEditing(true)}>
                <FormattedMessage id="sampleEditor.edit" />
              </Button>
            );
          }
          if (def.type === 'updateButton') {
            if (locked) return null;
            return (
              <Button key={def.id} variant="contained" disabled={busy || !sample} onClick={() => send({ type: 'UPDATE' })}>
                <FormattedMessage id="sampleEditor.update" />
              </Button>
            );
          }
          if (def.type === 'cancelButton') {
            return (
              <Button key={def.id} disabled={busy} onClick={onClose}>
                <FormattedMessage id="sampleEditor.cancel" />
              </Button>
            );
          }
          return null;
        })}
        {!data && (
          <Button onClick={onClose}>
            <FormattedMessage id="sampleEditor.cancel" />
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirmCancel !== null}
        title={<FormattedMessage id="sampleEditor.confirmCancelTitle" />}
        text={<FormattedMessage id="sampleEditor.confirmCancelText" />}
        onConfirm={() => {
          if (confirmCancel !== null) send({ type: 'STATE_CHANGE', toState: confirmCancel });
          setConfirmCancel(null);
        }}
        onCancel={() => setConfirmCancel(null)}
      />
    </Dialog>
  );
}
