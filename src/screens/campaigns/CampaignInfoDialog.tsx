import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../core/dates.ts';
import type { CampaignDetails } from '../../api/campaigns.ts';
import type { MessageId } from '../../i18n/index.ts';
import { sendingTypeText } from '../../ui/campaigns/campaignTexts.tsx';
import { mailFilterText } from './wizard/RecipientsStep.tsx';

/** The campaign's settings in sentences: what it sends with which template, how it finds recipients, sender, schedule, filters. */
export function campaignInfoLines(intl: ReturnType<typeof useIntl>, c: CampaignDetails): string[] {
  const sendingType = sendingTypeText(intl, c.sendingType);
  const template = c.templateDetails?.name;
  const lines = [
    template
      ? intl.formatMessage({ id: 'campaign.info.sending' }, { sendingType, template })
      : intl.formatMessage({ id: 'campaign.info.sendingNoTemplate' }, { sendingType }),
  ];
  if (c.campaignType === 'PULL') {
    const weekdays = intl.formatList(c.scheduleParams.weekdays.map((d) => intl.formatMessage({ id: `campaign.wizard.weekday.${d}` as MessageId })));
    const period = intl.formatMessage({ id: `campaign.info.period.${c.scheduledPeriod ?? 'DAILY'}` as MessageId });
    lines.push(intl.formatMessage({ id: 'campaign.info.type.PULL' }, { period, from: c.scheduleParams.fromDays, to: c.scheduleParams.toDays, weekdays }));
  } else {
    lines.push(intl.formatMessage({ id: `campaign.info.type.${c.campaignType}` as MessageId }));
  }
  if (c.sendingType === 'EMAIL' || c.sendingType === 'SMS')
    lines.push(intl.formatMessage({ id: 'campaign.info.sender' }, { fromName: c.fromName, fromEmail: c.fromEmail }));
  if (c.fixedRecipient) lines.push(intl.formatMessage({ id: 'campaign.info.fixedRecipient' }, { address: c.fixedRecipient }));
  if (c.scheduledStartDateTime)
    lines.push(intl.formatMessage({ id: 'campaign.info.scheduled' }, { date: formatDate(c.scheduledStartDateTime, { time: true }) }));
  const left = c.campaignFilters.filter((f) => f.selected).map((f) => (f.extname ? mailFilterText(intl, f.extname, f.title) : f.title));
  if (left.length) lines.push(intl.formatMessage({ id: 'campaign.info.leavesOut' }, { filters: intl.formatList(left) }));
  lines.push(intl.formatMessage({ id: 'campaign.info.link' }, { link: c.link }));
  return lines;
}

/** The campaign info dialog (spec 3 section 2: at most 600 wide). */
export function CampaignInfoDialog({ campaign, onClose }: { campaign: CampaignDetails; onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 600 } } }} aria-labelledby="campaign-info-title">
      <DialogTitle id="campaign-info-title">{intl.formatMessage({ id: 'campaign.info.title' }, { name: campaign.title })}</DialogTitle>
      <DialogContent>
        {campaignInfoLines(intl, campaign).map((line) => (
          <Typography key={line} variant="body1" sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'campaign.info.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
