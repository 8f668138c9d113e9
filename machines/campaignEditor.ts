import type { CampaignDetails } from '../schemas/api/campaign-details.gen.ts';
import { ILLEGAL_FILTER, stepErrors, type WizardDraft, type WizardErrors } from './campaignWizard.ts';

/**
 * The campaign editor (spec 3 sections 2, 4 and 5): the wizard's form and rules over a saved campaign. Its sendings
 * tab is the wizard's step 1, its template tab step 2; Update waits until both are valid. The editor edits the
 * campaign's own mail filters (its data validation tab) and keeps its drill path.
 */

/** The form of a saved campaign, as the wizard holds it (days as typed text, ticked mail filters without `illegal`). */
export function editorDraft(c: CampaignDetails): WizardDraft {
  return {
    campaignName: c.title,
    campaignExtName: c.extname ?? '',
    sendingType: c.sendingType,
    campaignType: c.campaignType,
    templateId: c.templateId,
    fromName: c.fromName,
    fromEmail: c.fromEmail,
    bcc: c.bcc,
    replyTo: c.replyTo,
    fixedRecipient: c.fixedRecipient,
    voice: c.voice ?? null,
    locale: c.locale ?? null,
    fromDays: String(c.scheduleParams.fromDays),
    toDays: String(c.scheduleParams.toDays),
    weekdays: [...c.scheduleParams.weekdays],
    scheduledPeriod: c.scheduledPeriod ?? null,
    scheduledStart: c.scheduledStartDateTime ?? null,
    filters: '',
    mailFilters: c.campaignFilters.filter((f) => f.selected && f.extname && f.extname !== ILLEGAL_FILTER).map((f) => f.extname!),
    deletedRecipients: [],
  };
}

/** What keeps Update disabled: the errors of the sendings tab (step 1) and the template tab (step 2). */
export function editorErrors(d: WizardDraft): WizardErrors {
  return { ...stepErrors(1, d), ...stepErrors(2, d) };
}

export const editorIsValid = (d: WizardDraft) => Object.keys(editorErrors(d)).length === 0;

/**
 * The PUT body: the whole campaign as loaded with the form's fields over it (spec 3 section 7). `illegal` stays
 * selected whatever the form says; the days count only for PULL, as the wizard sends them.
 */
export function editedCampaign(c: CampaignDetails, d: WizardDraft): CampaignDetails {
  const pull = d.campaignType === 'PULL';
  return {
    ...c,
    title: d.campaignName.trim(),
    ...(d.campaignExtName.trim() || c.extname !== undefined ? { extname: d.campaignExtName.trim() } : {}),
    sendingType: d.sendingType ?? c.sendingType,
    campaignType: d.campaignType ?? c.campaignType,
    templateId: d.sendingType === 'PHONE' ? c.templateId : d.templateId,
    fromName: d.fromName.trim(),
    fromEmail: d.fromEmail.trim(),
    bcc: d.bcc.trim(),
    replyTo: d.replyTo.trim(),
    fixedRecipient: d.fixedRecipient.trim(),
    voice: d.voice,
    locale: d.locale,
    scheduledStartDateTime: d.campaignType === 'PUSH' ? null : d.scheduledStart,
    scheduledPeriod: pull ? d.scheduledPeriod : (c.scheduledPeriod ?? null),
    scheduleParams: pull ? { fromDays: Number(d.fromDays), toDays: Number(d.toDays), weekdays: d.weekdays } : c.scheduleParams,
    campaignFilters: c.campaignFilters.map((f) =>
      f.extname === undefined ? f : { ...f, selected: f.extname === ILLEGAL_FILTER || d.mailFilters.includes(f.extname) },
    ),
  };
}
