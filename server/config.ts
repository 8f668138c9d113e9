import net from 'node:net';
import path from 'node:path';
import { Ajv } from 'ajv';
import configSchema from '../schemas/config.schema.json' with { type: 'json' };
import { isIsoDate } from '../core/dates';

export type IdentityConfig =
  | { mode: 'embedded'; clientId: string }
  | { mode: 'keycloak'; url: string; realm: string; clientId: string; admin?: KeycloakAdminClient };

/** The confidential client the server reads Keycloak's admin REST API with (server/users/keycloak-directory.ts). */
export interface KeycloakAdminClient {
  clientId: string;
  clientSecret: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Unset: start the embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** Without a trailing slash. */
  publicUrl: string;
  identity: IdentityConfig;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  dataDir: string;
  /** Seed the demo universe into an empty database. */
  demoData: boolean;
  /** Interviews the first-start demo seed generates. */
  demoInterviews: number;
  /** Outgoing mail server; unset uses the embedded dev mailbox (see server/mail). */
  smtpUrl?: string;
  /** From address of mail the server sends. */
  mailFrom: string;
  /**
   * Bounces (server/campaigns/bounces.ts): the domain of campaign mail's VERP return paths, and where the SMTP listener
   * that receives their delivery status notifications listens (no port: none listens).
   */
  bounces: { domain: string; host: string; port?: number };
  /** An outside SMS provider (server/sms/http-provider.ts); unset keeps the embedded SMS sink. */
  sms?: { url: string; token: string; sender: string };
  /** Connections and statement timeouts (server/db/pool.ts). */
  database: DatabaseLimits;
  /** Reports one user may have waiting or being made at once, per universe. */
  reportsPerUser: number;
  /** The web dev mailbox (DEV_MAILBOX=on): each universe's received mail for its administrators, never reset mail. */
  devMailbox: boolean;
  /** Where the embedded mail server writes each received mail as a text file for the machine's operator. */
  mailDir?: string;
  /**
   * Fastify's `trustProxy`: the reverse proxies whose X-Forwarded-For names the client (addresses,
   * CIDR ranges or proxy-addr's named ranges), or false to believe no such header.
   */
  trustProxy: false | string[];
  /** Letter previews (server/letters): the LibreOffice binary, poppler's pdftoppm for the page images, and how long one conversion may take. */
  letters: { sofficePath: string; pdftoppmPath: string; renderTimeoutMs: number };
  /** The data uploader (server/uploader): the most data rows one spreadsheet may import. */
  uploads: { maxRows: number };
  /** Tests only (FIXED_TODAY): the day the server takes as today (server/clock.ts); unset, the real date. */
  fixedToday?: string;
}

export interface DatabaseLimits {
  /** Connections for requests and background jobs. */
  poolSize: number;
  /** Connections kept apart for sign-in, session checks and health, so slow analytics cannot starve them. */
  reservedPoolSize: number;
  /** statement_timeout of interactive work (requests, sign-in, health). */
  statementTimeoutMs: number;
  /** statement_timeout while a background job builds a report. */
  reportTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const INTEGER_VARS = new Set(['PORT', 'BOUNCE_SMTP_PORT', 'SESSION_IDLE_MINUTES', 'SESSION_MAX_HOURS', 'DEMO_INTERVIEWS', 'LETTER_RENDER_TIMEOUT_SECONDS', 'UPLOAD_MAX_ROWS']);
// Connections, statement timeouts and the report limit: server/db/pool.ts, server/reports/service.ts.
const CAPACITY_VARS = ['DB_POOL_SIZE', 'DB_RESERVED_POOL_SIZE', 'STATEMENT_TIMEOUT_SECONDS', 'REPORT_STATEMENT_TIMEOUT_SECONDS', 'REPORTS_PER_USER'];
for (const name of CAPACITY_VARS) INTEGER_VARS.add(name);
const DEFAULTS: Record<string, string> = {
  PORT: '8080',
  HOST: '0.0.0.0',
  IDENTITY_MODE: 'embedded',
  LOG_LEVEL: 'info',
  SESSION_IDLE_MINUTES: '60',
  SESSION_MAX_HOURS: '12',
  DATA_DIR: '.data',
  DEMO_DATA: 'auto',
  DEMO_INTERVIEWS: '200000',
  MAIL_FROM: 'Sightline <no-reply@sightline.local>',
  BOUNCE_SMTP_HOST: '127.0.0.1',
  // DEFAULT_SMS_SENDER of server/sms/provider.ts.
  SMS_SENDER: 'Sightline',
  DB_POOL_SIZE: '10',
  DB_RESERVED_POOL_SIZE: '3',
  STATEMENT_TIMEOUT_SECONDS: '15',
  REPORT_STATEMENT_TIMEOUT_SECONDS: '300',
  REPORTS_PER_USER: '5',
  // On only where npm start's embedded set-up turns it on (scripts/start.ts).
  DEV_MAILBOX: 'off',
  // Debian's libreoffice-writer-nogui puts it here (scripts/ensure-libreoffice.ts installs it for the tests).
  SOFFICE_PATH: '/usr/bin/soffice',
  // Debian's poppler-utils (pdfinfo beside it): the letter preview's page images.
  PDFTOPPM_PATH: '/usr/bin/pdftoppm',
  LETTER_RENDER_TIMEOUT_SECONDS: '60',
  UPLOAD_MAX_ROWS: '100000',
};

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it, or the reason it cannot be used. */
export function parseTrustProxy(value: string | undefined): { trustProxy: ServerConfig['trustProxy'] } | { problem: string } {
  if (value === undefined) return { trustProxy: false };
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const version = net.isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (NAMED_RANGES.has(entry) || (version !== 0 && prefixOk && extra === undefined)) continue;
    return {
      problem: `TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal (name the reverse proxy, e.g. TRUST_PROXY=10.0.0.5; to believe any client's X-Forwarded-For is never safe)`,
    };
  }
  return { trustProxy: entries };
}

