import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../core/dates.ts';
import type { WizardDraft } from '../../../../machines/campaignWizard.ts';
import type { ApiReader } from '../../../api/client.ts';
import type { CampaignInfo } from '../../../api/campaigns.ts';
import { templateQuery } from '../../../api/templates.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { sendingTypeText } from '../../../ui/campaigns/campaignTexts.tsx';

/** Step 4: what will be sent to whom, a preview of the e-mail template (sanitised by the server, in a sandboxed frame) and when it starts. */
export function SummaryStep({
  draft,
  info,
  api,
  surveyExtName,
}: {
  draft: WizardDraft;
  info: CampaignInfo | undefined;
  api: ApiReader;
  surveyExtName: string;
}) {
  const intl = useIntl();
  const kind = draft.sendingType === 'EMAIL' || draft.sendingType === 'SMS' || draft.sendingType === 'LETTER' ? draft.sendingType : null;
  const template = useQuery({
    ...templateQuery(api, surveyExtName, kind ?? 'EMAIL', draft.templateId ?? 0),
    enabled: kind !== null && draft.templateId !== null,
  });
  const rows: [MessageId, string][] = [
    ['campaign.wizard.name', draft.campaignName],
    ['campaign.wizard.sendingType', draft.sendingType ? sendingTypeText(intl, draft.sendingType) : ''],
    ['campaign.wizard.campaignType', draft.campaignType ? intl.formatMessage({ id: `campaign.wizard.type.${draft.campaignType}` as MessageId }) : ''],
    ['campaign.wizard.template', template.data?.name ?? (draft.voice ? `${draft.voice} · ${draft.locale ?? ''}` : '')],
    ['campaign.wizard.fromEmail', draft.fromEmail],
    ['campaign.wizard.step3', info ? intl.formatMessage({ id: 'campaign.wizard.recipients.count' }, { n: info.numberCustomers }) : ''],
  ];
  const when = draft.scheduledStart ? formatDate(draft.scheduledStart, { time: true }).split(' ') : null;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {intl.formatMessage({ id: 'campaign.wizard.summary' })}
        </Typography>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="wizard-summary">
          {rows.map(([id, value]) => (
            <Stack key={id} direction="row" spacing={1}>
              <Typography component="dt" sx={{ fontWeight: 500, minWidth: 180 }}>
                {intl.formatMessage({ id })}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Typography sx={{ mt: 1 }} data-testid="wizard-start-time">
          {when
            ? intl.formatMessage({ id: 'campaign.wizard.scheduledFor' }, { date: when[0], time: when[1] })
            : intl.formatMessage({ id: 'campaign.wizard.startsNow' })}
        </Typography>
      </Paper>
      {draft.sendingType === 'EMAIL' && template.data?.code && (
        <iframe
          title={intl.formatMessage({ id: 'campaign.wizard.preview' })}
          sandbox=""
          srcDoc={template.data.code}
          style={{ width: '100%', minHeight: 320, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 4 }}
        />
      )}
      {draft.sendingType === 'SMS' && template.data?.contents && (
        <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap' }} aria-label={intl.formatMessage({ id: 'campaign.wizard.preview' })}>
          {template.data.contents}
        </Paper>
      )}
    </Stack>
  );
}

/** The schedule dialog: its OK needs a datetime (spec 3 section 5). */
export function ScheduleDialog({ open, onSchedule, onCancel }: { open: boolean; onSchedule(at: string): void; onCancel(): void }) {
  const intl = useIntl();
  const [at, setAt] = useState('');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="wizard-schedule-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="wizard-schedule-title">{intl.formatMessage({ id: 'campaign.wizard.scheduleDialog' })}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          required
          fullWidth
          sx={{ mt: 1 }}
          label={intl.formatMessage({ id: 'campaign.wizard.scheduleAt' })}
          value={at}
          onChange={(e) => setAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage({ id: 'campaign.wizard.cancel' })}</Button>
        <Button variant="contained" disabled={!at} onClick={() => onSchedule(at)}>
          {intl.formatMessage({ id: 'campaign.wizard.scheduleOk' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
