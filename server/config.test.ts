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

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://feedback.example.com/' }).publicUrl).toBe('https://feedback.example.com');
  });

  it('believes X-Forwarded-For from no one unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1, loopback' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('refuses a TRUST_PROXY that would believe anyone, or that is no address', () => {
    for (const value of ['true', '*', '2', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: ".+" is not an IP address, a CIDR range/);
    }
  });
});
