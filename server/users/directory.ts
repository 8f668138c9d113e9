/**
 * The identity provider's user store as the user editor's read-only block shows it (spec 3 keyCloakData). One
 * interface: the embedded provider (server/idp) keeps its accounts in app_user, so its directory reads them there;
 * in Keycloak mode server/users/keycloak-directory.ts reads Keycloak's admin REST API.
 */
import type pg from 'pg';
import type { IdentityProviderUser } from '../../schemas/api/identity-provider-user.gen';

export interface IdentityProviderDirectory {
  /** The provider's account of this user; `error` says why none could be read. */
  account(client: pg.ClientBase, userId: number): Promise<IdentityProviderUser>;
}

/** First word(s) and last word of a full name, the provider's first and last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/** The embedded provider's store: app_user, whose id is the provider's subject (server/idp/provider.ts findAccount). */
export const embeddedDirectory: IdentityProviderDirectory = {
  async account(client, userId) {
    const { rows } = await client.query<{ username: string; email: string | null; fullName: string; disabled: boolean }>(
      `select username, email, full_name as "fullName", disabled from app_user where id = $1`,
      [userId],
    );
    const user = rows[0];
    if (!user) return { userId: String(userId), email: '', firstName: '', lastName: '', enabled: false, error: `The identity provider has no account ${userId}.` };
    return { userId: String(userId), email: user.email ?? user.username, ...splitName(user.fullName), enabled: !user.disabled, error: '' };
  },
};
