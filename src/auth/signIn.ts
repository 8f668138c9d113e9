import type { ApiClient } from '../api/client.ts';
import type { ClientConfig, Identity } from './types.ts';

/** A problem the server or provider caused that the user can only retry. The message is shown as is. */
export class SignInError extends Error {
  override name = 'SignInError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseClientConfig(value: unknown): ClientConfig {
  if (isObject(value) && typeof value.clientId === 'string') {
    if (value.mode === 'embedded' && typeof value.oidcProvider === 'string') {
      return { mode: 'embedded', oidcProvider: value.oidcProvider, clientId: value.clientId };
    }
    if (value.mode === 'keycloak' && typeof value.url === 'string' && typeof value.realm === 'string') {
      return { mode: 'keycloak', url: value.url, realm: value.realm, clientId: value.clientId };
    }
  }
  throw new SignInError('The server sent an unreadable sign-in configuration.');
}

/** The server's login answer, with the lists defaulted so screens never meet `undefined`. */
export function parseIdentity(value: unknown): Identity {
  if (!isObject(value) || typeof value.loginStatus !== 'number') {
    throw new SignInError('The server sent an unreadable sign-in answer.');
  }
  return {
    ...(value as unknown as Identity),
    universe: typeof value.universe === 'string' ? value.universe : null,
    universes: Array.isArray(value.universes) ? (value.universes as Identity['universes']) : [],
    surveys: Array.isArray(value.surveys) ? (value.surveys as Identity['surveys']) : [],
    startSurvey: typeof value.startSurvey === 'string' ? value.startSurvey : null,
    universeAdminUserList: Array.isArray(value.universeAdminUserList) ? (value.universeAdminUserList as Identity['universeAdminUserList']) : [],
    systemMessage: isObject(value.systemMessage) ? (value.systemMessage as unknown as Identity['systemMessage']) : null,
  };
}

/** `GET /rest/config/client?domain={hostname}` (no token). */
export async function fetchClientConfig(api: ApiClient, hostname = window.location.hostname): Promise<ClientConfig> {
  return parseClientConfig(await api.get('config/client', { query: { domain: hostname }, auth: false }));
}
