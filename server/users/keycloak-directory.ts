/**
 * The identity-provider block in Keycloak mode (spec 3 keyCloakData): the same IdentityProviderDirectory as the
 * embedded provider's, read from Keycloak's admin REST API. The server signs in as the confidential admin client
 * (client credentials; its service account needs realm-management view-users) and looks the user up by username.
 * Whatever goes wrong is the block's `error`, never a failed call: the editor still opens.
 */
import type pg from 'pg';
import type { IdentityConfig } from '../config';
import type { IdentityProviderDirectory } from './directory';

type KeycloakConfig = Extract<IdentityConfig, { mode: 'keycloak' }>;

interface KeycloakUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
}

/** The username Keycloak knows the user by: app_user's, which sign-in matched with the token's preferred_username. */
async function usernameOf(client: pg.ClientBase, userId: number): Promise<string | null> {
  const { rows } = await client.query<{ username: string }>(`select username from app_user where id = $1`, [userId]);
  return rows[0]?.username ?? null;
}

async function adminToken(config: KeycloakConfig): Promise<string> {
  const { clientId, clientSecret } = config.admin!;
  const res = await fetch(`${config.url}/realms/${encodeURIComponent(config.realm)}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (!res.ok) throw new Error(`Keycloak refused the admin client ${clientId} (${res.status}).`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export function keycloakDirectory(config: KeycloakConfig, lookup: typeof usernameOf = usernameOf): IdentityProviderDirectory {
  return {
    async account(client, userId) {
      const none = { userId: String(userId), email: '', firstName: '', lastName: '', enabled: false };
      if (!config.admin) return { ...none, error: 'No Keycloak admin client is configured (KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET).' };
      const username = await lookup(client, userId);
      if (username === null) return { ...none, error: `There is no user ${userId}.` };
      try {
        const token = await adminToken(config);
        const query = new URLSearchParams({ username, exact: 'true' });
        const res = await fetch(`${config.url}/admin/realms/${encodeURIComponent(config.realm)}/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) return { ...none, error: `Keycloak did not answer the user lookup (${res.status}).` };
        const user = ((await res.json()) as KeycloakUser[]).find((u) => u.username.toLowerCase() === username.toLowerCase());
        if (!user) return { ...none, error: `Keycloak has no account ${username}.` };
        return { userId: user.id, email: user.email ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '', enabled: user.enabled === true, error: '' };
      } catch (err) {
        return { ...none, error: err instanceof Error && err.message.startsWith('Keycloak') ? err.message : `Keycloak could not be reached at ${config.url}.` };
      }
    },
  };
}
