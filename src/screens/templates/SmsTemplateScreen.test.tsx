// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '../../api/templates.ts';
import { App } from '../../App.tsx';
import { AUTH_TOKEN_KEY } from '../../auth/session.ts';
import { fakeIdentity, fakeServer, identityFixture, signInRoutes, type FakeRoute } from '../../test/fakes.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(AUTH_TOKEN_KEY, 'tok-stored');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function smsTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 12,
    sendingType: 'SMS',
    name: 'Reminder',
    extname: '',
    subject: '',
    labels: ['reminders'],
    locale: 'en',
    code: '',
    design: null,
    contents: 'Hello',
    fromName: '',
    fromEmail: '',
    system: false,
    readOnly: false,
    ...overrides,
  };
}

function renderSms(path: string, routes: Record<string, FakeRoute | FakeRoute[]>, identity = identityFixture({ role: 'admin' })) {
  window.history.replaceState(null, '', `/new${path}`);
  const server = fakeServer({ ...signInRoutes(identity), 'GET /rest/vuejs/mails/locales/storevisit': { body: { locales: ['en', 'sv'] } }, ...routes });
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  return server;
}

const contents = () => screen.getByRole('textbox', { name: /^Text/ });
const counter = () => screen.getByTestId('sms-part-counter');

describe('the SMS template screen', { timeout: 20_000 }, () => {
  it('counts characters, parts and encoding live as the text changes', async () => {
    renderSms('/smstemplate/storevisit/12', { 'GET /rest/vuejs/sms/template/storevisit/12': { body: smsTemplate() } });
    await screen.findByRole('heading', { name: /SMS template/ }, { timeout: 5000 });
    expect(counter().textContent).toBe('5 characters · 1 part · GSM-7 · 155 left in this part');

    fireEvent.change(contents(), { target: { value: 'a'.repeat(160) } });
    expect(counter().textContent).toContain('160 characters · 1 part · GSM-7');
    fireEvent.change(contents(), { target: { value: 'a'.repeat(161) } });
    expect(counter().textContent).toContain('161 characters · 2 parts · GSM-7');
    // An extension character counts twice: 80 of them fill one part exactly, one more needs two.
    fireEvent.change(contents(), { target: { value: '€'.repeat(81) } });
    expect(counter().textContent).toContain('81 characters · 2 parts · GSM-7');
    fireEvent.change(contents(), { target: { value: 'Hej 😀' } });
    expect(counter().textContent).toContain('5 characters · 1 part · UCS-2');
    fireEvent.change(contents(), { target: { value: 'ä'.repeat(70) + 'ш' } });
    expect(counter().textContent).toContain('71 characters · 2 parts · UCS-2');
  });

  it('checks name and text before saving, shows the server field message under its field, then saves with a snackbar', async () => {
    const server = renderSms('/smstemplate/storevisit/0?fromPage=templates', {
      'GET /rest/vuejs/sms/template/storevisit/0': { body: smsTemplate({ id: 0, name: '', contents: '', labels: [] }) },
      'POST /rest/vuejs/sms/template/create/storevisit': [
        { status: 400, body: { error: 'invalid_template', message: 'The template was not saved: contents: The SMS needs 11 parts; at most 10 are allowed', fields: { contents: 'The SMS needs 11 parts; at most 10 are allowed' } } },
        { body: smsTemplate({ id: 31, name: 'Welcome', contents: 'Hi {{firstname}}' }) },
      ],
      'GET /rest/vuejs/sms/template/storevisit/31': { body: smsTemplate({ id: 31, name: 'Welcome', contents: 'Hi {{firstname}}' }) },
    });
    await screen.findByRole('heading', { name: 'New SMS template' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('The text of the SMS is required')).toBeTruthy();
    expect(server.callsTo('POST /rest/vuejs/sms/template/create/storevisit')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Welcome' } });
    fireEvent.change(contents(), { target: { value: 'Hi {{firstname}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('template-error')).textContent).toContain('The template was not saved');
    expect(screen.getByText('The SMS needs 11 parts; at most 10 are allowed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('template-saved')).textContent).toBe('Changes saved');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/new/smstemplate/storevisit/31?fromPage=templates'));
    expect(server.callsTo('POST /rest/vuejs/sms/template/create/storevisit')[1]?.body).toMatchObject({ id: 0, name: 'Welcome', contents: 'Hi {{firstname}}', sendingType: 'SMS' });
    expect(await screen.findByRole('heading', { name: 'SMS template · 31' })).toBeTruthy();
  });

  it('shows a system template read-only to an administrator who is not root; Duplicate asks first and makes an editable draft', async () => {
    renderSms('/smstemplate/storevisit/5', {
      'GET /rest/vuejs/sms/template/storevisit/5': { body: smsTemplate({ id: 5, system: true, readOnly: true }) },
      'GET /rest/vuejs/mails/template/duplicate/storevisit/5': { body: smsTemplate({ id: 0, name: '', system: false, readOnly: false }) },
    });
    expect((await screen.findByTestId('template-read-only', {}, { timeout: 5000 })).textContent).toContain('only root users may change it');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect((contents() as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('System template')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-text').textContent).toBe('Duplicate template?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'New SMS template' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId('template-read-only')).toBeNull();
  });

  it('lets root change a system template and see its flag; Delete asks and goes back to fromPage', async () => {
    const server = renderSms(
      '/smstemplate/storevisit/5?fromPage=templates',
      {
        'GET /rest/vuejs/sms/template/storevisit/5': { body: smsTemplate({ id: 5, system: true, extname: 'sys-reminder' }) },
        'DELETE /rest/vuejs/sms/template/storevisit/5': { body: { id: 5, deleted: true } },
      },
      identityFixture({ role: 'admin', isRoot: true }),
    );
    await screen.findByRole('heading', { name: 'SMS template · 5' }, { timeout: 5000 });
    expect((screen.getByLabelText('System template') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Extname' }) as HTMLInputElement).value).toBe('sys-reminder');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-text').textContent).toBe('Delete template?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/new\/page\/templates\/storevisit\//));
    expect(server.callsTo('DELETE /rest/vuejs/sms/template/storevisit/5')).toHaveLength(1);
  });

  it('sends a test SMS only with a number, and says where it went', async () => {
    const server = renderSms('/smstemplate/storevisit/12', {
      'GET /rest/vuejs/sms/template/storevisit/12': { body: smsTemplate() },
      'POST /rest/vuejs/sms/template/testsms/storevisit': { body: { sentTo: '+46701234567', text: 'Hello', smsParts: { encoding: 'GSM-7', units: 5, parts: 1, perPart: 160, remaining: 155 } } },
    });
    await screen.findByRole('heading', { name: /SMS template/ }, { timeout: 5000 });
    const send = screen.getByRole('button', { name: 'Send test SMS' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number for a test SMS' }), { target: { value: '  +46701234567 ' } });
    fireEvent.click(send);
    expect((await screen.findByTestId('sms-test-sent')).textContent).toContain('Test SMS sent to +46701234567');
    expect(server.callsTo('POST /rest/vuejs/sms/template/testsms/storevisit')[0]?.body).toEqual({ phoneNumber: '+46701234567', contents: 'Hello' });
  });
});
