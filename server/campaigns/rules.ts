/**
 * The campaign rules of spec 3 sections 4 and 5, checked on the server whatever the wizard or editor sent: a name,
 * a template of the sending type, a sender (and its name for e-mail), voice and locale for phone, PUSH for root only
 * with the fixed recipient for PUSH e-mail only, the schedule's from before to, and a sending type the survey enables.
 */
import { Conflict, Forbidden, Invalid } from '../errors';
import type { CampaignDetails, CampaignStatus } from '../../schemas/api/campaign-details.gen';
import type { CampaignInfo } from '../../schemas/api/campaign-info.gen';

export type Command = 'start' | 'stop' | 'pause' | 'resume';

export const DEFAULT_SCHEDULE: CampaignDetails['scheduleParams'] = { fromDays: -30, toDays: 0, weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'hol'] };

/** Which states each command leaves from, and where it goes (spec 3 section 4). */
const TRANSITIONS: Record<Command, { from: CampaignStatus[]; to: CampaignStatus }> = {
  start: { from: ['CREATED'], to: 'STARTED' },
  pause: { from: ['STARTED'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'STARTED' },
  stop: { from: ['CREATED', 'STARTED', 'PAUSED'], to: 'STOPPED' },
};

export function nextState(state: CampaignStatus, command: Command): CampaignStatus {
  const t = TRANSITIONS[command];
  if (!t.from.includes(state)) throw new Conflict('campaign_state', `A campaign that is ${state} cannot ${command}.`);
  return t.to;
}

export const canStart = (state: CampaignStatus) => TRANSITIONS.start.from.includes(state);
export const canStop = (state: CampaignStatus) => TRANSITIONS.stop.from.includes(state);

export type Flags = Pick<CampaignInfo, 'mailCampaigns' | 'smsCampaigns' | 'letterCampaigns' | 'phoneCampaigns'>;

/** The survey's campaign flags (`campaigns:` in its configuration): e-mail, SMS and letters unless switched off, phone when switched on. */
export function campaignFlags(config: Record<string, unknown>): Flags {
  const c = (config.campaigns ?? {}) as Record<string, unknown>;
  return {
    mailCampaigns: c.mailCampaigns !== false,
    smsCampaigns: c.smsCampaigns !== false,
    letterCampaigns: c.letterCampaigns !== false,
    phoneCampaigns: c.phoneCampaigns === true,
  };
}

/**
 * Where a campaign message's `{{survey.link}}` leads (`campaigns.surveyLink` of the survey's configuration): an http(s)
 * address as written; a path on this server, or none (the start page), from the server's public address.
 */
export function surveyLinkOf(link: string | null | undefined, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  if (!link) return `${base}/`;
  return link.startsWith('/') ? `${base}${link}` : link;
}

type Localized = Record<string, string>;

/** A campaign the alert list's campaign dialog offers (`campaigns.links`, server/campaigns/link.ts). */
export interface CampaignLinkEntry {
  extName: string;
  mailAction: string;
  bodyText: Localized;
  actionText: Localized;
}

const texts = (v: unknown): Localized => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {});

/** The configured links (the configuration schema checked them on save); anything malformed is left out. */
export function campaignLinkEntries(config: Record<string, unknown>): CampaignLinkEntry[] {
  const links = (config.campaigns as { links?: unknown } | undefined)?.links;
  if (!Array.isArray(links)) return [];
  return links.flatMap((l: Record<string, unknown>) =>
    typeof l?.extName === 'string' && typeof l.mailAction === 'string' ? [{ extName: l.extName, mailAction: l.mailAction, bodyText: texts(l.bodyText), actionText: texts(l.actionText) }] : [],
  );
}

const FLAG_OF = { EMAIL: 'mailCampaigns', SMS: 'smsCampaigns', LETTER: 'letterCampaigns', PHONE: 'phoneCampaigns' } as const;

export interface CampaignSettings {
  title: string;
  campaignType: CampaignDetails['campaignType'];
  sendingType: CampaignDetails['sendingType'];
  templateId: number | null;
  fromEmail: string;
  fromName: string;
  fixedRecipient: string;
  voice: string | null;
  locale: string | null;
  scheduleParams: CampaignDetails['scheduleParams'];
}

export function checkSettings(s: CampaignSettings, flags: Flags, isRoot: boolean, templateType: string | null): void {
  const fields: string[] = [];
  if (!s.title.trim()) fields.push('the campaign name');
  if (!s.templateId && s.sendingType !== 'PHONE') fields.push('a template');
  if (!s.fromEmail.trim() && s.sendingType !== 'LETTER') fields.push('the sender address');
  if (s.sendingType === 'EMAIL' && !s.fromName.trim()) fields.push('the sender name');
  if (s.sendingType === 'PHONE' && (!s.voice || !s.locale)) fields.push('the voice and locale');
  if (fields.length) throw new Invalid('VALIDATE_ERROR_MANDATORY', `A campaign needs ${fields.join(', ')}.`);
  if (!flags[FLAG_OF[s.sendingType]]) throw new Invalid('sending_type_disabled', `This survey does not allow ${s.sendingType} campaigns.`);
  if (s.campaignType === 'PUSH' && !isRoot) throw new Forbidden('forbidden', 'Only root users may make a push campaign.');
  if (s.fixedRecipient.trim() && !(s.campaignType === 'PUSH' && s.sendingType === 'EMAIL')) {
    throw new Invalid('fixed_recipient', 'A fixed recipient is for push e-mail campaigns only.');
  }
  // PHONE campaigns use the call template kept with the campaign; the others a message template of their type.
  if (s.sendingType !== 'PHONE' && templateType !== s.sendingType) {
    throw new Invalid('unknown_template', `Template ${s.templateId} is not a ${s.sendingType} template of this universe.`);
  }
  if (s.campaignType === 'PULL' && s.scheduleParams.fromDays >= s.scheduleParams.toDays) {
    throw new Invalid('schedule_days', `fromDays must be less than ${s.scheduleParams.toDays}.`);
  }
}

/**
 * The wizard's mail filters: `illegal` (no usable address) always applies; `contacted` (an earlier campaign of the
 * mail action reached the sample) applies when ticked. Unknown names are a 400.
 */
export const MAIL_FILTERS = ['illegal', 'contacted'] as const;
export type MailFilterName = (typeof MAIL_FILTERS)[number];

/** The ticked mail filters of `?mailFilters=a,b` (none but illegal when left out), as the campaign keeps them. */
export function mailFilterChoice(text: string | undefined): { extname: MailFilterName; selected: boolean }[] {
  const names = text
    ? text
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
    : [];
  const unknown = names.filter((n) => !(MAIL_FILTERS as readonly string[]).includes(n));
  if (unknown.length) throw new Invalid('unknown_mail_filter', `Unknown mail filter "${unknown[0]}": the mail filters are ${MAIL_FILTERS.join(', ')}.`);
  return MAIL_FILTERS.map((extname) => ({ extname, selected: extname === 'illegal' || names.includes(extname) }));
}

/** Whether a campaign's kept mail filters tick `contacted`. */
export const skipsContacted = (filters: readonly { extname: string; selected: boolean }[]) => filters.some((f) => f.extname === 'contacted' && f.selected);

/** Wizard and query lists of ids (`1,2,3`). */
export const idList = (text: string | undefined): number[] => (text ? text.split(',').filter(Boolean).map(Number) : []);
