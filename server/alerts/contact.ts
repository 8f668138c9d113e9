/**
 * The customer's contact on the alert page (issue 12): name, e-mail and phone of the sample the alert's interview
 * answered. The survey's `alerts.contact` says which roles see it (every role that may open the alert when unset;
 * the universe's administrators always) and which fields it keeps anonymous (never sent, to anyone).
 */
import type { AlertContact } from '../../core/alerts/types';
import { contactHidden, type AnalyticsContext } from '../survey/context';
import type { AlertContactConfig, ContactField } from './config';

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone'];
const NOTHING = { name: null, email: null, phone: null };

export function maySeeContact(ctx: AnalyticsContext, config: AlertContactConfig): boolean {
  if (contactHidden(ctx)) return false;
  if (!config.roles || ctx.isUniverseAdmin) return true;
  return ctx.role !== null && config.roles.includes(ctx.role);
}

export async function alertContact(ctx: AnalyticsContext, interviewId: number, config: AlertContactConfig): Promise<AlertContact> {
  // Withheld before it is read: what the role may not see never leaves the database.
  if (!maySeeContact(ctx, config)) return { status: 'withheld', ...NOTHING };
  const { rows } = await ctx.client.query<{ contact: Record<string, unknown> | null }>(`select contact from sample where interview_id = $1 order by id limit 1`, [interviewId]);
  const raw = rows[0]?.contact ?? {};
  const anonymised = new Set(config.anonymised ?? []);
  const value = (field: ContactField) => {
    const v = raw[field];
    return !anonymised.has(field) && typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const contact = { name: value('name'), email: value('email'), phone: value('phone') };
  return { status: FIELDS.some((f) => contact[f] !== null) ? 'shown' : 'none', ...contact };
}
