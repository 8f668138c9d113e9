/**
 * The user editor (spec 3 User editor data, Universe user; sections 4, 5 and 6): the person and a card per
 * universe. Root sees every universe, an administrator the session's. The save is one transaction across the
 * universes (the tenant switched per card, server/users/member.ts inUniverse); every broken rule is named, joined
 * by commas, and nothing is written.
 */
import { LOCALES } from '../../core/locales';
import { Forbidden } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { UniverseUser, UserEditorData } from '../../schemas/api/user-editor-data.gen';
import type { UserSaved } from '../../schemas/api/user-saved.gen';
import { addressTaken, EMAIL_PATTERN, UserRejected } from './checks';
import { splitName, type IdentityProviderDirectory } from './directory';
import { reachableRoles, requireReachable } from './reach';
import { findMember, inUniverse, requireMember, setActAs, writeMembership, type MemberRow } from './member';
import { channelsOf, chosenChannels, filterProblems, filtersOf, filtersToStore, requireFilterRight, roleChoices, surveysOfUniverse } from './settings';
import { GLOBAL_SURVEY } from '../../core/filters/globalSurvey';

interface UniverseRow {
  id: number;
  name: string;
  title: string;
}

/** The universes whose cards the caller sees: every one for root, the session's for an administrator. */
async function editableUniverses(ctx: AnalyticsContext): Promise<UniverseRow[]> {
  const { rows } = await ctx.client.query<UniverseRow>(
    `select id, name, title from universe where $1 or id = $2 order by (id = $2) desc, lower(title)`,
    [ctx.isRoot, ctx.universeId],
  );
  return rows;
}

async function cardOf(ctx: AnalyticsContext, universe: UniverseRow, userId: number): Promise<UniverseUser> {
  return inUniverse(ctx.client, universe.id, async () => {
    const member = userId === 0 ? null : await findMember(ctx.client, userId);
    // Root sees every universe's card; others only the session's, where their reach is read.
    const reach = ctx.isRoot ? null : await reachableRoles(ctx);
    if (member) requireReachable(reach, member.roleId, `the role of user ${member.id}`);
    const surveys = await surveysOfUniverse(ctx.client);
    // Non-root administrators see only the global survey's filters when a global survey exists (spec 3 section 6).
    const shown = !ctx.isRoot && surveys.some((s) => s.extName === GLOBAL_SURVEY) ? surveys.filter((s) => s.extName === GLOBAL_SURVEY) : surveys;
    return {
      universeName: universe.name,
      universeTitle: universe.title,
      userId: member?.id ?? 0,
      createuser: member !== null,
      disabled: member?.disabled ?? false,
      admin: member?.actAsAccess ?? false,
      notification: member?.notify ?? true,
      locales: [...LOCALES],
      selectedlocale: member?.memberLocale ?? member?.locale ?? 'en',
      selectedrole: member?.roleId ?? null,
      roles: (await roleChoices(ctx.client)).filter((r) => reach === null || reach.includes(r.id)),
      surveys: shown.map((s) => ({ surveyName: s.title, extname: s.extName, userVariables: filtersOf(s, member?.questionFilters[s.extName], ctx.locale) })),
      notificationChannels: await channelsOf(ctx.client, member?.roleId ?? null, member?.channels ?? []),
    };
  });
}

export async function getEditorData(ctx: AnalyticsContext, userId: number, directory: IdentityProviderDirectory): Promise<UserEditorData> {
  const person = userId === 0 ? null : await requireMember(ctx.client, userId);
  const names = splitName(person?.fullName ?? '');
  return {
    id: person?.id ?? 0,
    email: person ? (person.email ?? person.username) : '',
    ...names,
    enabled: person ? !person.accountDisabled : true,
    indicators: person?.showIndicators ?? false,
    invite: person === null,
    keyCloakData: ctx.isRoot && person ? await directory.account(ctx.client, person.id) : null,
    universeUsers: await cardsOf(ctx, person?.id ?? 0),
  };
}

/** One card after the other: they share the transaction, whose tenant each card switches. */
async function cardsOf(ctx: AnalyticsContext, userId: number): Promise<UniverseUser[]> {
  const cards: UniverseUser[] = [];
  for (const universe of await editableUniverses(ctx)) cards.push(await cardOf(ctx, universe, userId));
  return cards;
}

/** The notification channels a role offers, for the card whose role was just chosen. */
export async function getChannels(ctx: AnalyticsContext, userId: number, roleId: number) {
  const member = userId === 0 ? null : await requireMember(ctx.client, userId);
  return { notificationChannels: await channelsOf(ctx.client, roleId, member?.channels ?? []) };
}

