import crypto from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/pool';
import type { UserService } from '../accounts/users';
import { createPgAdapterClass } from './adapter';
import type { IdpKeys } from './keys';
import { text } from '../i18n';
import { pickIdpLocale } from './messages';
import { logoutPage, messagePage } from './pages';

export const SPA_CLIENT_ID = 'sightline-spa';

export interface IdpOptions {
  publicUrl: string;
  db: Db;
  users: UserService;
  keys: IdpKeys;
}

export function idpIssuer(publicUrl: string): string {
  return `${publicUrl}/idp`;
}

/** The audience of access tokens: our REST API. */
export function apiResource(publicUrl: string): string {
  return `${publicUrl}/rest`;
}

/** The SPA's exact redirect URIs; a localhost public URL also accepts 127.0.0.1 and the reverse. */
export function spaRedirectUris(publicUrl: string): string[] {
  const uris = [`${publicUrl}/new/`];
  const url = new URL(publicUrl);
  const twin = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  if (twin) {
    url.hostname = twin;
    uris.push(`${url.toString().replace(/\/$/, '')}/new/`);
  }
  return uris;
}

// keycloak-js decodes the refresh token as a JWT, so the provider's opaque ids get a JWT shape.
function jwtShapedId(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'Refresh' })}.${part({ jti: crypto.randomUUID() })}.${crypto.randomBytes(32).toString('base64url')}`;
}

export function createIdentityProvider(opts: IdpOptions): Provider {
  const issuer = idpIssuer(opts.publicUrl);
  const resource = apiResource(opts.publicUrl);
  const localeOf = (ctx: KoaContextWithOIDC) => pickIdpLocale(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

  const configuration: Configuration = {
    adapter: createPgAdapterClass(opts.db.pool),
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        client_name: 'Sightline',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: spaRedirectUris(opts.publicUrl),
        post_logout_redirect_uris: spaRedirectUris(opts.publicUrl),
      },
    ],
    jwks: { keys: opts.keys.jwks as never },
    cookies: { keys: opts.keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'locale'],
      email: ['email'],
    },
    async findAccount(_ctx, sub) {
      const user = /^\d+$/.test(sub) ? await opts.users.byId(Number(sub)) : null;
      if (!user || user.disabled) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: user.fullName, preferred_username: user.username, email: user.email ?? undefined, locale: user.locale }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await opts.users.byId(Number(token.accountId));
      // gid: the grant behind the token, so a revoked grant (logout, password reset) stops its tokens too.
      return user ? { preferred_username: user.username, name: user.fullName, gid: token.grantId } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return { scope: 'api', audience: resource, accessTokenTTL: 300, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // A sign-out the app started (a navigation from our own origin, which another site cannot fake: the
        // browser sets Sec-Fetch-Site) goes through without a second click. Anything else, a link or redirect
        // from elsewhere included, must press the button: the form's xsrf secret then protects the POST.
        async logoutSource(ctx, form) {
          const locale = localeOf(ctx);
          ctx.body = logoutPage(locale, form, ctx.get('sec-fetch-site') === 'same-origin');
        },
        async postLogoutSuccessSource(ctx) {
          const locale = localeOf(ctx);
          const loggedOut = text(locale, 'idp.loggedOut');
          ctx.body = messagePage(locale, loggedOut, loggedOut, { href: `${opts.publicUrl}/new/`, text: text(locale, 'idp.backToApp') });
        },
      },
    },
    // Refresh tokens for the SPA without asking for offline_access: they end with the provider session.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // Our own first-party client: grant what it asks for, no consent screen.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId && (await ctx.oidc.provider.Grant.find(grantId))) || new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      if (client.clientId === SPA_CLIENT_ID) {
        grant.addOIDCScope('openid profile email offline_access');
        grant.addResourceScope(resource, 'api');
        await grant.save();
      }
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 300,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
      RefreshToken: 24 * 3600,
    },
    async renderError(ctx, out) {
      const locale = localeOf(ctx);
      ctx.type = 'html';
      ctx.body = messagePage(locale, text(locale, 'idp.errorTitle'), String(out.error_description ?? out.error), { href: `${opts.publicUrl}/new/`, text: text(locale, 'idp.backToApp') });
    },
  };

  const provider = new Provider(issuer, configuration);
  (provider.RefreshToken.prototype as unknown as { generateTokenId(): string }).generateTokenId = jwtShapedId;
  return provider;
}
