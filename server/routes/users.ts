/**
 * User administration calls (issue 20, spec 3 section 7, User administration): the list, the details form, the
 * editor with its channels, identity-provider block, address check, username change and filter suggestions, and
 * the universe. Administrators of the universe and root only (server/plugins/access.ts requireUniverseAdmin);
 * the username change and the identity-provider block are root's. A save that creates a user (or asks for it)
 * mails an invitation once the save has committed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { changeUsername, emailAvailability, questionFilterSuggestions } from '../users/account';
import { getUniverseData } from '../admin/universe';
import { getUserDetails, saveUserDetails } from '../users/details';
import { embeddedDirectory } from '../users/directory';
import { keycloakDirectory } from '../users/keycloak-directory';
import { getChannels, getEditorData, saveEditorData } from '../users/editor';
import { listUsers } from '../users/list';
import { requireMember } from '../users/member';
import type { AnalyticsContext } from '../survey/context';
import { withSurvey } from '../survey/with-survey';
import { errors } from './error-responses';
import { callerOf } from './guards';
import type { EmailAvailability } from '../../schemas/api/email-availability.gen';
import type { IdentityProviderUser } from '../../schemas/api/identity-provider-user.gen';
import type { QuestionFilterSuggestions } from '../../schemas/api/question-filter-suggestions.gen';
import type { UniverseSettings } from '../../schemas/api/universe-settings.gen';
import type { UserChannels } from '../../schemas/api/user-channels.gen';
import type { UserDetails } from '../../schemas/api/user-details.gen';
import type { UserEditorData } from '../../schemas/api/user-editor-data.gen';
import type { UserList } from '../../schemas/api/user-list.gen';
import type { UserSaved } from '../../schemas/api/user-saved.gen';
import type { UsernameChanged } from '../../schemas/api/username-changed.gen';
import type { UsernameChangeRequest } from '../../schemas/api/username-change-request.gen';
import type { EmailParams } from '../../schemas/api/params/email-params.gen';
import type { QuestionFilterSuggestionParams } from '../../schemas/api/params/question-filter-suggestion-params.gen';
import type { SurveyParams } from '../../schemas/api/params/survey-params.gen';
import type { UserChannelsQuery } from '../../schemas/api/params/user-channels-query.gen';
import type { UserListQuery } from '../../schemas/api/params/user-list-query.gen';
import type { UserParams } from '../../schemas/api/params/user-params.gen';

/** Administrators, root, and roles with canaddusers (limited to roles at or below their own, server/users/reach.ts). */
const adminAccess = { access: { role: 'universeAdmin', orRight: 'canaddusers', scope: 'survey', doing: 'administer users' } } as const;
const rootAccess = { access: { role: 'root', scope: 'survey', doing: 'change usernames' } } as const;
const tags = ['users'];
type SurveyRequest = FastifyRequest<{ Params: SurveyParams }>;
/** A refused save names every rule (UserSaveError), with the user as stored for the details form. */
const saveErrors = { ...errors, 400: { $ref: 'UserSaveError#' } };

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // The identity-provider block reads the provider the server signs in with.
  const directory = ctx.config.identity.mode === 'keycloak' ? keycloakDirectory(ctx.config.identity) : embeddedDirectory;
  const read = <T>(request: SurveyRequest, fn: (a: AnalyticsContext) => Promise<T>) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: true }, fn);
  const write = async (request: SurveyRequest, fn: (a: AnalyticsContext) => Promise<UserSaved>) => {
    const saved = await withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, fn);
    if (saved.invited) await ctx.services.passwordResets.invite(saved.id);
    return saved;
  };

  app.get<{ Params: SurveyParams; Querystring: UserListQuery; Reply: UserList }>(
    '/vuejs/users/list/:survey',
    {
      config: adminAccess,
      schema: { summary: "One page (100) of the universe's users by state (0 active, 1 disabled, 2 all) and filter text", tags, params: { $ref: 'SurveyParams#' }, querystring: { $ref: 'UserListQuery#' }, response: { 200: { $ref: 'UserList#' }, ...errors } },
    },
    (request) => read(request, (a) => listUsers(a, request.query)),
  );

  app.get<{ Params: UserParams; Reply: UserDetails }>(
    '/vuejs/users/details/:survey/:userId',
    {
      config: adminAccess,
      schema: { summary: 'One user as the details form edits it (0: a blank new user)', tags, params: { $ref: 'UserParams#' }, response: { 200: { $ref: 'UserDetails#' }, ...errors } },
    },
    (request) => read(request, (a) => getUserDetails(a, request.params.userId, ctx.config.identity.mode)),
  );

  app.post<{ Params: UserParams; Body: UserDetails; Reply: UserSaved }>(
    '/vuejs/users/details/:survey/:userId',
    {
      config: adminAccess,
      schema: { summary: 'Saves the details form (userDTO.id 0 creates and invites); 400 names every broken rule and returns the stored user', tags, params: { $ref: 'UserParams#' }, body: { $ref: 'UserDetails#' }, response: { 200: { $ref: 'UserSaved#' }, ...saveErrors } },
    },
    (request) => write(request, (a) => saveUserDetails(a, request.body, ctx.config.identity.mode)),
  );

  app.get<{ Params: UserParams; Reply: UserEditorData }>(
    '/vuejs/users/editordata/:survey/:userId',
    {
      config: adminAccess,
      schema: { summary: 'The user editor: the person and a card per universe the caller administers (0: a new user)', tags, params: { $ref: 'UserParams#' }, response: { 200: { $ref: 'UserEditorData#' }, ...errors } },
    },
    (request) => read(request, (a) => getEditorData(a, request.params.userId, directory)),
  );

  app.post<{ Params: SurveyParams; Body: UserEditorData; Reply: UserSaved }>(
    '/vuejs/users/editordata/:survey',
    {
      config: adminAccess,
      bodyLimit: 4 * 1024 * 1024,
      schema: { summary: 'Saves the user editor in one transaction across universes; 400 names every broken rule, joined by commas', tags, params: { $ref: 'SurveyParams#' }, body: { $ref: 'UserEditorData#' }, response: { 200: { $ref: 'UserSaved#' }, ...saveErrors } },
    },
    (request) => write(request, (a) => saveEditorData(a, request.body)),
  );

  app.get<{ Params: UserParams; Querystring: UserChannelsQuery; Reply: UserChannels }>(
    '/vuejs/users/editordata/channels/:survey/:userId',
    {
      config: adminAccess,
      schema: { summary: 'The notification channels a role offers per survey, with the user’s choices', tags, params: { $ref: 'UserParams#' }, querystring: { $ref: 'UserChannelsQuery#' }, response: { 200: { $ref: 'UserChannels#' }, ...errors } },
    },
    (request) => read(request, (a) => getChannels(a, request.params.userId, request.query.roleid)),
  );

  app.get<{ Params: UserParams; Reply: IdentityProviderUser }>(
    '/vuejs/users/keycloakdata/:survey/:userId',
    {
      config: { access: { role: 'root', scope: 'survey', doing: 'read the identity provider' } },
      schema: { summary: "The user as the identity provider's user store holds it (root)", tags, params: { $ref: 'UserParams#' }, response: { 200: { $ref: 'IdentityProviderUser#' }, ...errors } },
    },
    (request) =>
      read(request, async (a) => {
        await requireMember(a.client, request.params.userId);
        return directory.account(a.client, request.params.userId);
      }),
  );

  app.get<{ Params: EmailParams; Reply: EmailAvailability }>(
    '/vuejs/users/checkemailavailability/:survey/:email',
    {
      config: adminAccess,
      schema: { summary: 'Whether no user has this address yet', tags, params: { $ref: 'EmailParams#' }, response: { 200: { $ref: 'EmailAvailability#' }, ...errors } },
    },
    (request) => read(request, (a) => emailAvailability(a, request.params.email)),
  );

  app.post<{ Params: SurveyParams; Body: UsernameChangeRequest; Reply: UsernameChanged }>(
    '/vuejs/users/changeusername/:survey',
    {
      config: rootAccess,
      schema: { summary: "Root moves a user's username and e-mail to a free address", tags, params: { $ref: 'SurveyParams#' }, body: { $ref: 'UsernameChangeRequest#' }, response: { 200: { $ref: 'UsernameChanged#' }, ...errors } },
    },
    (request) => withSurvey(ctx.db, callerOf(request), request.params.survey, { readOnly: false }, (a) => changeUsername(a, request.body)),
  );

  app.get<{ Params: QuestionFilterSuggestionParams; Reply: QuestionFilterSuggestions }>(
    '/vuejs/users/questionfiltersuggestions/:survey/:question/:text',
    {
      config: adminAccess,
      schema: { summary: 'At most 10 answers of the question starting with the typed text', tags, params: { $ref: 'QuestionFilterSuggestionParams#' }, response: { 200: { $ref: 'QuestionFilterSuggestions#' }, ...errors } },
    },
    (request) => read(request, (a) => questionFilterSuggestions(a, request.params.question, request.params.text)),
  );

  app.get<{ Params: SurveyParams; Reply: UniverseSettings }>(
    '/vuejs/users/universe/:survey',
    {
      config: adminAccess,
      schema: { summary: "The session's universe: name, title, the locales a user may choose and its default locale", tags, params: { $ref: 'SurveyParams#' }, response: { 200: { $ref: 'UniverseSettings#' }, ...errors } },
    },
    (request) => read(request, getUniverseData),
  );
}
