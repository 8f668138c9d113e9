import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[Redacted]';

/**
 * Query parameters whose values are secrets or single-use credentials: reset links (`token`), OpenID Connect
 * (`code`, `state`, `nonce`, `id_token_hint`, `session_state`), and anything named like a key or password.
 */
const SECRET_PARAMETER = /token|code|state|nonce|hint|secret|passw|session|key|ticket|signature|credential|auth/i;

/** The URL with the value of every secret query parameter replaced, so a logged URL cannot be replayed. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as written.
      }
      return eq >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Secrets in logged objects, wherever a log call might put them: headers, bodies, credential fields. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.body',
  'request.body',
  'body',
  ...['password', 'newPassword', 'token', 'authToken', 'accessToken', 'idToken', 'refreshToken', 'sessionId'].flatMap((key) => [key, `*.${key}`]),
];

/**
 * Fastify's logger: the level from LOG_LEVEL, secrets redacted. Requests are logged with method, redacted URL,
 * host and address (Fastify's own fields), never headers or bodies. `stream` defaults to standard output.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
