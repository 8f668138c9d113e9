// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '../../api/templates.ts';
import { App } from '../../App.tsx';
import { AUTH_TOKEN_KEY } from '../../auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes, type FakeRoute } from '../../test/fakes.ts';

/** What the visual editor holds when Save is pressed (GrapesJS itself runs in the e2e test, tests/e2e/mail-template.test.ts). */
const EDITED = { design: { pages: [{ component: '<mjml><mj-body><mj-text>Edited</mj-text></mj-body></mjml>' }] }, code: '<html><body><p>Edited {{contact.name}}</p></body></html>' };

vi.mock('./mailEditorEngine.ts', () => ({
  createMailEditor: () => ({
    flush: () => Promise.resolve(EDITED),
    addText: () => {},
    addImage: () => {},
    insertMergeTag: () => {},
    destroy: () => {},
  }),
}));

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mailTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 7,
    sendingType: 'EMAIL',
    name: 'Welcome',
    extname: 'welcome',
    subject: 'Hello {{contact.name}}',
    labels: [],
    locale: 'en',
    code: '<p>Old</p>',
    design: null,
    contents: '',
    fromName: 'Store',
    fromEmail: 'store@example.com',
    system: false,
    readOnly: false,
    ...overrides,
  };
}

function renderMail(path: string, routes: Record<string, FakeRoute | FakeRoute[]>) {
  window.history.replaceState(null, '', `/new${path}`);
  const server = fakeServer({
    ...signInRoutes(identityFixture({ role: 'admin' })),
    'GET /rest/vuejs/mails/locales/storevisit': { body: { locales: ['en', 'sv'] } },
    'GET /rest/vuejs/unlayer/editoroptions/storevisit': { body: { locale: 'en', minHeight: 900, maxImageBytes: 2097152, imageTypes: ['image/png'], canUpload: true } },
    'GET /rest/vuejs/unlayer/images/storevisit': { body: { data: [] } },
    'GET /rest/vuejs/unlayer/mergetags/storevisit': { body: { tags: [{ group: 'contact', name: 'Name', value: '{{contact.name}}', example: 'Alex Example' }] } },
    ...routes,
  });
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  return server;
}

const editorReady = () => waitFor(() => expect(screen.getByRole('button', { name: 'Add text' }).hasAttribute('disabled')).toBe(false), { timeout: 5000 });

describe('the e-mail template screen', { timeout: 20_000 }, () => {
  it('saves what the editor holds and sends a test mail only to a trimmed address with an at sign', async () => {
    const server = renderMail('/mailtemplate/storevisit/7', {
      'GET /rest/vuejs/mails/template/storevisit/7': { body: mailTemplate() },
      'PUT /rest/vuejs/mails/template/update/storevisit': { body: { ...mailTemplate(), ...EDITED, testSentTo: 'anna@example.com' } },
    });
    await screen.findByRole('heading', { name: /E-mail template/ }, { timeout: 5000 });
    await editorReady();

    const address = screen.getByRole('textbox', { name: 'Address for a test mail' });
    const send = screen.getByRole('button', { name: 'Save and send test mail' });
    fireEvent.change(address, { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(address, { target: { value: 'anna.example.com' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(address, { target: { value: '  anna@example.com ' } });
    fireEvent.click(send);
    await screen.findByText('Test mail sent to anna@example.com');
    const [call] = server.callsTo('PUT /rest/vuejs/mails/template/update/storevisit');
    expect(call?.url).toContain('testmail=anna%40example.com');
    expect(call?.body).toMatchObject({ id: 7, name: 'Welcome', sendingType: 'EMAIL', ...EDITED });
  });

  it('needs a name before anything is saved', async () => {
    const server = renderMail('/mailtemplate/storevisit/0', { 'GET /rest/vuejs/mails/template/storevisit/0': { body: mailTemplate({ id: 0, name: '', extname: '' }) } });
    await screen.findByRole('heading', { name: /New e-mail template/ }, { timeout: 5000 });
    await editorReady();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    expect(server.callsTo('POST /rest/vuejs/mails/template/create/storevisit')).toHaveLength(0);
  });
});
