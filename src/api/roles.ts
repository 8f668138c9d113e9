import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../../schemas/api/role.gen.ts';
import type { RoleDeleted } from '../../schemas/api/role-deleted.gen.ts';
import type { RoleList } from '../../schemas/api/role-list.gen.ts';
import type { RoleSaved } from '../../schemas/api/role-saved.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { Role, RoleList };

/** Every role read sits under ['roles', survey]: a save or a delete invalidates it, so the list and an open role re-read. */
export const rolesKey = (surveyExtName: string) => ['roles', surveyExtName] as const;

/** GET vuejs/roles/{survey}: the universe's surveys and roles. */
export function roleListQuery(api: ApiReader, surveyExtName: string) {
  return queryOptions({
    queryKey: [...rolesKey(surveyExtName), 'list'],
    queryFn: ({ signal }) => api.get<RoleList>(callPath('vuejs/roles', surveyExtName), { signal }),
  });
}

/** GET vuejs/roles/{survey}/{roleId}; 0 is a blank new role. */
export function roleQuery(api: ApiReader, surveyExtName: string, roleId: number) {
  return queryOptions({
    queryKey: [...rolesKey(surveyExtName), 'role', roleId],
    queryFn: ({ signal }) => api.get<Role>(callPath('vuejs/roles', surveyExtName, roleId), { signal }),
  });
}

/** POST vuejs/roles/{survey}: creates (id 0) or updates; 400 says which rule the role breaks. */
export function saveRole(api: ApiClient, surveyExtName: string, role: Role): Promise<RoleSaved> {
  return api.post<RoleSaved>(callPath('vuejs/roles', surveyExtName), role);
}

/** DELETE vuejs/roles/{survey}/{roleId}; 409 while users hold the role. */
export function deleteRole(api: ApiClient, surveyExtName: string, roleId: number): Promise<RoleDeleted> {
  return api.delete<RoleDeleted>(callPath('vuejs/roles', surveyExtName, roleId));
}
