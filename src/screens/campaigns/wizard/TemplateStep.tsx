import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WizardPatch } from '../../../../machines/campaignWizard.ts';
import type { ApiReader } from '../../../api/client.ts';
import type { CampaignInfo } from '../../../api/campaigns.ts';
import { phoneVoicesQuery } from '../../../api/phone.ts';
import { templateListQuery } from '../../../api/templates.ts';
import type { MessageId } from '../../../i18n/index.ts';
import { useFieldError, type StepProps } from './fields.tsx';

/**
 * Step 2: the template of the sending type (read again when the type changes) and the sender; for PHONE the voice and
 * locale. The sender dropdown is disabled without from-addresses; the fixed recipient is for PUSH e-mail only.
 */
export function TemplateStep({
  draft,
  send,
  errors,
  info,
  api,
  surveyExtName,
}: StepProps & { info: CampaignInfo | undefined; api: ApiReader; surveyExtName: string }) {
  const intl = useIntl();
  const field = useFieldError(errors);
  const edit = (patch: WizardPatch) => send({ type: 'EDIT', patch });
  const phone = draft.sendingType === 'PHONE';
  const kind = draft.sendingType === 'PHONE' ? undefined : (draft.sendingType ?? undefined);
  const templates = useQuery({ ...templateListQuery(api, surveyExtName, kind), enabled: kind !== undefined });
  const voices = useQuery({ ...phoneVoicesQuery(api, surveyExtName), enabled: phone });
  const senders = info?.fromEmails ?? [];
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {!phone && (
        <TextField
          select
          required
          label={t('campaign.wizard.template')}
          value={draft.templateId ?? ''}
          onChange={(e) => edit({ templateId: Number(e.target.value) })}
          {...field('templateId')}
          helperText={field('templateId').helperText ?? (templates.data?.rows.length === 0 ? t('campaign.wizard.pickTemplate') : undefined)}
        >
          {(templates.data?.rows ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {phone && (
        <>
          <TextField
            select
            required
            label={t('campaign.wizard.voice')}
            value={draft.voice ?? ''}
            onChange={(e) => edit({ voice: e.target.value })}
            {...field('voice')}
          >
            {(voices.data?.voices ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t('campaign.wizard.locale')}
            value={draft.locale ?? ''}
            onChange={(e) => edit({ locale: e.target.value })}
            {...field('locale')}
          >
            {(voices.data?.locales ?? []).map((l) => (
              <MenuItem key={l} value={l}>
                {l}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {draft.sendingType !== 'LETTER' && (
        <TextField
          select
          required={draft.sendingType === 'EMAIL' || draft.sendingType === 'SMS'}
          disabled={senders.length === 0}
          label={t('campaign.wizard.fromEmail')}
          value={senders.includes(draft.fromEmail) ? draft.fromEmail : ''}
          onChange={(e) => edit({ fromEmail: e.target.value })}
          {...field('fromEmail')}
        >
          {senders.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
      )}
      {draft.sendingType === 'EMAIL' && (
        <>
          <TextField
            required
            label={t('campaign.wizard.fromName')}
            value={draft.fromName}
            onChange={(e) => edit({ fromName: e.target.value })}
            {...field('fromName')}
          />
          <TextField type="email" label={t('campaign.wizard.replyTo')} value={draft.replyTo} onChange={(e) => edit({ replyTo: e.target.value })} />
          <TextField type="email" label={t('campaign.wizard.bcc')} value={draft.bcc} onChange={(e) => edit({ bcc: e.target.value })} />
          {draft.campaignType === 'PUSH' && (
            <TextField
              type="email"
              label={t('campaign.wizard.fixedRecipient')}
              value={draft.fixedRecipient}
              onChange={(e) => edit({ fixedRecipient: e.target.value })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
