/**
 * What a session may do: the one rule behind every guard (server/routes/guards.ts) and the analytics context.
 *
 * A session as oneself has one's own rights. An impersonating session ("act as", spec 1 section 6) has at most
 * the rights both people hold: never root, never an administrator's, data only where both may look, only in the
 * universe the administrator administers, and nothing that belongs to the person rather than the universe
 * (changing universe, password or username, reading the dev mailbox, acting as someone else). Root users and
 * administrators cannot be acted as, so an administrator never borrows rights above their own.
 */
import { surveyPrefsOf, type SurveyPrefs } from './survey-prefs';
import type pg from 'pg';
import type { Db } from '../db/pool';
import { Unauthenticated } from '../errors';
import { ROLE_LEVEL_RIGHTS, ROLE_RIGHTS, SURVEY_RIGHTS, type RoleRight, type SurveyRight } from '../../core/roleRights';
import { DEFAULT_LOCALE } from '../../core/locales';

/**
 * A person's locale in a universe, as SQL over their membership `member` (universe_member), their account `person`
 * (app_user) and the universe's id `universeId`: the membership's, else their own, else the universe's default
 * locale (spec 3, Universe), else English. Mails, reports, the session and the user forms all read it from here.
 */
export const localeSql = (member: string, person: string, universeId: string) =>
  `coalesce(nullif(${member}.locale, ''), nullif(${person}.locale, ''), (select default_locale from universe where id = ${universeId}), '${DEFAULT_LOCALE}')`;

/**
 * Rights a role grants beyond reading its units, with spec 3's names. The role-wide ones (the role form's four
 * flags) are stored as names in `role.permissions`; the survey ones in `role.survey_access` per survey (the form's
 * survey access list), where they hold in that survey only. A survey right listed in `permissions` (as roles
 * written before the role form have them) holds in every survey. Root holds every one, everybody else what their
 * role lists (an administrator's role too).
 */
export { ROLE_LEVEL_RIGHTS, ROLE_RIGHTS, SURVEY_RIGHTS, type RoleRight, type SurveyRight };

/** Lets a person open completed samples (ranking and sample list answer it as viewCompletedSamples). */
export const VIEW_COMPLETED_SAMPLES: RoleRight = 'canviewcompletedsamples';
/** Lets a person see the whole unit hierarchy, whatever their role's unit list. */
export const SEE_ALL_DATA: RoleRight = 'canseealldata';
/** Lets a person see samples: the sample list, a sample's page and every call about one (spec 3 section 3). */
export const VIEW_SAMPLES: RoleRight = 'canViewSamples';
/** Lets a person see who a sample or interview is about: names and contact data (hidden from roles without it). */
export const VIEW_ANON: RoleRight = 'canViewAnon';
/** Lets a person work on alerts (answers, comments, closing); reading them needs no right beyond the unit scope. */
export const HANDLE_ALERTS: RoleRight = 'canHandleAlerts';
/** Lets a person write actions at the units of their scope. */
export const EDIT_ACTIONS: RoleRight = 'canEditActions';
/**
 * Lets a person open the survey's status page: its load status (GET vuejs/surveys/loadcount, spec 1 Survey loadCount:
 * how many interviews are loaded and when the last one came). The spec names no other status screen.
 */
export const ACCESS_STATUS_PAGE: RoleRight = 'canAccessStatusPage';
/** Lets a person change users' question filters of the survey (user editor, details form); root holds it everywhere. */
export const MODIFY_USER_FILTERS: RoleRight = 'modifyUserFilters';