const validate = new Ajv({ allErrors: true }).compile(configSchema);

/** Reads the environment, applies defaults and validates; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const raw: Record<string, string | number> = {};
  const problems: string[] = [];
  for (const name of Object.keys(configSchema.properties)) {
    const value = env[name] === undefined || env[name] === '' ? DEFAULTS[name] : env[name];
    if (value === undefined) continue;
    if (INTEGER_VARS.has(name)) {
      if (!/^\d+$/.test(value.trim())) {
        problems.push(`${name} must be a whole number, got "${value}"`);
        continue;
      }
      raw[name] = Number(value);
    } else {
      raw[name] = value;
    }
  }
  if (!validate(raw)) {
    for (const err of validate.errors ?? []) {
      const name = err.instancePath.slice(1) || String(err.params.missingProperty ?? '');
      if (err.keyword === 'if') continue;
      problems.push(`${name} ${err.message ?? 'is invalid'}${name && raw[name] !== undefined ? ` (got "${raw[name]}")` : ''}`);
    }
  }
  const proxy = parseTrustProxy(typeof raw.TRUST_PROXY === 'string' ? raw.TRUST_PROXY : undefined);
  if ('problem' in proxy) problems.push(proxy.problem);
  if (typeof raw.FIXED_TODAY === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.FIXED_TODAY) && !isIsoDate(raw.FIXED_TODAY)) {
    problems.push(`FIXED_TODAY is not a calendar date (got "${raw.FIXED_TODAY}")`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  const v = raw as Record<string, string> & { PORT: number; SESSION_IDLE_MINUTES: number; SESSION_MAX_HOURS: number };
  const identity: IdentityConfig =
    v.IDENTITY_MODE === 'keycloak'
      ? {
          mode: 'keycloak',
          url: v.KEYCLOAK_URL!.replace(/\/$/, ''),
          realm: v.KEYCLOAK_REALM!,
          clientId: v.KEYCLOAK_CLIENT_ID!,
          ...(v.KEYCLOAK_ADMIN_CLIENT_ID ? { admin: { clientId: v.KEYCLOAK_ADMIN_CLIENT_ID, clientSecret: v.KEYCLOAK_ADMIN_CLIENT_SECRET! } } : {}),
        }
      : { mode: 'embedded', clientId: 'sightline-spa' };
  return {
    port: v.PORT,
    host: v.HOST!,
    databaseUrl: v.DATABASE_URL,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    identity,
    logLevel: v.LOG_LEVEL!,
    sessionIdleMs: v.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: v.SESSION_MAX_HOURS * 3_600_000,
    dataDir: path.resolve(v.DATA_DIR!),
    demoData: v.DEMO_DATA !== 'off',
    demoInterviews: Number(v.DEMO_INTERVIEWS),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM!,
    bounces: {
      domain: v.BOUNCE_DOMAIN ?? /@([^>\s]+)/.exec(v.MAIL_FROM!)?.[1] ?? 'sightline.local',
      host: v.BOUNCE_SMTP_HOST!,
      port: v.BOUNCE_SMTP_PORT === undefined ? undefined : Number(v.BOUNCE_SMTP_PORT),
    },
    sms: v.SMS_PROVIDER_URL ? { url: v.SMS_PROVIDER_URL, token: v.SMS_PROVIDER_TOKEN!, sender: v.SMS_SENDER! } : undefined,
    database: {
      poolSize: Number(v.DB_POOL_SIZE),
      reservedPoolSize: Number(v.DB_RESERVED_POOL_SIZE),
      statementTimeoutMs: Number(v.STATEMENT_TIMEOUT_SECONDS) * 1000,
      reportTimeoutMs: Number(v.REPORT_STATEMENT_TIMEOUT_SECONDS) * 1000,
    },
    reportsPerUser: Number(v.REPORTS_PER_USER),
    devMailbox: v.DEV_MAILBOX === 'on',
    mailDir: v.MAIL_DIR === undefined ? undefined : path.resolve(v.MAIL_DIR),
    trustProxy: 'trustProxy' in proxy ? proxy.trustProxy : false,
    letters: { sofficePath: v.SOFFICE_PATH!, pdftoppmPath: v.PDFTOPPM_PATH!, renderTimeoutMs: Number(v.LETTER_RENDER_TIMEOUT_SECONDS) * 1000 },
    uploads: { maxRows: Number(v.UPLOAD_MAX_ROWS) },
    fixedToday: v.FIXED_TODAY,
  };
}
