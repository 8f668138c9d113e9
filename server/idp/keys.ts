import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sharedSecret } from '../db/prepare';

export interface IdpKeys {
  /** Private signing keys (RS256), newest first. */
  jwks: JWK[];
  cookieKeys: string[];
}

/** The provider's keys are created once per database and shared by every server process. */
export async function loadIdpKeys(adminUrl: string): Promise<IdpKeys> {
  const jwks = await sharedSecret(adminUrl, 'oidc_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }];
  });
  const cookieKeys = await sharedSecret(adminUrl, 'oidc_cookie_keys', () => [crypto.randomBytes(32).toString('base64url')]);
  return { jwks, cookieKeys };
}

/** The public half, for verifying access tokens without a round trip to our own /idp/jwks. */
export function publicJwks(keys: IdpKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