/** What one person holds in one universe, as stored. */
export interface Standing {
  userId: number;
  username: string;
  accountDisabled: boolean;
  isRoot: boolean;
  /** An enabled member of the universe. */
  member: boolean;
  hasRole: boolean;
  /** Their role administers the universe. */
  roleAdmin: boolean;
  /** Listed in universe_admin: may act as the universe's members. */
  actsAsOthers: boolean;
  /** Unit paths of their role with their subtrees; null for the whole hierarchy (canseealldata). */
  unitScope: string[] | null;
  /** The rights their role lists (ROLE_RIGHTS). */
  roleRights: RoleRight[];
  /** The survey rights their role grants per survey (by survey extName). */
  surveyRights: Record<string, RoleRight[]>;
  /** How each survey opens for their role: start page, views and their order (survey-prefs.ts). */
  surveyPrefs: Record<string, SurveyPrefs>;
  /** Their role's name (what discriminator branches name), null without a role. */
  roleName: string | null;
  locale: string;
  /** Their question filters in this universe, per survey extName and question: the allowed answers ';'-joined (universe_member.question_filters). */
  questionFilters: StoredQuestionFilters;
}

/** Per survey extName, per question id: the allowed answers joined by ';' (as the user editor stores them). */
export type StoredQuestionFilters = Record<string, Record<string, string>>;

export interface SessionRights {
  /** The person whose view the session has (the one acted as, when impersonating). */
  userId: number;
  /** The administrator behind an impersonating session; null otherwise. */
  actingUserId: number | null;
  universeId: number | null;
  impersonating: boolean;
  isRoot: boolean;
  /** Administers the session's universe: root, or a role there with administrator rights. */
  isUniverseAdmin: boolean;
  /** May read the universe's survey data. */
  mayReadData: boolean;
  /** Unit paths the session may see with their subtrees; null for everything, empty for nothing (scopes that do not overlap). */
  unitScope: string[] | null;
  /** The role whose view the session has (the person acted as, when impersonating); null without one. */
  roleName: string | null;
  mayChangeUniverse: boolean;
  /** Password, username, e-mail address: the person's own account. */
  mayChangeOwnAccount: boolean;
  mayReadMailbox: boolean;
  /** The role rights the session holds in every survey: all of them for root, never more than both people hold while impersonating. */
  roleRights: RoleRight[];
  /** Rights held in one survey only, by survey extName (rightsInSurvey adds them to roleRights). */
  surveyRights: Record<string, RoleRight[]>;
  /**
   * Question filters that narrow everything the session sees, each set applying in full: the person's own, and while
   * impersonating the administrator's too (never more than both may see). Nobody can lift them with a request's filters.
   */
  questionFilters: StoredQuestionFilters[];
  locale: string;
}

export interface SessionKey {
  userId: number;
  universeId: number | null;
  actingUserId?: number | null;
}

/** The 401 that ends an impersonating session whose grounds are gone; the caller revokes the session. */
export class ImpersonationEnded extends Unauthenticated {
  constructor(reason: string) {
    super('impersonation_ended', `Acting as another user has ended: ${reason} Sign in again.`);
  }
}

/** Reads the standing of people in a universe; `client` must be in that universe's tenant transaction. */
export async function standingsIn(client: pg.ClientBase, universeId: number | null, userIds: number[]): Promise<Map<number, Standing>> {
  const { rows } = await client.query<Omit<Standing, 'roleRights' | 'surveyRights' | 'surveyPrefs' | 'questionFilters'> & { unitScope: string[] | null; roleRights: unknown; surveyAccess: unknown; questionFilters: unknown }>(
    `select u.id as "userId", u.username, u.disabled as "accountDisabled", u.is_root as "isRoot",
            ${localeSql('m', 'u', '$2')} as locale,
            coalesce(m.user_id is not null and not m.disabled, false) as member,
            r.id is not null as "hasRole",
            coalesce(r.is_admin, false) as "roleAdmin",
            r.unit_scope as "unitScope",
            coalesce(r.permissions, '[]'::jsonb) as "roleRights",
            coalesce(r.survey_access, '[]'::jsonb) as "surveyAccess",
            r.name as "roleName",
            coalesce(m.question_filters, '{}'::jsonb) as "questionFilters",
            exists (select 1 from universe_admin a where a.admin_user_id = u.id and a.universe_id = $2) as "actsAsOthers"
       from app_user u
       left join universe_member m on m.user_id = u.id and m.universe_id = $2
       left join role r on r.id = m.role_id
      where u.id = any($1::int[])`,
    [userIds, universeId],
  );
  return new Map(
    rows.map(({ surveyAccess, questionFilters, ...r }) => [
      r.userId,
      { ...r, questionFilters: storedQuestionFilters(questionFilters), unitScope: scopeOf(knownRights(r.roleRights), r.unitScope), roleRights: knownRights(r.roleRights), surveyRights: surveyRightsOf(surveyAccess), surveyPrefs: surveyPrefsOf(surveyAccess) },
    ]),
  );
}

