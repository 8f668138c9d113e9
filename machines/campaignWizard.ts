import type { CampaignSendingType, CampaignType, SchedulePeriod, ScheduleWeekday } from '../schemas/api/campaign-details.gen.ts';
import type { CampaignInfo } from '../schemas/api/campaign-info.gen.ts';
import type { CampaignStart } from '../schemas/api/campaign-start.gen.ts';

/**
 * The creation wizard's form and its rules (spec 3 sections 2, 4 and 5), read by the campaign machine's wizard states
 * and by the wizard screen. The server checks the same rules again (server/campaigns/rules.ts).
 */

export type WizardStep = 1 | 2 | 3 | 4;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3, 4];

/** The mail filter that is always applied and cannot be unticked. */
export const ILLEGAL_FILTER = 'illegal';

/** The campaign form (spec 3 section 3) plus the recipient choices of step 3. */
export interface WizardDraft {
  campaignName: string;
  /** Root only. */
  campaignExtName: string;
  sendingType: CampaignSendingType | null;
  campaignType: CampaignType | null;
  templateId: number | null;
  fromName: string;
  fromEmail: string;
  bcc: string;
  replyTo: string;
  /** PUSH e-mail only. */
  fixedRecipient: string;
  voice: string | null;
  locale: string | null;
  /** As typed: both mandatory and numeric for PULL, from less than to. */
  fromDays: string;
  toDays: string;
  weekdays: ScheduleWeekday[];
  scheduledPeriod: SchedulePeriod | null;
  /** ISO moment of a scheduled start (never for PUSH), or null to start now. */
  scheduledStart: string | null;
  /** Extra filter tokens on the drill path (step 3), e.g. `lsegs=detractor`. */
  filters: string;
  /** The optional mail filters ticked; `illegal` applies whatever this says. */
  mailFilters: string[];
  /** Samples removed from the recipient table by hand. */
  deletedRecipients: number[];
}

export type WizardPatch = Partial<Omit<WizardDraft, 'deletedRecipients' | 'mailFilters'>>;

/** Spec 3 section 9: from -30 to 0 days, mon..fri and holidays. */
export function emptyDraft(): WizardDraft {
  return {
    campaignName: '',
    campaignExtName: '',
    sendingType: null,
    campaignType: null,
    templateId: null,
    fromName: '',
    fromEmail: '',
    bcc: '',
    replyTo: '',
    fixedRecipient: '',
    voice: null,
    locale: null,
    fromDays: '-30',
    toDays: '0',
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'hol'],
    scheduledPeriod: 'DAILY',
    scheduledStart: null,
    filters: '',
    mailFilters: [],
    deletedRecipients: [],
  };
}

/**
 * A change of the form. Changing the sending type clears the template (and the phone voice and locale) and the
 * recipients removed by hand: another type reaches other addresses, so the data is read again (spec 3 section 4).
 * A PUSH campaign has no scheduled start; a fixed recipient belongs to PUSH e-mail only.
 */
export function applyPatch(draft: WizardDraft, patch: WizardPatch): WizardDraft {
  const changedType = patch.sendingType !== undefined && patch.sendingType !== draft.sendingType;
  const next = { ...draft, ...(changedType ? { templateId: null, voice: null, locale: null, deletedRecipients: [] } : {}), ...patch };
  if (next.campaignType === 'PUSH') next.scheduledStart = null;
  if (!(next.campaignType === 'PUSH' && next.sendingType === 'EMAIL')) next.fixedRecipient = '';
  return next;
}

/** The sending types the campaign info enables (flags mailCampaigns, smsCampaigns, letterCampaigns, phoneCampaigns). */
export function offeredSendingTypes(info: Pick<CampaignInfo, 'mailCampaigns' | 'smsCampaigns' | 'letterCampaigns' | 'phoneCampaigns'>): CampaignSendingType[] {
  const flags: [CampaignSendingType, boolean][] = [
    ['EMAIL', info.mailCampaigns],
    ['SMS', info.smsCampaigns],
    ['LETTER', info.letterCampaigns],
    ['PHONE', info.phoneCampaigns],
  ];
  return flags.filter(([, on]) => on).map(([t]) => t);
}

/** PULL_ONCE (one-shot) and PULL (auto-add) for everyone; PUSH only for root users. */
export function offeredCampaignTypes(isRoot: boolean): CampaignType[] {
  return isRoot ? ['PULL_ONCE', 'PULL', 'PUSH'] : ['PULL_ONCE', 'PULL'];
}

/** A field's error: a `campaign.` message id and its values. */
export interface FieldError {
  id: 'campaign.wizard.error.mandatory' | 'campaign.wizard.error.numeric' | 'campaign.wizard.error.lessThan' | 'campaign.wizard.error.largerThan';
  values?: Record<string, string>;
}
export type WizardErrors = Partial<Record<keyof WizardDraft, FieldError>>;

