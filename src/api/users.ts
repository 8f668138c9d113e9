import { queryOptions } from '@tanstack/react-query';
import type { EmailAvailability } from '../../schemas/api/email-availability.gen.ts';
import type { IdentityProviderUser } from '../../schemas/api/identity-provider-user.gen.ts';
import type { QuestionFilterSuggestions } from '../../schemas/api/question-filter-suggestions.gen.ts';
import type { UserChannels } from '../../schemas/api/user-channels.gen.ts';
import type { UserDetails } from '../../schemas/api/user-details.gen.ts';
import type { UserEditorData } from '../../schemas/api/user-editor-data.gen.ts';
import type { UserList } from '../../schemas/api/user-list.gen.ts';
import type { UserSaved } from '../../schemas/api/user-saved.gen.ts';
import type { UsernameChanged } from '../../schemas/api/username-changed.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { UserDetails, UserEditorData, UserList, UserSaved };

/** Every user read sits under ['users', survey]: a save invalidates it, so the list and an open user re-read. */
export const usersKey = (surveyExtName: string) => ['users', surveyExtName] as const;

/** GET vuejs/users/list/{survey}?status&page&filter: 100 a page. */
export function userListQuery(api: ApiReader, surveyExtName: string, status: number, page: number, filter: string) {
  return queryOptions({
    queryKey: [...usersKey(surveyExtName), 'list', status, page, filter],
    queryFn: ({ signal }) => api.get<UserList>(callPath('vuejs/users/list', surveyExtName), { query: { status, page, filter: filter || undefined }, signal }),
  });
}

/** GET vuejs/users/details/{survey}/{userId}; 0 is a blank new user. */
export function userDetailsQuery(api: ApiReader, surveyExtName: string, userId: number) {
  return queryOptions({
    queryKey: [...usersKey(surveyExtName), 'details', userId],
    queryFn: ({ signal }) => api.get<UserDetails>(callPath('vuejs/users/details', surveyExtName, userId), { signal }),
  });
}

/** GET vuejs/users/editordata/{survey}/{userId}; 0 is a new user. */
export function userEditorQuery(api: ApiReader, surveyExtName: string, userId: number) {
  return queryOptions({
    queryKey: [...usersKey(surveyExtName), 'editor', userId],
    queryFn: ({ signal }) => api.get<UserEditorData>(callPath('vuejs/users/editordata', surveyExtName, userId), { signal }),
  });
}

/** POST vuejs/users/details/{survey}/{userId}; a 400 carries the stored user (ApiError.body.user). */
export function saveUserDetails(api: ApiClient, surveyExtName: string, details: UserDetails): Promise<UserSaved> {
  return api.post<UserSaved>(callPath('vuejs/users/details', surveyExtName, details.userDTO.id), details);
}

/** POST vuejs/users/editordata/{survey}; a 400 names every broken rule, joined by commas. */
export function saveUserEditor(api: ApiClient, surveyExtName: string, data: UserEditorData): Promise<UserSaved> {
  return api.post<UserSaved>(callPath('vuejs/users/editordata', surveyExtName), data);
}

/** GET vuejs/users/editordata/channels/{survey}/{userId}?roleid=: the chosen role's channels. */
export function fetchUserChannels(api: ApiReader, surveyExtName: string, userId: number, roleId: number): Promise<UserChannels> {
  return api.get<UserChannels>(callPath('vuejs/users/editordata/channels', surveyExtName, userId), { query: { roleid: roleId } });
}

/** GET vuejs/users/keycloakdata/{survey}/{userId} (root). */
export function fetchIdentityProviderUser(api: ApiReader, surveyExtName: string, userId: number): Promise<IdentityProviderUser> {
  return api.get<IdentityProviderUser>(callPath('vuejs/users/keycloakdata', surveyExtName, userId));
}

/** GET vuejs/users/checkemailavailability/{survey}/{email}. */
export async function checkEmailAvailability(api: ApiReader, surveyExtName: string, email: string): Promise<boolean> {
  return (await api.get<EmailAvailability>(callPath('vuejs/users/checkemailavailability', surveyExtName, email))).available;
}

/** POST vuejs/users/changeusername/{survey} (root). */
export async function changeUsername(api: ApiClient, surveyExtName: string, oldUsername: string, newUsername: string): Promise<string> {
  return (await api.post<UsernameChanged>(callPath('vuejs/users/changeusername', surveyExtName), { oldUsername, newUsername })).username;
}

/** GET vuejs/users/questionfiltersuggestions/{survey}/{question}/{text}. */
export async function questionFilterSuggestions(api: ApiReader, surveyExtName: string, question: string, text: string): Promise<string[]> {
  return (await api.get<QuestionFilterSuggestions>(callPath('vuejs/users/questionfiltersuggestions', surveyExtName, question, text))).data;
}
