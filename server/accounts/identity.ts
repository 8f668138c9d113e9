import type pg from 'pg';
import { OPEN_ALERT_STATES } from '../../core/alerts/validation';
import { DEFAULT_LOCALE } from '../../core/locales';
import { LOGIN_STATUS } from '../../core/loginStatus';
import { alertScreenPage } from '../alerts/config';
import { campaignLinkEntries } from '../campaigns/rules';
import { inScopeSql } from '../analytics/sql';
import type { Db } from '../db/pool';
import { Forbidden } from '../errors';
import { openAlertCount, surveyIndicators } from '../indicators/figures';
import { readSurveyAnalytics } from '../analytics/survey-config';
import { inScope, questionFilterTokens } from '../survey/context';
import { startPageOf, viewsFor } from './survey-prefs';
import { ACCESS_STATUS_PAGE, administers, localeSql, canBeActedAs, mayActAsOthers, ownSurveyRights, standingsIn, VIEW_SAMPLES, whyNotImpersonable, type Standing } from './rights';
import type { UserRow } from './users';
import type {
  AdminUserList,
  GlobalOverviewRow,
  SurveySummary,
  SystemMessage,
  UniverseRef,
  UserIdentity,
} from '../../core/identity';

export type {
  AdminUserList,
  GlobalOverviewRow,
  LoginStatus,
  SurveySummary,
  SystemMessage,
  UniverseRef,
  UserIdentity,
} from '../../core/identity';

interface Membership extends UniverseRef {
  id: number;
  /** The member's locale there (localeSql). */
  locale: string;
  disabled: boolean;
  firstLoadSeconds: number;
}

/** What a sign-in asked for: an explicit universe, and whether the indicator overview may be shown. */
export interface SignInWish {
  universeName?: string | null;
  allowIndicators?: boolean;
}

/** The decision of a sign-in: either a universe to open a session in, or a login status to answer with. */
/** The identity of a user the server knows: every field but the ones only some answers carry (authToken, loadStatus, ...). */
type KnownUserIdentity = UserIdentity & Required<Omit<UserIdentity, 'authToken' | 'loadStatus' | 'actingUser' | 'profileURL' | 'globalOverviewData'>>;

export type SignInDecision = { kind: 'session'; universeId: number } | { kind: 'status'; identity: UserIdentity };

function localized(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>;
    const pick = byLocale[locale] ?? byLocale.en ?? Object.values(byLocale)[0];
    if (typeof pick === 'string') return pick;
  }
  return '';
}

/** A view's start path, moved into the role's scope when the role may not see it (a region-limited user starts at their region). */
export function startPathFor(startPath: string, unitScope: string[]): string {
  if (unitScope.length === 0 || inScope(unitScope, startPath)) return startPath;
  // A start path above the scope (e.g. `all` for a role limited to `all,north`) goes down to the scope.
  return unitScope.find((scope) => scope.startsWith(`${startPath},`)) ?? unitScope[0]!;
}

function array(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : [];
}

