import path from 'node:path';
import { Ajv } from 'ajv';
import configSchema from '../schemas/config.schema.json' with { type: 'json' };
import { isIsoDate } from '../core/filters/dateRange';

export type IdentityConfig =
  | { mode: 'embedded'; clientId: string }
  | { mode: 'keycloak'; url: string; realm: string; clientId: string };

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
  /** Tests only (FIXED_TODAY): the day the server takes as today (server/clock.ts); unset, the real date. */
  fixedToday?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const INTEGER_VARS = new Set(['PORT', 'SESSION_IDLE_MINUTES', 'SESSION_MAX_HOURS', 'DEMO_INTERVIEWS']);
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
};

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
  if (typeof raw.FIXED_TODAY === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.FIXED_TODAY) && !isIsoDate(raw.FIXED_TODAY)) {
    problems.push(`FIXED_TODAY is not a calendar date (got "${raw.FIXED_TODAY}")`);
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  const v = raw as Record<string, string> & { PORT: number; SESSION_IDLE_MINUTES: number; SESSION_MAX_HOURS: number };
  const identity: IdentityConfig =
    v.IDENTITY_MODE === 'keycloak'
      ? { mode: 'keycloak', url: v.KEYCLOAK_URL!.replace(/\/$/, ''), realm: v.KEYCLOAK_REALM!, clientId: v.KEYCLOAK_CLIENT_ID! }
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
    fixedToday: v.FIXED_TODAY,
  };
}