/**
 * The restricted user (an administrator editing themself, spec 3 section 6) keeps their role, their enabled
 * membership and the universe: changing them would raise their own rights or lock them out. Root may.
 */
function requireOwnMembershipKept(stored: MemberRow, card: UniverseUser | undefined): void {
  const ask = 'ask another administrator.';
  if (!card?.createuser) throw new Forbidden('own_membership', `You cannot remove yourself from this universe: ${ask}`);
  if (card.selectedrole !== stored.roleId) throw new Forbidden('own_membership', `You cannot change your own role: ${ask}`);
  if (card.disabled !== stored.disabled) throw new Forbidden('own_membership', `You cannot disable your own membership: ${ask}`);
}

export async function saveEditorData(ctx: AnalyticsContext, input: UserEditorData): Promise<UserSaved> {
  const person = input.id === 0 ? null : await requireMember(ctx.client, input.id);
  const universes = await editableUniverses(ctx);
  const outside = input.universeUsers.find((c) => !universes.some((u) => u.name === c.universeName));
  if (outside) throw new Forbidden('forbidden', `You do not administer the universe "${outside.universeName}".`);
  if (person && person.id === ctx.userId && !ctx.isRoot) requireOwnMembershipKept(person, input.universeUsers.find((c) => c.universeName === universes.find((u) => u.id === ctx.universeId)?.name));
  const email = input.email.trim();
  const errors: string[] = [];
  if (!email) errors.push('Email is required');
  else if (!EMAIL_PATTERN.test(email)) errors.push(`"${email}" is not an e-mail address`);
  else if (!person && (await addressTaken(ctx.client, email))) errors.push(`${email} is already in use`);
  if (!input.firstName.trim() || !input.lastName.trim()) errors.push('Name is required');
  const active = input.universeUsers.filter((c) => c.createuser);
  if (active.length === 0) errors.push('At least one universe must be associated with user');
  for (const card of active) {
    const universe = universes.find((u) => u.name === card.universeName)!;
    await inUniverse(ctx.client, universe.id, async () => {
      if (card.selectedrole === null) errors.push(`Role is required in ${universe.title}`);
      else if (!(await roleChoices(ctx.client)).some((r) => r.id === card.selectedrole)) errors.push(`There is no role ${card.selectedrole} in ${universe.title}`);
      if (!(LOCALES as readonly string[]).includes(card.selectedlocale)) errors.push(`"${card.selectedlocale}" is not a language of the dashboard`);
      errors.push(...filterProblems(card.surveys.flatMap((s) => s.userVariables), await surveysOfUniverse(ctx.client)));
    });
  }
  if (errors.length > 0) throw new UserRejected(errors);
  if (!ctx.isRoot) {
    const reach = await reachableRoles(ctx);
    if (person) requireReachable(reach, person.roleId, `the role of user ${person.id}`);
    for (const card of active) requireReachable(reach, card.selectedrole, `role ${card.selectedrole}`);
  }
  const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
  let id = person?.id ?? 0;
  if (!person) {
    const { rows } = await ctx.client.query<{ id: number }>(
      `insert into app_user (username, email, full_name, locale, show_indicators, disabled) values ($1, $1, $2, $3, $4, $5) returning id`,
      [email, fullName, active[0]!.selectedlocale, input.indicators, ctx.isRoot ? !input.enabled : false],
    );
    id = rows[0]!.id;
  } else {
    await ctx.client.query(`update app_user set full_name = $2, show_indicators = $3, disabled = case when $4 then $5 else disabled end where id = $1`, [
      id,
      fullName,
      input.indicators,
      ctx.isRoot,
      !input.enabled,
    ]);
  }
  for (const card of input.universeUsers) {
    const universe = universes.find((u) => u.name === card.universeName)!;
    await inUniverse(ctx.client, universe.id, async () => {
      if (!card.createuser) {
        if (person) await ctx.client.query(`delete from universe_member where user_id = $1 and universe_id = $2`, [id, universe.id]);
        return;
      }
      const before = (person && (await findMember(ctx.client, id))?.questionFilters) || {};
      const questionFilters = filtersToStore(before, card.surveys.map((s) => s.extname), card.surveys.flatMap((s) => s.userVariables));
      requireFilterRight(ctx, before, questionFilters);
      await writeMembership(ctx.client, universe.id, id, {
        roleId: card.selectedrole,
        locale: card.selectedlocale,
        disabled: card.disabled,
        notify: card.notification,
        channels: chosenChannels(card.notificationChannels),
        questionFilters,
      });
      if (ctx.isRoot) await setActAs(ctx.client, universe.id, id, card.admin);
    });
  }
  return { id, restricted: id === ctx.userId && !ctx.isRoot, invited: input.invite };
}
