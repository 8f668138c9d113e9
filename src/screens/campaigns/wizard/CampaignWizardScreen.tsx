import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../core/dates.ts';
import { campaignMachine } from '../../../../machines/campaign.machine.ts';
import { ILLEGAL_FILTER, recipientQuery, stepErrors, WIZARD_STEPS, type WizardErrors, type WizardStep } from '../../../../machines/campaignWizard.ts';
import { useSession } from '../../../auth/context.ts';
import { campaignInfoQuery } from '../../../api/campaigns.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { screenHref } from '../../../routing/listScreens.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { RecipientsStep } from './RecipientsStep.tsx';
import { SettingsStep } from './SettingsStep.tsx';
import { ScheduleDialog, SummaryStep } from './SummaryStep.tsx';
import { TemplateStep } from './TemplateStep.tsx';
import { wizardActors } from './wizardActors.ts';

const route = getRouteApi('/_signedIn/createmailcampaign/$surveyExtName/$mailAction/$drillPath');

/** The page that lists the survey's campaigns: where the wizard goes once its campaign runs (spec 3 section 2). */
export const CAMPAIGN_OVERVIEW_PAGE = 'campaigns';

/** `/createmailcampaign/{survey}/{mailAction}/{drillPath}`; another address gets a fresh wizard. */
export function CampaignWizardRouteScreen() {
  const { surveyExtName, mailAction, drillPath } = route.useParams();
  return (
    <CampaignWizardScreen key={`${surveyExtName}/${mailAction}/${drillPath}`} surveyExtName={surveyExtName} mailAction={mailAction} drillPath={drillPath} />
  );
}

/**
 * The campaign creation wizard (spec 3 sections 2, 4 and 5): four steps run by the campaign machine's wizard states.
 * Its data (recipient count, mail filters, senders, enabled sending types) is read for the form's sending type and
 * recipient choices, so a change of either reads it again. After a start it says '{name} is now running' on the
 * campaign overview.
 */
export function CampaignWizardScreen({ surveyExtName, mailAction, drillPath }: { surveyExtName: string; mailAction: string; drillPath: string }) {
  const { api, identity } = useSession();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const navigate = useNavigate();
  const machine = useMemo(() => campaignMachine.provide({ actors: wizardActors(api, queryClient) }), [api, queryClient]);
  const [snapshot, send] = useMachine(machine, {
    input: { surveyExtName, campaignId: 0, wizard: { mailAction, drillPath, isRoot: identity.isRoot === true } },
  });
  const { draft, step, confirmation, error, created } = snapshot.context;
  const newCampaign = { surveyExtName, mailAction, drillPath, query: recipientQuery(draft) };
  const info = useQuery(campaignInfoQuery(api, newCampaign));
  const [tried, setTried] = useState<Set<WizardStep>>(new Set());
  const errors: WizardErrors = tried.has(step) ? stepErrors(step, draft) : {};

  // The first data ticks the filters enabled by default and offers the first sender.
  const primed = useRef(false);
  useEffect(() => {
    if (!info.data || primed.current) return;
    primed.current = true;
    for (const f of info.data.mailFilters) if (f.defaultEnabled && f.extname !== ILLEGAL_FILTER) send({ type: 'TOGGLE_FILTER', extname: f.extname });
    send({ type: 'EDIT', patch: { fromEmail: info.data.fromEmails[0] ?? '', fromName: info.data.fromName } });
  }, [info.data, send]);
  const count = info.data?.numberCustomers;
  useEffect(() => {
    if (count !== undefined) send({ type: 'COUNTED', count });
  }, [count, send]);
  useEffect(() => {
    if (!created) return;
    const notice =
      created.state === 'STARTED'
        ? intl.formatMessage({ id: 'campaign.wizard.running' }, { name: created.title })
        : intl.formatMessage({ id: 'campaign.wizard.scheduled' }, { name: created.title });
    void navigate({ href: screenHref(CAMPAIGN_OVERVIEW_PAGE, surveyExtName, drillPath.split(';')[0]!), state: { notice } });
  }, [created, drillPath, intl, navigate, surveyExtName]);

  const next = () => {
    setTried((t) => new Set(t).add(step));
    send({ type: 'NEXT' });
  };
  const content = {
    1: <SettingsStep draft={draft} send={send} errors={errors} info={info.data} isRoot={identity.isRoot === true} />,
    2: <TemplateStep draft={draft} send={send} errors={errors} info={info.data} api={api} surveyExtName={surveyExtName} />,
    3: <RecipientsStep draft={draft} send={send} errors={errors} info={info.data} api={api} newCampaign={newCampaign} />,
    4: <SummaryStep draft={draft} info={info.data} api={api} surveyExtName={surveyExtName} />,
  }[step];
  const scheduled = draft.scheduledStart ? formatDate(draft.scheduledStart, { time: true }) : null;
  const busy = snapshot.matches({ wizard: 'creating' });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      <Typography variant="h5" component="h1">
        {intl.formatMessage({ id: 'campaign.wizard.heading' })}
      </Typography>
      <Stepper activeStep={step - 1} aria-label={intl.formatMessage({ id: 'campaign.wizard.steps' })} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WIZARD_STEPS.map((s) => (
          <Step key={s} component="li" aria-current={s === step ? 'step' : undefined}>
            <StepLabel>{intl.formatMessage({ id: `campaign.wizard.step${s}` as MessageId })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {info.isError && <Alert severity="error">{intl.formatMessage({ id: 'campaign.wizard.loadFailed' }, { message: errorMessage(info.error, intl) })}</Alert>}
      {error && (
        <Alert severity="error" onClose={() => send({ type: 'DISMISS' })}>
          {error}
        </Alert>
      )}
      <section aria-label={intl.formatMessage({ id: `campaign.wizard.step${step}` as MessageId })}>{content}</section>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button disabled={step === 1 || busy} onClick={() => send({ type: 'BACK' })}>
          {intl.formatMessage({ id: 'campaign.wizard.back' })}
        </Button>
        {step < 4 && (
          <Button variant="contained" onClick={next}>
            {intl.formatMessage({ id: 'campaign.wizard.next' })}
          </Button>
        )}
        {step === 4 && draft.campaignType !== 'PUSH' && (
          <Button variant="outlined" disabled={busy} onClick={() => send({ type: scheduled ? 'UNSCHEDULE' : 'SCHEDULE' })}>
            {intl.formatMessage({ id: scheduled ? 'campaign.wizard.unschedule' : 'campaign.wizard.schedule' })}
          </Button>
        )}
        {step === 4 && (
          <Button variant="contained" disabled={busy} onClick={() => send({ type: 'START' })}>
            {intl.formatMessage({ id: 'campaign.wizard.start' })}
          </Button>
        )}
      </Stack>
      <ScheduleDialog
        open={snapshot.matches({ wizard: 'scheduling' })}
        onSchedule={(at) => send({ type: 'SCHEDULE_AT', at })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        open={confirmation !== null}
        busy={busy}
        title={intl.formatMessage({ id: 'campaign.confirm.title' })}
        text={confirmation ? intl.formatMessage({ id: confirmation.id }, confirmation.values) : ''}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