const MANDATORY: FieldError = { id: 'campaign.wizard.error.mandatory' };
const DAYS = /^-?\d{1,4}$/;

/** The schedule's days: for PULL only, both mandatory (zero allowed) and numeric, from less than to. */
function dayErrors(d: WizardDraft): WizardErrors {
  if (d.campaignType !== 'PULL') return {};
  const out: WizardErrors = {};
  for (const key of ['fromDays', 'toDays'] as const) {
    if (!d[key].trim()) out[key] = MANDATORY;
    else if (!DAYS.test(d[key].trim())) out[key] = { id: 'campaign.wizard.error.numeric' };
  }
  if (!out.fromDays && !out.toDays && Number(d.fromDays) >= Number(d.toDays)) {
    out.fromDays = { id: 'campaign.wizard.error.lessThan', values: { to: d.toDays.trim() } };
    out.toDays = { id: 'campaign.wizard.error.largerThan', values: { from: d.fromDays.trim() } };
  }
  return out;
}

/**
 * What keeps a step from being done (spec 3 section 5). Step 1: name, method, type and valid scheduling. Step 2: phone
 * needs voice and locale (its call script is the campaign's own: there are no phone templates); e-mail and SMS the
 * sender form and a template; letter its template only. Steps 3 and 4 have no fields of their own.
 */
export function stepErrors(step: WizardStep, d: WizardDraft): WizardErrors {
  const out: WizardErrors = {};
  if (step === 1) {
    if (!d.campaignName.trim()) out.campaignName = MANDATORY;
    if (!d.sendingType) out.sendingType = MANDATORY;
    if (!d.campaignType) out.campaignType = MANDATORY;
    return { ...out, ...dayErrors(d) };
  }
  if (step === 2) {
    if (d.sendingType === 'PHONE') {
      if (!d.voice) out.voice = MANDATORY;
      if (!d.locale) out.locale = MANDATORY;
      return out;
    }
    if (d.templateId === null) out.templateId = MANDATORY;
    if (d.sendingType === 'EMAIL' || d.sendingType === 'SMS') {
      if (!d.fromEmail.trim()) out.fromEmail = MANDATORY;
      if (d.sendingType === 'EMAIL' && !d.fromName.trim()) out.fromName = MANDATORY;
    }
  }
  return out;
}

export const stepIsValid = (step: WizardStep, d: WizardDraft) => Object.keys(stepErrors(step, d)).length === 0;

/** Whether every step up to `step` is valid (a later step cannot be reached past an invalid one). */
export const stepsValidTo = (step: WizardStep, d: WizardDraft) => WIZARD_STEPS.filter((s) => s <= step).every((s) => stepIsValid(s, d));

/** The start payload of POST startcampaignnow (spec 3 section 3). */
export function startPayload(d: WizardDraft, isRoot: boolean): CampaignStart {
  const pull = d.campaignType === 'PULL';
  return {
    campaignName: d.campaignName.trim(),
    ...(isRoot && d.campaignExtName.trim() ? { campaignExtName: d.campaignExtName.trim() } : {}),
    sendingType: d.sendingType!,
    campaignType: d.campaignType!,
    templateId: d.templateId ?? 0,
    fromName: d.fromName.trim(),
    fromEmail: d.fromEmail.trim(),
    bcc: d.bcc.trim(),
    replyTo: d.replyTo.trim(),
    ...(d.fixedRecipient.trim() ? { fixedRecipient: d.fixedRecipient.trim() } : {}),
    selectedVoice: d.voice,
    selectedLocale: d.locale,
    scheduledStartDateTime: d.campaignType === 'PUSH' ? null : d.scheduledStart,
    scheduledPeriod: pull ? d.scheduledPeriod : null,
    ...(pull ? { scheduleParams: { fromDays: Number(d.fromDays), toDays: Number(d.toDays), weekdays: d.weekdays } } : {}),
  };
}

/** The recipient query of createcampaigndata, newtrackings and startcampaignnow. */
export function recipientQuery(d: Pick<WizardDraft, 'filters' | 'mailFilters' | 'deletedRecipients' | 'sendingType'>) {
  return {
    ...(d.filters ? { filters: d.filters } : {}),
    mailFilters: d.mailFilters.filter((f) => f !== ILLEGAL_FILTER).join(','),
    ...(d.deletedRecipients.length ? { deletedRecipients: [...d.deletedRecipients].sort((a, b) => a - b).join(',') } : {}),
    sendingType: d.sendingType ?? 'EMAIL',
  };
}
