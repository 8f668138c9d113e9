/**
 * Roles (issue 20, spec 3 sections 3 and 7, Role list, Role, Survey access): the list, one role (id 0: a blank one),
 * the save and the delete. Roles belong to the session's universe (row-level security); the survey in the path
 * only places the call. The route admits administrators and root (server/plugins/access.ts requireUniverseAdmin).
 *
 * Stored: the role-wide rights as names in `role.permissions`, the survey access list in `role.survey_access`,
 * which is where server/accounts/rights.ts reads them (rightsInSurvey).
 */
import { localize } from '../../core/metrics/variables';
import { ROLE_LEVEL_RIGHTS, SURVEY_RIGHTS } from '../accounts/rights';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { inScope, type AnalyticsContext } from '../survey/context';
import { reachableRoles, requireReachable } from '../users/reach';
import type { AnchorAccess, QuestionNotification, Role, SurveyAccess, ViewAccess } from '../../schemas/api/role.gen';
import type { RoleDeleted } from '../../schemas/api/role-deleted.gen';
import type { RoleList } from '../../schemas/api/role-list.gen';
import type { RoleSaved } from '../../schemas/api/role-saved.gen';

interface RoleRow {
  id: number;
  name: string;
  title: string;
  parentId: number | null;
  unitScope: string[];
  permissions: string[];
  surveyAccess: Partial<SurveyAccess>[];
}

interface SurveyRow {
  id: number;
  extName: string;
  title: string;
  config: { views?: { extName: string; title?: Record<string, string> | string }[]; questions?: Record<string, { title?: Record<string, string> | string }> };
}

/** Units a role may be limited to: countries and regions (levels 1 and 2) of every survey; level 0 is the whole hierarchy. */
const SCOPE_LEVELS = [1, 2];

const ROLE_COLUMNS = `id, name, title, parent_id as "parentId", unit_scope as "unitScope", permissions, survey_access as "surveyAccess"`;

async function findRole(ctx: AnalyticsContext, id: number): Promise<RoleRow> {
  const { rows } = await ctx.client.query<RoleRow>(`select ${ROLE_COLUMNS} from role where id = $1`, [id]);
  if (!rows[0]) throw new NotFound('unknown_role', `There is no role ${id} in this universe.`);
  return rows[0];
}

async function surveysOf(ctx: AnalyticsContext): Promise<SurveyRow[]> {
  const { rows } = await ctx.client.query<SurveyRow>(`select id, ext_name as "extName", title, config from survey order by ext_name`);
  return rows;
}

export async function listRoles(ctx: AnalyticsContext): Promise<RoleList> {
  const surveys = await surveysOf(ctx);
  const known = new Set(surveys.map((s) => s.extName));
  const { rows } = await ctx.client.query<{ id: number; name: string; users: number; surveyAccess: Partial<SurveyAccess>[] }>(
    `select r.id, r.name, (select count(*)::int from universe_member m where m.role_id = r.id) as users, r.survey_access as "surveyAccess"
       from role r order by lower(r.name), r.id`,
  );
  return {
    surveyNames: surveys.map((s) => s.extName),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      usersWithRole: r.users,
      surveysEnabled: r.surveyAccess.filter((a) => a.access === true && known.has(a.surveyExtName ?? '')).map((a) => a.surveyExtName!),
    })),
  };
}

/** The survey access entry of one survey: what is stored over the survey's own views, anchor levels and questions. */
async function accessFor(ctx: AnalyticsContext, survey: SurveyRow, stored: Partial<SurveyAccess> | undefined, everywhere: string[]): Promise<SurveyAccess> {
  const { rows: levels } = await ctx.client.query<{ level: number }>(`select distinct level from unit where survey_id = $1 order by level`, [survey.id]);
  const views: ViewAccess[] = (survey.config.views ?? []).map((v, i) => {
    const kept = stored?.viewAccessList?.find((s) => s.viewExtName === v.extName);
    return { drilldownId: i, viewName: localize(v.title ?? v.extName, ctx.locale), viewExtName: v.extName, access: kept?.access ?? false, defaultDrill: kept?.defaultDrill ?? '' };
  });
  const anchors: AnchorAccess[] = levels.map(({ level }) => ({ id: level, anchorName: `${level}`, access: stored?.anchorAccessList?.find((a) => a.id === level)?.access ?? false }));
  const questions: QuestionNotification[] = Object.entries(survey.config.questions ?? {}).map(([id, q]) => ({
    id,
    title: localize(q.title ?? id, ctx.locale),
    notify: stored?.questionNotificationList?.find((s) => s.id === id)?.notify ?? false,
  }));
  const rights = Object.fromEntries(SURVEY_RIGHTS.map((r) => [r, stored?.[r] === true || everywhere.includes(r)])) as Record<(typeof SURVEY_RIGHTS)[number], boolean>;
  return {
    surveyExtName: survey.extName,
    surveyName: survey.title,
    access: stored?.access ?? false,
    ...rights,
    startPage: stored?.startPage ?? '',
    viewOrder: stored?.viewOrder ?? '',
    viewAccessList: views,
    anchorAccessList: anchors,
    notifications: stored?.notifications ?? false,
    questionNotificationList: questions,
    notificationChannelList: stored?.notificationChannelList ?? [],
  };
}

