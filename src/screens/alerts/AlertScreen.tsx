import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { encodeSegment } from '../../session/navigation.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { alertMachine } from '../../../machines/alert.machine.ts';
import { alertActors } from './alertActors.ts';
import type { AlertDetails } from '../../api/alerts.ts';
import { AlertHistoryDialog } from './AlertHistoryDialog.tsx';
import { AlertContactSection } from './AlertContactSection.tsx';
import { AlertAge } from '../../ui/alerts/AlertAge.tsx';
import { AlertQuestionField } from './AlertQuestionField.tsx';
import { AlertSection, InfoList } from './AlertSection.tsx';
import { errorMessageId } from './errorMessages.ts';
import { bannerSeverity } from '../../ui/alerts/stateColors.ts';

const route = getRouteApi('/_signedIn/alert/$surveyExtName/$alertId');

/** `/alert/{survey}/{alertId}` (spec 1 section 2.8; the id parsed at the route); a new alert id gets a fresh machine. */
export function AlertRouteScreen() {
  const { surveyExtName, alertId } = route.useParams();
  return <AlertScreen key={`${surveyExtName}/${alertId}`} surveyExtName={surveyExtName} alertId={alertId} />;
}

export function AlertScreen({ surveyExtName, alertId }: { surveyExtName: string; alertId: number }) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const router = useRouter();
  const machine = useMemo(() => alertMachine.provide({ actors: alertActors(api, queryClient) }), [api, queryClient]);
  const [snapshot, send] = useMachine(machine, { input: { surveyExtName, alertId } });
  const [historyOpen, setHistoryOpen] = useState(false);
  const { context } = snapshot;
  const alert = context.alert as AlertDetails | null;

  if (snapshot.matches('loading')) return <CircularProgress aria-label={intl.formatMessage({ id: 'alerts.loading' })} />;
  if (snapshot.matches('error') || !alert) {
    return (
      <Alert severity="error" action={<Button onClick={() => send({ type: 'RETRY' })}>{intl.formatMessage({ id: 'common.retry' })}</Button>}>
        {errorMessage(context.loadError, intl)}
      </Alert>
    );
  }

  const saving = snapshot.matches('saving') || snapshot.matches('validating');
  const locked = !alert.canModify || saving;
  const latest = alert.comments[0];
  const interviewPath = `/interview/${encodeSegment(surveyExtName)}/${alert.interviewId}`;
  const backToList = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: `/alertlist/${encodeSegment(surveyExtName)}/${encodeSegment(alert.unitPath)}` });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={backToList}>
          <FormattedMessage id="common.back" />
        </Button>
        <Typography variant="h5" component="h1">
          <FormattedMessage id="alerts.detailTitle" values={{ id: alert.id }} />
        </Typography>
      </Stack>
      <Alert severity={bannerSeverity(alert.alertState)} data-testid="alert-banner" data-state={alert.alertState}>
        <strong>{alert.stateText}</strong>
        {alert.closedDate && (
          <>
            {' · '}
            <FormattedMessage id="alerts.closedOn" values={{ date: formatDayMonthYear(alert.closedDate) }} />
          </>
        )}
      </Alert>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <AlertSection title="alerts.information">
            <InfoList
              items={[
                { label: intl.formatMessage({ id: 'alerts.column.age' }), value: <AlertAge ageDays={alert.ageDays} overdue={alert.overdue} /> },
                { label: intl.formatMessage({ id: 'alerts.column.owner' }), value: alert.owner ?? intl.formatMessage({ id: 'alerts.unowned' }) },
                ...alert.alertInfo,
              ]}
            />
            {alert.overdue && (
              <Typography variant="body2" color="error" sx={{ mt: 1 }} data-testid="alert-overdue-detail">
                <FormattedMessage id="alerts.overdueDetail" values={{ days: alert.deadlineDays }} />
              </Typography>
            )}
            <Box sx={{ mt: 1 }}>
              <Link
                href={`${router.basepath}${interviewPath}`}
                onClick={(e) => {
                  e.preventDefault();
                  void router.navigate({ href: interviewPath });
                }}
              >
                <FormattedMessage id="alerts.openInterview" />
              </Link>
            </Box>
          </AlertSection>
          <AlertContactSection contact={alert.contact} />
          <AlertSection title="alerts.interviewAnswers">
            <InfoList items={alert.interviewData} />
          </AlertSection>
        </Stack>

        <AlertSection title="alerts.handling">
          <Stack spacing={2.5}>
            {!alert.canModify && (
              <Alert severity="info">
                <FormattedMessage id="alerts.locked" />
              </Alert>
            )}
            <FormControlLabel
              control={<Checkbox checked={context.form.isClosed} onChange={(e) => send({ type: 'SET_CLOSED', value: e.target.checked })} />}
              label={intl.formatMessage({ id: 'alerts.closedCheckbox' })}
              disabled={locked}
            />
            {alert.questions.map((q) => (
              <AlertQuestionField
                key={q.questionId}
                question={q}
                answer={context.form.answers[q.questionId] ?? { choiceId: 0, value: '' }}
                error={context.errors[q.questionId]}
                disabled={locked}
                onSelect={(choiceId) => send({ type: 'SELECT', questionId: q.questionId, choiceId })}
                onValue={(value) => send({ type: 'SET_VALUE', questionId: q.questionId, value })}
              />
            ))}
            <Box component="section" aria-labelledby="alert-latest-title">
              <Typography variant="subtitle1" component="h3" id="alert-latest-title">
                <FormattedMessage id="alerts.latestComment" />
              </Typography>
              {latest ? (
                <Box data-testid="latest-comment">
                  <Typography variant="body2" color="text.secondary">
                    {latest.username} · {formatDayMonthYear(latest.created)}
                  </Typography>
                  <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
                    {latest.message}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="alerts.noComments" />
                </Typography>
              )}
            </Box>
            <TextField
              label={intl.formatMessage({ id: 'alerts.newComment' })}
              value={context.form.newComment}
              onChange={(e) => send({ type: 'SET_COMMENT', value: e.target.value })}
              error={Boolean(context.errors.newComment)}
              helperText={context.errors.newComment ? intl.formatMessage({ id: errorMessageId(context.errors.newComment) }) : undefined}
              disabled={locked}
              multiline
              minRows={3}
              fullWidth
              required
            />
            {Boolean(context.saveError) && <Alert severity="error">{errorMessage(context.saveError, intl)}</Alert>}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button onClick={() => setHistoryOpen(true)}>
                <FormattedMessage id="alerts.history" />
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              <Button onClick={() => send({ type: 'CANCEL' })} disabled={saving}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button variant="outlined" onClick={() => send({ type: 'SAVE' })} disabled={locked}>
                <FormattedMessage id="common.save" />
              </Button>
              {alert.enableCloseAndSave && (
                <Button variant="contained" onClick={() => send({ type: 'CLOSE_AND_SAVE' })} disabled={locked}>
                  <FormattedMessage id="alerts.closeAndSave" />
                </Button>
              )}
              {saving && <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'alerts.saving' })} />}
            </Stack>
          </Stack>
        </AlertSection>
      </Box>

      <AlertHistoryDialog open={historyOpen} logs={alert.alertLogs} onClose={() => setHistoryOpen(false)} />
      <Snackbar
        open={snapshot.matches('saved') && context.message !== null}
        autoHideDuration={5000}
        onClose={(_e, reason) => reason !== 'clickaway' && send({ type: 'DISMISS' })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => send({ type: 'DISMISS' })} data-testid="alert-saved">
          <FormattedMessage id={context.message === 'closed' ? 'alerts.savedClosed' : 'alerts.savedProcessing'} />
        </Alert>
      </Snackbar>
    </Stack>
  );
}
