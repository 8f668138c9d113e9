/**
 * The user details form (spec 3 User details, sections 5 and 6): one member of the session's universe, its rules,
 * and the restricted user (an administrator editing themself), who cannot change their own role, disabled state,
 * notifications or question filters. A refused save answers 400 with the rules joined by commas and the user as
 * the server holds it, which replaces the form.
 */
import { passwordProblems, PASSWORD_PROBLEM_TEXT } from '../../core/passwordRules';
import { LOCALES } from '../../core/locales';
import { hashPassword } from '../accounts/passwords';
import type { AnalyticsContext } from '../survey/context';
import type { UserDetails } from '../../schemas/api/user-details.gen';
import type { UserSaved } from '../../schemas/api/user-saved.gen';
import { addressTaken, EMAIL_PATTERN, UserRejected } from './checks';
import { reachableRoles, requireReachable } from './reach';
import { requireMember, setActAs, writeMembership, type MemberRow } from './member';
import { mayEditPassword } from './password-rule';
import type { IdentityConfig } from '../config';
import { Forbidden } from '../errors';
import { channelsOf, chosenChannels, filterProblems, filtersOf, filtersToStore, requireFilterRight, roleChoices, surveysOfUniverse } from './settings';

type IdentityMode = IdentityConfig['mode'];
const passwordEditor = (ctx: AnalyticsContext, identityMode: IdentityMode) => ({ identityMode, callerId: ctx.userId, isRoot: ctx.isRoot });

/** The details form of a member (null: a blank new user). */
async function detailsOf(ctx: AnalyticsContext, member: MemberRow | null, identityMode: IdentityMode): Promise<UserDetails> {
  const reach = await reachableRoles(ctx);
  const roles = (await roleChoices(ctx.client)).filter((r) => reach === null || reach.includes(r.id));
  const surveys = await surveysOfUniverse(ctx.client);
  const restricted = member !== null && member.id === ctx.userId && !ctx.isRoot;
  return {
    userDTO: {
      id: member?.id ?? 0,
      email: member ? (member.email ?? member.username) : '',
      name: member?.fullName ?? '',
      password: '',
      repeatPassword: '',
      locale: member?.memberLocale ?? member?.locale ?? 'en',
      roleId: member?.roleId ?? null,
      actAsAccess: member?.actAsAccess ?? false,
      showIndicators: member?.showIndicators ?? false,
      lastLogin: member?.lastLogin ?? null,
      disabled: member?.disabled ?? false,
      notifyFlags: member && !member.notify ? 1 : 0,
      sendEmail: false,
    },
    roleNames: roles.map((r) => r.name),
    roleIDs: roles.map((r) => r.id),
    canEditPassword: mayEditPassword(passwordEditor(ctx, identityMode), member?.id ?? 0),
    restricted,
    locales: [...LOCALES],
    userQuestionFilterMap: Object.fromEntries(surveys.map((s) => [s.extName, filtersOf(s, member?.questionFilters[s.extName], ctx.locale)])),
    channelDTOs: await channelsOf(ctx.client, member?.roleId ?? null, member?.channels ?? []),
  };
}

export async function getUserDetails(ctx: AnalyticsContext, userId: number, identityMode: IdentityMode): Promise<UserDetails> {
  const member = userId === 0 ? null : await requireMember(ctx.client, userId);
  if (member) requireReachable(await reachableRoles(ctx), member.roleId, `the role of user ${member.id}`);
  return detailsOf(ctx, member, identityMode);
}

/** Saves the form in the caller's transaction; `invite` says whether an invitation mail is due once it commits. */
export async function saveUserDetails(ctx: AnalyticsContext, input: UserDetails, identityMode: IdentityMode): Promise<UserSaved> {
  const u = input.userDTO;
  const stored = u.id === 0 ? null : await requireMember(ctx.client, u.id);
  const restricted = stored !== null && stored.id === ctx.userId && !ctx.isRoot;
  const email = stored ? (stored.email ?? stored.username) : u.email.trim();
  const name = stored ? stored.fullName : u.name.trim();
  const roleId = restricted ? stored.roleId : u.roleId;
  const reach = await reachableRoles(ctx);
  if (stored) requireReachable(reach, stored.roleId, `the role of user ${stored.id}`);
  requireReachable(reach, roleId, `role ${roleId}`);
  const errors: string[] = [];
  if (!name) errors.push('Name is required');
  if (!stored) {
    if (!email) errors.push('Email is required');
    else if (!EMAIL_PATTERN.test(email)) errors.push(`"${email}" is not an e-mail address`);
    else if (await addressTaken(ctx.client, email)) errors.push(`${email} is already in use`);
  }
  if (roleId === null) errors.push('Role is required');
  else if (!(await roleChoices(ctx.client)).some((r) => r.id === roleId)) errors.push(`There is no role ${roleId} in this universe`);
  if (!(LOCALES as readonly string[]).includes(u.locale)) errors.push(`"${u.locale}" is not a language of the dashboard`);
  const password = u.password ?? '';
  if ((password || u.repeatPassword) && !mayEditPassword(passwordEditor(ctx, identityMode), stored?.id ?? 0)) {
    throw new Forbidden('password_not_editable', identityMode === 'embedded' ? 'Only the user themself or root may set the password of an existing user.' : 'The identity provider keeps the passwords; set it there.');
  }
  if (password || u.repeatPassword) {
    if (password !== (u.repeatPassword ?? '')) errors.push('Passwords must match');
    else errors.push(...passwordProblems(password, email).map((p) => `The password is too weak: ${PASSWORD_PROBLEM_TEXT[p]}`));
  }
  const filters = Object.values(input.userQuestionFilterMap).flat();
  errors.push(...filterProblems(filters, await surveysOfUniverse(ctx.client)));
  if (errors.length > 0) {
    const user = stored ? await detailsOf(ctx, stored, identityMode) : { ...input, userDTO: { ...u, password: '', repeatPassword: '' } };
    throw new UserRejected(errors, { user: { ...user, userDTO: { ...user.userDTO, errorMessage: errors.join(', ') } } });
  }
  const before = stored?.questionFilters ?? {};
  const questionFilters = restricted ? before : filtersToStore(before, Object.keys(input.userQuestionFilterMap), filters);
  requireFilterRight(ctx, before, questionFilters);
  const hash = password ? await hashPassword(password) : null;
  let id = stored?.id ?? 0;
  if (!stored) {
    const { rows } = await ctx.client.query<{ id: number }>(
      `insert into app_user (username, email, full_name, password_hash, locale, show_indicators) values ($1, $1, $2, $3, $4, $5) returning id`,
      [email, name, hash, u.locale, u.showIndicators],
    );
    id = rows[0]!.id;
  } else {
    await ctx.client.query(`update app_user set show_indicators = $2, password_hash = coalesce($3, password_hash) where id = $1`, [id, u.showIndicators, hash]);
  }
  await writeMembership(ctx.client, ctx.universeId, id, {
    roleId,
    locale: u.locale,
    disabled: restricted ? stored.disabled : u.disabled,
    notify: restricted ? stored.notify : u.notifyFlags === 0,
    channels: restricted ? stored.channels : chosenChannels(input.channelDTOs),
    questionFilters,
  });
  if (ctx.isRoot) await setActAs(ctx.client, ctx.universeId, id, u.actAsAccess);
  return { id, restricted, invited: !stored || u.sendEmail };
}