/** One role as the form edits it; 0 is a blank new role. */
export async function getRole(ctx: AnalyticsContext, id: number): Promise<Role> {
  const row: RoleRow = id === 0 ? { id: 0, name: '', title: '', parentId: null, unitScope: [], permissions: [], surveyAccess: [] } : await findRole(ctx, id);
  const surveys = await surveysOf(ctx);
  const { rows: roles } = await ctx.client.query<{ id: number; name: string }>(`select id, name from role where id <> $1 order by lower(name), id`, [row.id]);
  const { rows: units } = await ctx.client.query<{ path: string; name: string; level: number }>(
    `select distinct on (path) path, name, level from unit where level = any($1::int[]) order by path, survey_id`,
    [SCOPE_LEVELS],
  );
  const flag = (name: string) => row.permissions.includes(name);
  return {
    id: row.id,
    name: row.name,
    title: row.title === row.name ? '' : row.title,
    parentId: row.parentId,
    roles,
    units,
    canaddusers: flag('canaddusers'),
    canseealldata: flag('canseealldata'),
    cancreateroles: flag('cancreateroles'),
    canviewcompletedsamples: flag('canviewcompletedsamples'),
    unitScope: row.unitScope,
    surveyAccessList: await Promise.all(
      surveys.map((s) => accessFor(ctx, s, row.surveyAccess.find((a) => a.surveyExtName === s.extName), row.permissions)),
    ),
  };
}

/** The rules of a role before it is written: a name unique in the universe, a parent that exists and is no descendant, known units and surveys. */
async function check(ctx: AnalyticsContext, input: Role): Promise<void> {
  const name = input.name.trim();
  if (!name) throw new Invalid('role_name_required', 'A role needs a name.');
  const { rows: taken } = await ctx.client.query(`select 1 from role where lower(name) = lower($1) and id <> $2`, [name, input.id]);
  if (taken.length > 0) throw new Invalid('role_name_taken', `There is already a role named "${name}" in this universe.`);
  if (input.parentId !== null) {
    const { rows: chain } = await ctx.client.query<{ id: number }>(
      `with recursive up(id, parent_id) as (select id, parent_id from role where id = $1
         union select r.id, r.parent_id from role r join up on r.id = up.parent_id) select id from up`,
      [input.parentId],
    );
    if (chain.length === 0) throw new Invalid('unknown_parent_role', `The parent role ${input.parentId} does not exist in this universe.`);
    if (input.id !== 0 && chain.some((r) => r.id === input.id)) throw new Invalid('role_cycle', `A role cannot be its own parent or ancestor: choose another parent role for "${name}".`);
  }
  const scope = [...new Set(input.unitScope)];
  if (scope.length > 0) {
    const { rows } = await ctx.client.query<{ path: string }>(`select distinct path from unit where path = any($1::text[])`, [scope]);
    const missing = scope.filter((p) => !rows.some((r) => r.path === p));
    if (missing.length > 0) throw new Invalid('unknown_unit', `There is no unit "${missing[0]}" in this universe's surveys.`);
  }
  const surveys = new Set((await surveysOf(ctx)).map((s) => s.extName));
  const unknown = input.surveyAccessList.find((a) => !surveys.has(a.surveyExtName));
  if (unknown) throw new Invalid('unknown_survey', `There is no survey "${unknown.surveyExtName}" in this universe.`);
}