/** Why nobody may act as this person in the universe, or null when one may. */
export function whyNotImpersonable(target: Standing, universeTitle: string): string | null {
  if (target.isRoot) return `"${target.username}" is a root user: nobody may act as a root user.`;
  if (target.roleAdmin || target.actsAsOthers) return `"${target.username}" administers ${universeTitle}: nobody may act as an administrator.`;
  return null;
}

/** Whether someone may act as this person in the universe: an active member who is neither root nor an administrator. */
export function canBeActedAs(target: Standing): boolean {
  return target.member && !target.accountDisabled && whyNotImpersonable(target, '') === null;
}

/** Whether this person may act as the universe's members: listed as its admin and an enabled member of it. */
export function mayActAsOthers(person: Standing): boolean {
  return person.actsAsOthers && person.member && !person.accountDisabled;
}

/** canseealldata opens the whole hierarchy whatever the role's unit list; without it the list is all there is (an empty one is nothing). */
function scopeOf(rights: RoleRight[], units: string[] | null): string[] | null {
  return rights.includes(SEE_ALL_DATA) ? null : (units ?? []);
}

/** Names the product does not know (a typo in a role) grant nothing. */
function knownRights(names: unknown): RoleRight[] {
  return Array.isArray(names) ? ROLE_RIGHTS.filter((r) => names.includes(r)) : [];
}

/** The stored filters with every value a string (anything else in the column is ignored). */
function storedQuestionFilters(stored: unknown): StoredQuestionFilters {
  const out: StoredQuestionFilters = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const [survey, byQuestion] of Object.entries(stored as Record<string, unknown>)) {
    if (!byQuestion || typeof byQuestion !== 'object') continue;
    for (const [question, value] of Object.entries(byQuestion as Record<string, unknown>)) {
      if (typeof value === 'string' && value.trim()) (out[survey] ??= {})[question] = value;
    }
  }
  return out;
}

/** The true survey-right flags of each entry of a stored survey access list, by survey extName. */
function surveyRightsOf(list: unknown): Record<string, RoleRight[]> {
  const out: Record<string, RoleRight[]> = {};
  if (!Array.isArray(list)) return out;
  for (const entry of list as Record<string, unknown>[]) {
    if (entry && typeof entry.surveyExtName === 'string') out[entry.surveyExtName] = SURVEY_RIGHTS.filter((r) => entry[r] === true);
  }
  return out;
}

/** Root holds every role right; others what their role lists, and only as members with a role. */
function ownRights(p: Standing): RoleRight[] {
  if (p.isRoot) return [...ROLE_RIGHTS];
  return p.member && p.hasRole ? p.roleRights : [];
}

/** What a person holds in one survey: their role-wide rights and that survey's. */
export function ownSurveyRights(p: Standing, survey: string): RoleRight[] {
  const extra = p.isRoot || !(p.member && p.hasRole) ? [] : (p.surveyRights[survey] ?? []);
  const own = ownRights(p);
  return ROLE_RIGHTS.filter((r) => own.includes(r) || extra.includes(r));
}

/** The rights a session holds in one survey (ctx.roleRights of a survey call). */
export function rightsInSurvey(rights: Pick<SessionRights, 'roleRights' | 'surveyRights'>, survey: string): RoleRight[] {
  const extra = rights.surveyRights[survey] ?? [];
  return ROLE_RIGHTS.filter((r) => rights.roleRights.includes(r) || extra.includes(r));
}

/** Whether this standing administers its universe: root, or an enabled member whose role is an administrator's. The one rule. */
export function administers(p: Standing): boolean {
  return p.isRoot || (p.member && p.roleAdmin);
}

