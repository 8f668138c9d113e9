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

  it("takes the Keycloak admin client the identity-provider block reads users with, its secret required with it", () => {
    const keycloak = { IDENTITY_MODE: 'keycloak', KEYCLOAK_URL: 'https://sso.example.com', KEYCLOAK_REALM: 'acme', KEYCLOAK_CLIENT_ID: 'dash' };
    expect(() => loadConfig({ ...keycloak, KEYCLOAK_ADMIN_CLIENT_ID: 'dash-admin' })).toThrow(/KEYCLOAK_ADMIN_CLIENT_SECRET/);
    expect(loadConfig({ ...keycloak, KEYCLOAK_ADMIN_CLIENT_ID: 'dash-admin', KEYCLOAK_ADMIN_CLIENT_SECRET: 's3cret' }).identity).toMatchObject({ admin: { clientId: 'dash-admin', clientSecret: 's3cret' } });
  });

  it('finds LibreOffice and pdftoppm for letter previews where Debian puts them unless SOFFICE_PATH and PDFTOPPM_PATH say otherwise, and bounds the time it may take', () => {
    expect(loadConfig({}).letters).toEqual({ sofficePath: '/usr/bin/soffice', pdftoppmPath: '/usr/bin/pdftoppm', renderTimeoutMs: 60_000 });
    expect(loadConfig({ SOFFICE_PATH: '/opt/libreoffice/program/soffice', PDFTOPPM_PATH: '/opt/poppler/bin/pdftoppm', LETTER_RENDER_TIMEOUT_SECONDS: '30' }).letters).toEqual({
      sofficePath: '/opt/libreoffice/program/soffice',
      pdftoppmPath: '/opt/poppler/bin/pdftoppm',
      renderTimeoutMs: 30_000,
    });
    expect(() => loadConfig({ LETTER_RENDER_TIMEOUT_SECONDS: '1' })).toThrow(/LETTER_RENDER_TIMEOUT_SECONDS must be >= 5/);
    expect(() => loadConfig({ LETTER_RENDER_TIMEOUT_SECONDS: 'soon' })).toThrow(/LETTER_RENDER_TIMEOUT_SECONDS must be a whole number/);
  });

  it('sizes the pools, the statement timeouts and the report limit from the environment, and names a bad value', () => {
    expect(loadConfig({}).database).toEqual({ poolSize: 10, reservedPoolSize: 3, statementTimeoutMs: 15_000, reportTimeoutMs: 300_000 });
    expect(loadConfig({}).reportsPerUser).toBe(5);
    const c = loadConfig({ DB_POOL_SIZE: '40', DB_RESERVED_POOL_SIZE: '5', STATEMENT_TIMEOUT_SECONDS: '8', REPORT_STATEMENT_TIMEOUT_SECONDS: '120', REPORTS_PER_USER: '3' });
    expect(c.database).toEqual({ poolSize: 40, reservedPoolSize: 5, statementTimeoutMs: 8000, reportTimeoutMs: 120_000 });
    expect(c.reportsPerUser).toBe(3);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE must be >= 1/);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_SECONDS: '2.5' })).toThrow(/STATEMENT_TIMEOUT_SECONDS must be a whole number, got "2.5"/);
    // A longer build would outlive the job's 600 s expiry and run twice.
    expect(() => loadConfig({ REPORT_STATEMENT_TIMEOUT_SECONDS: '900' })).toThrow(/REPORT_STATEMENT_TIMEOUT_SECONDS must be <= 540/);
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

  it('keeps the dev mailbox off unless DEV_MAILBOX=on, and checks the value', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX must be equal to one of the allowed values \(got "yes"\)/);
    expect(loadConfig({}).mailDir).toBeUndefined();
    expect(loadConfig({ MAIL_DIR: 'mail' }).mailDir).toMatch(/\/mail$/);
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
  it('sends SMS through an outside provider only when SMS_PROVIDER_URL is set, and then needs its token', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'https://gatewayapi.eu/rest/mtsms' })).toThrow(/SMS_PROVIDER_TOKEN/);
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'gatewayapi.eu', SMS_PROVIDER_TOKEN: 't' })).toThrow(/SMS_PROVIDER_URL/);
    expect(loadConfig({ SMS_PROVIDER_URL: 'https://gatewayapi.eu/rest/mtsms', SMS_PROVIDER_TOKEN: 't' }).sms).toEqual({
      url: 'https://gatewayapi.eu/rest/mtsms',
      token: 't',
      sender: 'Sightline',
    });
    expect(loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.com/send', SMS_PROVIDER_TOKEN: 't', SMS_SENDER: 'Acme CX' }).sms?.sender).toBe('Acme CX');
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.com/send', SMS_PROVIDER_TOKEN: 't', SMS_SENDER: 'Acme Customer Care' })).toThrow(/SMS_SENDER/);
  });
});