/** What is stored of a survey access entry: its flags and the user's choices, not the survey's titles. */
function storedAccess(a: SurveyAccess): Record<string, unknown> {
  return {
    surveyExtName: a.surveyExtName,
    access: a.access,
    ...Object.fromEntries(SURVEY_RIGHTS.map((r) => [r, a[r]])),
    startPage: a.startPage,
    viewOrder: a.viewOrder,
    viewAccessList: a.viewAccessList.map((v) => ({ viewExtName: v.viewExtName, access: v.access, defaultDrill: v.defaultDrill })),
    anchorAccessList: a.anchorAccessList.map((x) => ({ id: x.id, access: x.access })),
    notifications: a.notifications,
    questionNotificationList: a.questionNotificationList.map((q) => ({ id: q.id, notify: q.notify })),
    notificationChannelList: a.notificationChannelList,
  };
}

/** Roles strictly below the caller's own (what cancreateroles lets a non-administrator edit or delete); null: every role. */
async function rolesBelow(ctx: AnalyticsContext): Promise<number[] | null> {
  const reach = await reachableRoles(ctx);
  if (reach === null) return null;
  const { rows } = await ctx.client.query<{ roleId: number | null }>(`select role_id as "roleId" from universe_member where user_id = $1 and universe_id = $2`, [ctx.userId, ctx.universeId]);
  return reach.filter((id) => id !== rows[0]?.roleId);
}

/**
 * A non-administrator with cancreateroles creates roles below their own only, and never one that sees or may do
 * more than they do: a parent at or below their role, units inside their scope, rights they hold themselves.
 */
async function requireWithinOwn(ctx: AnalyticsContext, input: Role): Promise<void> {
  const below = await rolesBelow(ctx);
  if (below === null) return;
  if (input.id !== 0) requireReachable(below, input.id, `role ${input.id}`);
  if (input.parentId === null) throw new Forbidden('outside_role_reach', 'Your role lets you create roles only below your own: choose your role or one below it as the parent.');
  requireReachable(await reachableRoles(ctx), input.parentId, `parent role ${input.parentId}`);
  if (ctx.scope !== null && (input.canseealldata || input.unitScope.some((p) => !inScope(ctx.scope, p)))) {
    throw new Forbidden('outside_scope', 'Your role lets you give a role only units inside your own scope.');
  }
  const more: string[] = ROLE_LEVEL_RIGHTS.filter((r) => input[r] && !ctx.rightsInSurvey(ctx.survey.extName).includes(r));
  for (const a of input.surveyAccessList) more.push(...SURVEY_RIGHTS.filter((r) => a[r] && !ctx.rightsInSurvey(a.surveyExtName).includes(r)));
  if (more.length > 0) throw new Forbidden('missing_right', `Your role lets you give a role only rights you hold: not ${[...new Set(more)].join(', ')}.`);
}

/** Creates (id 0) or updates a role in the caller's transaction; refused roles write nothing. */
export async function saveRole(ctx: AnalyticsContext, input: Role): Promise<RoleSaved> {
  if (input.id !== 0) await findRole(ctx, input.id);
  await check(ctx, input);
  await requireWithinOwn(ctx, input);
  const name = input.name.trim();
  const values = [
    name,
    input.title.trim() || name,
    input.parentId,
    JSON.stringify([...new Set(input.unitScope)]),
    JSON.stringify(ROLE_LEVEL_RIGHTS.filter((r) => input[r])),
    JSON.stringify(input.surveyAccessList.map(storedAccess)),
  ];
  if (input.id === 0) {
    const { rows } = await ctx.client.query<{ id: number }>(
      `insert into role (universe_id, name, title, parent_id, unit_scope, permissions, survey_access) values ($7, $1, $2, $3, $4, $5, $6) returning id`,
      [...values, ctx.universeId],
    );
    return { id: rows[0]!.id };
  }
  await ctx.client.query(`update role set name = $1, title = $2, parent_id = $3, unit_scope = $4, permissions = $5, survey_access = $6 where id = $7`, [...values, input.id]);
  return { id: input.id };
}

/** Deletes a role nobody holds; a role in use is refused with how many hold it. */
export async function deleteRole(ctx: AnalyticsContext, id: number): Promise<RoleDeleted> {
  const role = await findRole(ctx, id);
  requireReachable(await rolesBelow(ctx), id, `role ${id}`);
  const { rows } = await ctx.client.query<{ n: number }>(`select count(*)::int as n from universe_member where role_id = $1`, [id]);
  const n = rows[0]!.n;
  if (n > 0) throw new Conflict('role_in_use', `"${role.name}" is the role of ${n} ${n === 1 ? 'user' : 'users'}: give them another role first.`);
  await ctx.client.query(`delete from role where id = $1`, [id]);
  return { id, deleted: true };
}