const ownData = (p: Standing) => p.isRoot || (p.member && p.hasRole);
const ownScope = (p: Standing) => (p.isRoot ? null : p.unitScope);

/** Where two unit scopes overlap (null is everything): the deeper path of each pair where one contains the other. */
export function intersectScopes(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const within = (path: string, scope: string) => path === scope || path.startsWith(`${scope},`);
  const out = new Set<string>();
  for (const x of a) {
    for (const y of b) {
      if (within(y, x)) out.add(y);
      else if (within(x, y)) out.add(x);
    }
  }
  return [...out];
}

/** The rule itself: a session's rights from the standing of its person and, when impersonating, of the administrator. */
export function combineRights(session: SessionKey, self: Standing, acting: Standing | null): SessionRights {
  const base = { userId: session.userId, universeId: session.universeId, locale: self.locale };
  if (!acting) {
    const inUniverse = session.universeId !== null;
    const isUniverseAdmin = inUniverse && administers(self);
    return {
      ...base,
      actingUserId: null,
      impersonating: false,
      isRoot: self.isRoot,
      isUniverseAdmin,
      mayReadData: inUniverse && ownData(self),
      unitScope: ownScope(self),
      roleName: self.roleName ?? null,
      mayChangeUniverse: true,
      mayChangeOwnAccount: true,
      mayReadMailbox: isUniverseAdmin,
      roleRights: inUniverse ? ownRights(self) : [],
      surveyRights: inUniverse && !self.isRoot && self.member && self.hasRole ? self.surveyRights : {},
      questionFilters: inUniverse ? [self.questionFilters] : [],
    };
  }
  if (session.universeId === null) throw new ImpersonationEnded('the session has no universe.');
  if (acting.accountDisabled || !mayActAsOthers(acting)) throw new ImpersonationEnded(`"${acting.username}" no longer administers this universe.`);
  const refused = whyNotImpersonable(self, 'this universe');
  if (refused) throw new ImpersonationEnded(refused);
  if (self.accountDisabled || !self.member) throw new ImpersonationEnded(`"${self.username}" is no longer an active member of this universe.`);
  const unitScope = intersectScopes(ownScope(self), ownScope(acting));
  return {
    ...base,
    actingUserId: acting.userId,
    impersonating: true,
    isRoot: false,
    isUniverseAdmin: false,
    mayReadData: ownData(self) && ownData(acting) && (unitScope === null || unitScope.length > 0),
    unitScope,
    roleName: self.roleName ?? null,
    mayChangeUniverse: false,
    mayChangeOwnAccount: false,
    mayReadMailbox: false,
    roleRights: ownRights(self).filter((r) => ownRights(acting).includes(r)),
    surveyRights: Object.fromEntries(
      [...new Set([...Object.keys(self.surveyRights), ...Object.keys(acting.surveyRights)])].map((s) => [
        s,
        ownSurveyRights(self, s).filter((r) => ownSurveyRights(acting, s).includes(r)),
      ]),
    ),
    questionFilters: [self.questionFilters, acting.questionFilters],
  };
}

/** The rights of a session, read inside the caller's tenant transaction. */
export async function rightsIn(client: pg.ClientBase, session: SessionKey): Promise<SessionRights> {
  const acting = session.actingUserId ?? null;
  const standings = await standingsIn(client, session.universeId, acting === null ? [session.userId] : [session.userId, acting]);
  const self = standings.get(session.userId);
  if (!self) throw new Unauthenticated('unauthorized', 'This account no longer exists.');
  if (acting !== null && !standings.get(acting)) throw new ImpersonationEnded('the administrator\'s account no longer exists.');
  return combineRights(session, self, acting === null ? null : standings.get(acting)!);
}

/** The rights of a session, in a transaction of its own. */
export function rightsOfSession(db: Db, session: SessionKey): Promise<SessionRights> {
  return db.withTenant({ universeId: session.universeId, userId: session.userId }, async (client) => {
    await client.query('set transaction read only');
    return rightsIn(client, session);
  });
}
