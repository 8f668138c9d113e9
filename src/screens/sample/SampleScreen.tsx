/**
 * The sample detail page (spec 1 section 2.10): back button, state headline, action buttons, the state, evaluation
 * period and sub-state questions, question groups in two columns and table groups. The sample-state machine owns
 * loading, validation (client, then server) and saving; the buttons shown are the machine's guards.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldVisible, groupVisible, hasMessages, type QuestionComponent } from '../../../core/sample/rules.ts';
import { sampleGuards, sampleStateMachine, visibleButtons, type SampleButton, type SampleEvent } from '../../../machines/sample-state.machine.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { drillParam } from '../../session/navigation.ts';
import { useNavigationState } from '../../session/store.tsx';
import { screenHref } from '../../routing/listScreens.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { QuestionField } from './QuestionField.tsx';
import { SampleActions } from './SampleActions.tsx';
import { sampleActors } from './sampleActors.ts';
import { TablePanel } from './TablePanel.tsx';
import { SampleNotices } from './SampleNotices.tsx';

const EVENTS: Record<Exclude<SampleButton, 'delete'>, SampleEvent['type']> = {
  approve: 'APPROVE',
  cancel: 'CANCEL',
  unapprove: 'UNAPPROVE',
  update: 'UPDATE',
  resendEmail: 'RESEND_EMAIL',
  resendSms: 'RESEND_SMS',
};

export interface SampleScreenProps {
  surveyExtName: string;
  /** The screen the user came from: samples, rankings, alerts (route names), or a page id. */
  fromPage: string;
  sampleId: number;
}

function useBack(surveyExtName: string, fromPage: string) {
  const navigate = useNavigate();
  const { nav } = useNavigationState();
  return () => void navigate({ href: screenHref(fromPage, surveyExtName, drillParam(nav)) });
}

export function SampleScreen({ surveyExtName, fromPage, sampleId }: SampleScreenProps) {
  const { identity, api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [machine] = useState(() => sampleStateMachine.provide({ actors: sampleActors(api, queryClient) }));
  const [snapshot, send] = useMachine(machine, { input: { surveyExtName, sampleId, isRoot: identity.isRoot === true } });
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const back = useBack(surveyExtName, fromPage);
  const { sample, answers, messages, error, saved } = snapshot.context;
  const busy = snapshot.matches('validatingServer') || snapshot.matches('saving') || snapshot.matches('deleting');

  const header = (
    <Button onClick={back} sx={{ alignSelf: 'flex-start' }}>
      <FormattedMessage id="common.back" />
    </Button>
  );

  if (snapshot.matches('loading')) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'sample.loading' })}>
        {header}
        <Skeleton variant="text" width={280} height={44} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <Stack spacing={2}>
        {header}
        <Alert
          severity={snapshot.context.notFound ? 'warning' : 'error'}
          role="alert"
          action={
            snapshot.context.notFound ? undefined : (
              <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })}>
                <FormattedMessage id="common.retry" />
              </Button>
            )
          }
        >
          <FormattedMessage id="sample.loadFailed" values={{ message: error }} />
        </Alert>
      </Stack>
    );
  }
  if (snapshot.matches('deleted') || !sample) {
    return (
      <Stack spacing={2}>
        {header}
        <Alert severity="success" role="status">
          <FormattedMessage id="sample.deleted" values={{ id: sampleId }} />
        </Alert>
      </Stack>
    );
  }

  const stateTitle = sample.stateQuestion.choices?.find((c) => c.extname === String(sample.state))?.title ?? String(sample.state);
  const onAction = (button: SampleButton) => {
    if (button === 'cancel' || button === 'delete') setConfirm(button);
    else send({ type: EVENTS[button] } as SampleEvent);
  };
  const field = (q: QuestionComponent) => (
    <QuestionField
      key={q.questionId}
      field={q}
      value={q.questionId in answers ? answers[q.questionId] : q.type === 'MultiChoice2' ? (q.values ?? []) : (q.value ?? null)}
      messages={messages[q.questionId]}
      readOnly={busy}
      onChange={(value) => send({ type: 'EDIT', questionId: q.questionId, value })}
    />
  );
  const stateQuestions = [sample.stateQuestion, sample.evalPeriodQuestion, sample.subStateQuestion].filter((q): q is QuestionComponent => q !== null);
  const groups = sample.groups.filter((g) => groupVisible(g, sample.state));

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      {header}
      <Box>
        <Typography variant="h5" component="h1" data-testid="sample-headline">
          <FormattedMessage id="sample.headline" values={{ id: sample.sampleId, state: stateTitle }} />
        </Typography>
        <Typography color="text.secondary">
          {sample.unitName}
          {sample.interviewId !== null && (
            <>
              {' · '}
              <RouterLink to="/interview/$surveyExtName/$interviewId" params={{ surveyExtName, interviewId: sample.interviewId }}>
                <FormattedMessage id="sample.interview" />
              </RouterLink>
            </>
          )}
        </Typography>
      </Box>

      <SampleActions
        visible={visibleButtons(snapshot.context)}
        deleteEnabled={sampleGuards.canDelete(snapshot.context)}
        busy={busy}
        onAction={onAction}
      />
      <SampleNotices busy={busy} readOnly={!sample.canEditState} hasErrors={hasMessages(messages)} failure={snapshot.matches({ viewing: 'failed' }) ? error : null} onDismiss={() => send({ type: 'DISMISS' })} />

      <Paper variant="outlined" component="section" aria-labelledby="sample-state-title" sx={{ p: 2 }}>
        <Typography id="sample-state-title" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="sample.stateSection" />
        </Typography>
        <Grid container spacing={2}>
          {stateQuestions.map((q) => (
            <Grid key={q.questionId} size={{ xs: 12, md: 4 }}>
              {field(q)}
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Grid container spacing={2}>
        {groups.map((g, i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" component="section" aria-labelledby={`sample-group-${i}`} sx={{ p: 2, height: '100%' }}>
              <Typography id={`sample-group-${i}`} variant="h6" component="h2" gutterBottom>
                {g.title}
              </Typography>
              <Stack spacing={2}>{g.fields.filter((f) => fieldVisible(f, sample.state)).map(field)}</Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>

      {sample.tableGroups.map((t, i) => (
        <TablePanel key={i} panel={t} />
      ))}

      <ConfirmDialog
        open={confirm !== null}
        title={intl.formatMessage({ id: confirm === 'delete' ? 'sample.confirm.deleteTitle' : 'sample.confirm.cancelTitle' })}
        text={intl.formatMessage({ id: confirm === 'delete' ? 'sample.confirm.deleteText' : 'sample.confirm.cancelText' }, { id: sample.sampleId })}
        confirmLabel={intl.formatMessage({ id: confirm === 'delete' ? 'sample.action.delete' : 'sample.action.cancel' })}
        cancelLabel={intl.formatMessage({ id: 'sample.confirm.keep' })}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          send({ type: confirm === 'delete' ? 'DELETE' : 'CANCEL' });
          setConfirm(null);
        }}
      />
      <Snackbar
        open={snapshot.matches({ viewing: 'saved' })}
        autoHideDuration={6000}
        onClose={(_e, reason) => reason !== 'clickaway' && send({ type: 'DISMISS' })}
        message={saved ? intl.formatMessage({ id: `sample.saved.${saved}` as MessageId }) : ''}
      />
    </Stack>
  );
}