/** Builds the spec's user identity and decides which login status a sign-in gets (spec 1 section 4). */
export function createIdentityService(db: Db) {
  /** Every membership of a user, disabled ones included (so a disabled one can be named in the error). */
  async function memberships(userId: number): Promise<Membership[]> {
    // universe_member is visible to its own user through app.user_id, before any universe is chosen.
    return db.withTenant({ universeId: null, userId }, async (c) => {
      const { rows } = await c.query<Membership>(
        `select u.id, u.name, u.title, u.host, ${localeSql('m', 'p', 'u.id')} as locale, m.disabled, u.first_load_seconds as "firstLoadSeconds"
           from universe_member m
           join universe u on u.id = m.universe_id
           join app_user p on p.id = m.user_id
          where m.user_id = $1
          order by u.title`,
        [userId],
      );
      return rows;
    });
  }

  /** The universe a user may enter by name, or an error saying why not. */
  async function enterable(userId: number, universeName: string): Promise<Membership> {
    const found = (await memberships(userId)).find((m) => m.name === universeName);
    if (!found) throw new Forbidden('forbidden', `You are not a member of the universe "${universeName}".`);
    if (found.disabled) {
      throw new Forbidden('member_disabled', `Your account is disabled in the universe "${found.title}". Ask its administrator to enable it.`);
    }
    return found;
  }

  /** The universes this user may act as others in (server/accounts/rights.ts: an enabled member listed as admin). */
  async function actingUniverses(user: UserRow): Promise<{ id: number; name: string; title: string }[]> {
    const listed = await db.withTenant({ universeId: null, userId: user.id }, async (c) => {
      const { rows } = await c.query<{ id: number; name: string; title: string }>(
        `select u.id, u.name, u.title from universe_admin a join universe u on u.id = a.universe_id
          where a.admin_user_id = $1 order by u.title`,
        [user.id],
      );
      return rows;
    });
    const allowed = [];
    for (const u of listed) {
      const me = await db.withTenant({ universeId: u.id, userId: user.id }, async (c) => (await standingsIn(c, u.id, [user.id])).get(user.id));
      if (me && mayActAsOthers(me)) allowed.push(u);
    }
    return allowed;
  }

  /** The enabled members of a universe one may act as: never root users nor its administrators. */
  async function impersonable(c: pg.PoolClient, universeId: number, actingUserId: number): Promise<Standing[]> {
    const { rows } = await c.query<{ id: number }>(`select user_id as id from universe_member where universe_id = $1 and user_id <> $2`, [universeId, actingUserId]);
    const standings = await standingsIn(c, universeId, rows.map((r) => r.id));
    return [...standings.values()].filter(canBeActedAs);
  }

  /** For each universe this user administers: the members they may act as. */
  async function adminUserLists(user: UserRow): Promise<AdminUserList[]> {
    const lists: AdminUserList[] = [];
    for (const u of await actingUniverses(user)) {
      const users = await db.withTenant({ universeId: u.id, userId: user.id }, async (c) => {
        const ids = (await impersonable(c, u.id, user.id)).map((s) => s.userId);
        const { rows } = await c.query<{ username: string; fullName: string }>(
          `select username, full_name as "fullName" from app_user where id = any($1::int[]) order by full_name`,
          [ids],
        );
        return rows;
      });
      lists.push({ universeName: u.name, universeTitle: u.title, adminUser: user.username, users });
    }
    return lists;
  }

  /** Decides an act-as request: the person and universe, or a 403 that says why not. */
  async function actAsTarget(admin: UserRow, universeName: string, userName: string): Promise<{ userId: number; universeId: number }> {
    const universe = (await actingUniverses(admin)).find((u) => u.name === universeName);
    if (!universe) throw new Forbidden('not_universe_admin', `You may not act as other users in the universe "${universeName}".`);
    const notActive = new Forbidden('not_in_universe', `"${userName}" is not an active user of ${universe.title}, so you cannot act as them.`);
    return db.withTenant({ universeId: universe.id, userId: admin.id }, async (c) => {
      const { rows } = await c.query<{ id: number }>(`select id from app_user where lower(username) = lower($1)`, [userName]);
      const target = rows[0] ? (await standingsIn(c, universe.id, [rows[0].id])).get(rows[0].id) : undefined;
      if (!target) throw notActive;
      const refusal = whyNotImpersonable(target, universe.title);
      if (refusal) throw new Forbidden('not_impersonable', refusal);
      if (!target.member || target.accountDisabled) throw notActive;
      return { userId: target.userId, universeId: universe.id };
    });
  }

  async function globalOverview(userId: number, universes: Membership[]): Promise<GlobalOverviewRow[]> {
    const rows: GlobalOverviewRow[] = [];
    for (const m of universes) {
      const counts = await db.withTenant({ universeId: m.id, userId }, async (c) => {
        // Only what the role covers, as in the results (server/accounts/rights.ts): root and canseealldata
        // everything, otherwise the role's unit subtrees, a member without a role nothing.
        const me = (await standingsIn(c, m.id, [userId])).get(userId);
        const { isRoot = false, hasRole = false, unitScope = [], questionFilters = {} } = me ?? {};
        if (!isRoot && !hasRole) return { nSurveys: 0, nInterviews30d: 0, nOpenAlerts: 0 };
        // The figures the indicator blocks show (server/indicators/figures.ts), over the last 30 days.
        const surveys = await surveyIndicators(c, { scope: isRoot ? null : unitScope, questionFilters: [questionFilters], timeSpan: 'last30days', today: db.today(), locale: m.locale });
        return {
          nSurveys: surveys.length,
          nInterviews30d: surveys.reduce((n, s) => n + s.nInterviews, 0),
          nOpenAlerts: surveys.reduce((n, s) => n + s.nOpenAlerts, 0),
        };
      });
      rows.push({ universeName: m.name, universeTitle: m.title, ...counts });
    }
    return rows;
  }

  /**
   * Surveys with what the shell needs: views and their start paths, pages (adminOnly ones for administrators), start
   * filter, open alerts in the role's scope. `unitScope` as the session's rights have it (server/accounts/rights.ts):
   * null for the whole hierarchy, empty for none.
   */
  async function surveys(c: pg.PoolClient, locale: string, unitScope: string[] | null, admin: boolean, standing: Standing | undefined): Promise<SurveySummary[]> {
    const { rows } = await c.query<{ id: number; extName: string; title: string; config: Record<string, unknown> }>(
      // A survey is offered only when the role can see some of its units: hierarchies differ per survey,
      // so a role limited to one store region sees nothing of a survey organised by teams.
      `select s.id, s.ext_name as "extName", s.title, s.config from survey s
        where $1::text[] is null or exists (select 1 from unit un where un.survey_id = s.id and ${inScopeSql('un.path', '$1')})
        order by s.title`,
      [unitScope],
    );
    const alerts = await c.query<{ surveyId: number; n: number }>(
      `select a.survey_id as "surveyId", count(*)::int as n
         from alert a join interview i on i.id = a.interview_id join unit un on un.id = i.unit_id
        where a.state in (${OPEN_ALERT_STATES.join(', ')})
          and ${inScopeSql('un.path', '$1')}
        group by a.survey_id`,
      [unitScope],
    );
    const openBySurvey = new Map(alerts.rows.map((r) => [r.surveyId, r.n]));
    // The person's question filters narrow the badge as they narrow the alert list (each survey by its own questions).
    for (const s of standing ? rows : []) {
      const sa = readSurveyAnalytics(s.config);
      const questionFilters = questionFilterTokens([standing!.questionFilters], s.extName, sa);
      if (questionFilters.length) openBySurvey.set(s.id, await openAlertCount(c, s.id, unitScope, { sa, questionFilters }));
    }
    return rows.map((s) => {
      // Root opens every survey as configured; a role may set its start page, views and their order.
      const prefs = standing && !standing.isRoot ? standing.surveyPrefs[s.extName] : undefined;
      const pages = array(s.config.pages)
        // The alert list screen's page shows on that screen, not as a page of its own.
        .filter((p) => (admin || p.adminOnly !== true) && (p.extname ?? p.extName) !== alertScreenPage(s.config))
        .map((p) => ({
          extname: String(p.extname ?? p.extName ?? ''),
          title: localized(p.title, locale),
          icon: typeof p.icon === 'string' ? p.icon : null,
        }));
      const views = array(s.config.views).map((v) => ({
        extName: String(v.extName ?? ''),
        title: localized(v.title, locale),
        startPath: typeof v.startPath === 'string' ? v.startPath : 'all',
      }));
      return {
        extName: s.extName,
        title: s.title,
        views: viewsFor(views, prefs).map((v) => ({ ...v, startPath: startPathFor(v.startPath, unitScope ?? []) })),
        pages,
        startFilter: typeof s.config.startFilter === 'string' ? s.config.startFilter : '',
        nOpenAlerts: openBySurvey.get(s.id) ?? 0,
        startPage: startPageOf(pages, typeof s.config.startPage === 'string' ? s.config.startPage : '', prefs),
        canViewSamples: standing !== undefined && ownSurveyRights(standing, s.extName).includes(VIEW_SAMPLES),
        canAccessStatusPage: standing !== undefined && ownSurveyRights(standing, s.extName).includes(ACCESS_STATUS_PAGE),
        // The campaigns the alert list's dialog offers start the creation wizard: its administrators'.
        campaigns: admin ? campaignLinkEntries(s.config).map((l) => ({ extName: l.extName, bodyText: localized(l.bodyText, locale), actionText: localized(l.actionText, locale) })) : [],
      };
    });
  }

  async function systemMessage(universeId: number | null, locale: string): Promise<SystemMessage | null> {
    const { rows } = await db.pool.query<{ text: string; texts: Record<string, string> } & Omit<SystemMessage, 'text'>>(
      `select text, texts, background_color as "backgroundColor", text_color as "textColor", link, icon
         from system_message
        where (universe_id is null or universe_id = $1) and starts_at <= now() and (ends_at is null or ends_at > now())
        order by universe_id nulls last, starts_at desc limit 1`,
      [universeId],
    );
    const row = rows[0];
    if (!row) return null;
    const { texts, ...rest } = row;
    return { ...rest, text: texts[locale] ?? row.text };
  }

  /** Starts (once) and measures a user's first load of a slow universe: the percentage done. */
  async function loadPercent(m: Membership, userId: number): Promise<number> {
    if (m.firstLoadSeconds <= 0) return 100;
    return db.withTenant({ universeId: m.id, userId }, async (c) => {
      await c.query(`insert into universe_load (universe_id, user_id) values ($1, $2) on conflict do nothing`, [m.id, userId]);
      const { rows } = await c.query<{ elapsed: number }>(
        `select extract(epoch from now() - started_at)::float8 as elapsed from universe_load where universe_id = $1 and user_id = $2`,
        [m.id, userId],
      );
      return Math.min(100, Math.floor(((rows[0]?.elapsed ?? 0) / m.firstLoadSeconds) * 100));
    });
  }

  async function identity(user: UserRow, universeId: number | null, opts: { actingUser?: string | null } = {}): Promise<KnownUserIdentity> {
    const all = await memberships(user.id);
    const enabled = all.filter((m) => !m.disabled);
    const current = enabled.find((m) => m.id === universeId) ?? null;
    const locale = current?.locale ?? user.locale ?? DEFAULT_LOCALE;
    // Role and surveys are tenant rows: read them inside the chosen universe.
    const { surveyList, roleName, admin } = current
      ? await db.withTenant({ universeId: current.id, userId: user.id }, async (c) => {
          // Role, rights and scope in one read. Acting as someone never gives administrator rights, so never the
          // administrators' pages either.
          const standing = (await standingsIn(c, current.id, [user.id])).get(user.id);
          const admin = !opts.actingUser && standing !== undefined && administers(standing);
          // The scope rule of the results (canseealldata, the role's units): rights.ts reads it into the standing.
          const scope = standing === undefined ? [] : standing.isRoot ? null : standing.unitScope;
          return { surveyList: await surveys(c, locale, scope, admin, standing), roleName: standing?.roleName ?? null, admin };
        })
      : { surveyList: [], roleName: null, admin: !opts.actingUser && user.isRoot };
    const percent = current ? await loadPercent(current, user.id) : 100;
    const strip = ({ name, title, host }: Membership): UniverseRef => ({ name, title, host });
    return {
      loginStatus: current ? (percent < 100 ? LOGIN_STATUS.loading : LOGIN_STATUS.signedIn) : enabled.length > 1 ? LOGIN_STATUS.chooseUniverse : LOGIN_STATUS.notConfigured,
      ...(current && percent < 100 ? { loadStatus: percent } : {}),
      username: user.username,
      fullName: user.fullName,
      userId: user.id,
      universe: current?.name ?? null,
      universes: enabled.map(strip),
      surveys: surveyList,
      startSurvey: surveyList[0]?.extName ?? null,
      role: roleName,
      locale,
      // Acting as someone never gives root or administrator rights (server/accounts/rights.ts).
      isRoot: !opts.actingUser && user.isRoot,
      isUserAdmin: admin,
      universeAdminUserList: opts.actingUser ? [] : await adminUserLists(user),
      actingUser: opts.actingUser ?? null,
      systemMessage: await systemMessage(current?.id ?? null, locale),
    };
  }

  return {
    memberships,
    enterable,
    adminUserLists,
    actAsTarget,
    identity,

    /**
     * Where a sign-in lands (spec 1 section 4): the universe asked for; else status 7 for a universe
     * admin (act as someone, or continue as themselves); else the only universe; else status 5 (or 6
     * with the indicator overview); status 9 when the user belongs to no universe.
     */
    async decide(user: UserRow, wish: SignInWish): Promise<SignInDecision> {
      if (wish.universeName) return { kind: 'session', universeId: (await enterable(user.id, wish.universeName)).id };
      const enabled = (await memberships(user.id)).filter((m) => !m.disabled);
      const base = await identity(user, null);
      if (base.universeAdminUserList.length > 0) return { kind: 'status', identity: { ...base, loginStatus: LOGIN_STATUS.actAs } };
      if (enabled.length === 1) return { kind: 'session', universeId: enabled[0]!.id };
      if (enabled.length === 0) return { kind: 'status', identity: { ...base, loginStatus: LOGIN_STATUS.notConfigured } };
      if (wish.allowIndicators) {
        return { kind: 'status', identity: { ...base, loginStatus: LOGIN_STATUS.chooseUniverseByIndicators, globalOverviewData: await globalOverview(user.id, enabled) } };
      }
      return { kind: 'status', identity: { ...base, loginStatus: LOGIN_STATUS.chooseUniverse } };
    },

    /** Records an impersonation for audit (a tenant row of the universe it happened in). */
    async recordImpersonation(universeId: number, adminUserId: number, userId: number, address: string): Promise<void> {
      await db.withTenant({ universeId, userId: adminUserId }, (c) =>
        c.query(`insert into impersonation (universe_id, admin_user_id, user_id, address) values ($1, $2, $3, $4)`, [
          universeId,
          adminUserId,
          userId,
          address,
        ]),
      );
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
