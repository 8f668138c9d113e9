import { useIntl } from 'react-intl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { offeredCampaignTypes, offeredSendingTypes, type WizardPatch } from '../../../../machines/campaignWizard.ts';
import type { CampaignInfo } from '../../../api/campaigns.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { sendingTypeText } from '../../../ui/campaigns/campaignTexts.tsx';
import { useFieldError, type StepProps } from './fields.tsx';
import type { SchedulePeriod, ScheduleWeekday } from '../../../../schemas/api/campaign-details.gen.ts';

const WEEKDAYS: ScheduleWeekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hol'];
const PERIODS: SchedulePeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** Step 1: name, sending method (as the survey enables), campaign type (PUSH for root), and the PULL schedule. */
export function SettingsStep({ draft, send, errors, info, isRoot }: StepProps & { info: CampaignInfo | undefined; isRoot: boolean }) {
  const intl = useIntl();
  const field = useFieldError(errors);
  const edit = (patch: WizardPatch) => send({ type: 'EDIT', patch });
  const pull = draft.campaignType === 'PULL';
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        required
        label={intl.formatMessage({ id: 'campaign.wizard.name' })}
        value={draft.campaignName}
        onChange={(e) => edit({ campaignName: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...field('campaignName')}
      />
      {isRoot && (
        <TextField
          label={intl.formatMessage({ id: 'campaign.wizard.extname' })}
          value={draft.campaignExtName}
          onChange={(e) => edit({ campaignExtName: e.target.value })}
        />
      )}
      <TextField
        select
        required
        label={intl.formatMessage({ id: 'campaign.wizard.sendingType' })}
        value={draft.sendingType ?? ''}
        onChange={(e) => edit({ sendingType: e.target.value as NonNullable<typeof draft.sendingType> })}
        {...field('sendingType')}
      >
        {(info ? offeredSendingTypes(info) : []).map((t) => (
          <MenuItem key={t} value={t}>
            {sendingTypeText(intl, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        label={intl.formatMessage({ id: 'campaign.wizard.campaignType' })}
        value={draft.campaignType ?? ''}
        onChange={(e) => edit({ campaignType: e.target.value as NonNullable<typeof draft.campaignType> })}
        {...field('campaignType')}
      >
        {offeredCampaignTypes(isRoot).map((t) => (
          <MenuItem key={t} value={t}>
            {intl.formatMessage({ id: `campaign.wizard.type.${t}` as MessageId })}
          </MenuItem>
        ))}
      </TextField>
      {pull && (
        <>
          <Stack direction="row" spacing={2}>
            <TextField
              required
              label={intl.formatMessage({ id: 'campaign.wizard.fromDays' })}
              value={draft.fromDays}
              onChange={(e) => edit({ fromDays: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...field('fromDays')}
            />
            <TextField
              required
              label={intl.formatMessage({ id: 'campaign.wizard.toDays' })}
              value={draft.toDays}
              onChange={(e) => edit({ toDays: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...field('toDays')}
            />
            <TextField
              select
              label={intl.formatMessage({ id: 'campaign.wizard.period' })}
              value={draft.scheduledPeriod ?? 'DAILY'}
              onChange={(e) => edit({ scheduledPeriod: e.target.value as SchedulePeriod })}
              sx={{ minWidth: 140 }}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p} value={p}>
                  {intl.formatMessage({ id: `campaign.wizard.period.${p}` as MessageId })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormGroup row role="group" aria-labelledby="wizard-weekdays">
            <FormLabel id="wizard-weekdays" sx={{ width: '100%' }}>
              {intl.formatMessage({ id: 'campaign.wizard.weekdays' })}
            </FormLabel>
            {WEEKDAYS.map((d) => (
              <FormControlLabel
                key={d}
                label={intl.formatMessage({ id: `campaign.wizard.weekday.${d}` as MessageId })}
                control={
                  <Checkbox
                    checked={draft.weekdays.includes(d)}
                    onChange={(e) =>
                      edit({
                        weekdays: e.target.checked ? WEEKDAYS.filter((w) => w === d || draft.weekdays.includes(w)) : draft.weekdays.filter((w) => w !== d),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </>
      )}
    </Stack>
  );
}
