/**
 * What the wizard's steps share: the form as the machine holds it, a way to change it, and a field's error in words
 * (shown once the step was tried).
 */
import { useIntl } from 'react-intl';
import type { CampaignEvent } from '../../../../machines/campaign.machine.ts';
import type { WizardDraft, WizardErrors } from '../../../../machines/campaignWizard.ts';

export interface StepProps {
  draft: WizardDraft;
  send(event: CampaignEvent): void;
  /** The step's errors, empty until Next was pressed on it. */
  errors: WizardErrors;
}

/** The helper text and error flag of a field. */
export function useFieldError(errors: WizardErrors) {
  const intl = useIntl();
  return (key: keyof WizardDraft) => {
    const e = errors[key];
    return e ? { error: true, helperText: intl.formatMessage({ id: e.id }, e.values) } : {};
  };
}
