import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', publicUrl: 'http://localhost:8080', identity: { mode: 'embedded' }, logLevel: 'info', demoData: true });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sessionIdleMs).toBe(60 * 60_000);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain('PORT must be a whole number, got "eighty"');
      expect(msg).toContain('LOG_LEVEL');
      expect(msg).toContain('DATABASE_URL');
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be <= 65535/);
  });

  it('requires the Keycloak settings in keycloak mode and names the missing one', () => {
    expect(() => loadConfig({ IDENTITY_MODE: 'keycloak', KEYCLOAK_URL: 'https://sso.example.com', KEYCLOAK_REALM: 'acme' })).toThrow(
      /KEYCLOAK_CLIENT_ID/,
    );
    const c = loadConfig({ IDENTITY_MODE: 'keycloak', KEYCLOAK_URL: 'https://sso.example.com/', KEYCLOAK_REALM: 'acme', KEYCLOAK_CLIENT_ID: 'dash' });
    expect(c.identity).toEqual({ mode: 'keycloak', url: 'https://sso.example.com', realm: 'acme', clientId: 'dash' });
  });

  it('takes FIXED_TODAY (tests only) as a calendar date and names a bad one', () => {
    expect(loadConfig({}).fixedToday).toBeUndefined();
    expect(loadConfig({ FIXED_TODAY: '2028-02-29' }).fixedToday).toBe('2028-02-29');
    expect(() => loadConfig({ FIXED_TODAY: '2027-02-29' })).toThrow('FIXED_TODAY is not a calendar date (got "2027-02-29")');
    expect(() => loadConfig({ FIXED_TODAY: 'tomorrow' })).toThrow(/FIXED_TODAY must match pattern/);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://feedback.example.com/' }).publicUrl).toBe('https://feedback.example.com');
  });
});
