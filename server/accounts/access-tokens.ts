import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config';
import { apiResource, idpIssuer } from '../idp/provider';
import { publicJwks, type IdpKeys } from '../idp/keys';

export interface VerifiedAccess {
  /** Embedded provider: our user id. Keycloak: its own subject. */
  subject: string;
  username: string | undefined;
  /** Embedded provider: the grant the token was issued under. */
  grantId?: string;
}

/**
 * Verifies an identity-provider access token: signature, issuer, expiry and that it was meant for us
 * (audience = our API for the embedded provider, authorised party = our client for Keycloak).
 */
export function createAccessTokenVerifier(config: ServerConfig, keys: IdpKeys | null, opts: { isGrantLive?: (grantId: string) => Promise<boolean> } = {}) {
  let getKey: JWTVerifyGetKey;
  let issuer: string;
  if (config.identity.mode === 'keycloak') {
    issuer = `${config.identity.url}/realms/${config.identity.realm}`;
    getKey = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
  } else {
    if (!keys) throw new Error('The embedded identity provider needs its keys');
    issuer = idpIssuer(config.publicUrl);
    getKey = createLocalJWKSet(publicJwks(keys));
  }
  const identity = config.identity;
  return async function verify(token: string): Promise<VerifiedAccess> {
    const { payload } = await jwtVerify(token, getKey, {
      issuer,
      algorithms: ['RS256', 'PS256', 'ES256'],
      ...(identity.mode === 'embedded' ? { audience: apiResource(config.publicUrl) } : {}),
    });
    if (identity.mode === 'keycloak' && payload.azp !== identity.clientId) {
      throw new Error('token was issued to another client');
    }
    if (!payload.sub) throw new Error('token has no subject');
    const grantId = typeof payload.gid === 'string' ? payload.gid : undefined;
    // A logout or a password reset revoked the grant: its tokens, still unexpired, are refused too.
    if (grantId && opts.isGrantLive && !(await opts.isGrantLive(grantId))) throw new Error('the grant of the token was revoked');
    return { subject: payload.sub, username: typeof payload.preferred_username === 'string' ? payload.preferred_username : undefined, grantId };
  };
}
export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
