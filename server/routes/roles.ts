/**
 * Role calls (issue 20, spec 3 section 7, Survey administration: Roles): the list, one role (0: a blank one), the
 * save and the delete. Administrators of the universe and root only; roles are the universe's rows (row-level
 * security), the survey in the path places the call in it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deleteRole, getRole, listRoles, saveRole } from '../roles/service';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { Role } from '../../schemas/api/role.gen';
import type { RoleDeleted } from '../../schemas/api/role-deleted.gen';
import type { RoleList } from '../../schemas/api/role-list.gen';
import type { RoleSaved } from '../../schemas/api/role-saved.gen';
import type { RoleParams } from '../../schemas/api/params/role-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';

/** Administrators, root, and roles with cancreateroles (limited to roles below their own, server/users/reach.ts). */
const adminAccess = { access: { role: 'universeAdmin', orRight: 'cancreateroles', scope: 'survey', doing: 'administer roles' } } as const;
const tags = ['roles'];

export async function roleRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: SurveyParams; Reply: RoleList }>(
    '/vuejs/roles/:survey',
    {
      config: adminAccess,
      schema: { summary: "The universe's surveys and roles (users holding each, surveys each opens)", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'RoleList#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, listRoles),
  );

  app.get<{ Params: RoleParams; Reply: Role }>(
    '/vuejs/roles/:survey/:roleId',
    {
      config: adminAccess,
      schema: { summary: 'One role as the role form edits it (0: a blank new role), with the parent and unit choices', tags, params: { $ref: 'RoleParams#' }, response: { 200: { $ref: 'Role#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, (a) => getRole(a, request.params.roleId)),
  );

  app.post<{ Params: SurveyParams; Body: Role; Reply: RoleSaved }>(
    '/vuejs/roles/:survey',
    {
      config: adminAccess,
      bodyLimit: 4 * 1024 * 1024,
      schema: { summary: 'Creates (id 0) or updates a role; 400 names the rule it breaks', tags, params: { $ref: 'SurveyParams#' }, body: { $ref: 'Role#' }, response: { 200: { $ref: 'RoleSaved#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => saveRole(a, request.body)),
  );

  app.delete<{ Params: RoleParams; Reply: RoleDeleted }>(
    '/vuejs/roles/:survey/:roleId',
    {
      config: adminAccess,
      schema: { summary: 'Deletes a role nobody holds; 409 while users hold it', tags, params: { $ref: 'RoleParams#' }, response: { 200: { $ref: 'RoleDeleted#' }, ...errors, 409: { $ref: 'ApiError#' } } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => deleteRole(a, request.params.roleId)),
  );
}
