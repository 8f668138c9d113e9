// @vitest-environment jsdom
/**
 * The SMS and letter template forms embedded in another screen (the campaign wizard, issue 18): no router around
 * them, so any navigation would throw; they tell their host through onSaved, onCancel and onDeleted instead.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/testing-library.ts';
import { createApiClient } from '../../api/client.ts';
import type { MessageTemplate } from '../../api/templates.ts';
import { AuthContext, type AuthContextValue } from '../../auth/context.ts';
import en from '../../i18n/en.json';
import { fakeServer, identityFixture, type FakeRoute } from '../../test/fakes.ts';
import { LetterTemplateEditor } from './LetterTemplateScreen.tsx';
import { SmsTemplateEditor } from './SmsTemplateScreen.tsx';

beforeEach(() => {
  window.history.replaceState(null, '', '/new/campaign/storevisit/7');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function template(overrides: Partial<MessageTemplate>): MessageTemplate {
  return {
    id: 0,
    sendingType: 'SMS',
    name: '',
    extname: '',
    subject: '',
    labels: [],
    locale: null,
    code: '',
    design: null,
    contents: '',
    fromName: '',
    fromEmail: '',
    system: false,
    readOnly: false,
    letterFileName: null,
    ...overrides,
  };
}

/** The form inside the app's providers but no router: what the wizard gives it. */
function embed(form: ReactNode, routes: Record<string, FakeRoute | FakeRoute[]>) {
  const server = fakeServer({ 'GET /rest/vuejs/mails/locales/storevisit': { body: { locales: ['en', 'sv'] } }, ...routes });
  const api = createApiClient({ fetch: server.fetch, getAuthToken: () => 'tok' });
  const auth = { state: { status: 'signed-in', identity: identityFixture({ role: 'admin' }), authToken: 'tok' }, api } as unknown as AuthContextValue;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pushState = vi.spyOn(window.history, 'pushState');
  const replaceState = vi.spyOn(window.history, 'replaceState');
  render(
    <IntlProvider locale="en" messages={en}>
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={queries}>{form}</QueryClientProvider>
      </AuthContext.Provider>
    </IntlProvider>,
  );
  const stayed = () => {
    expect(window.location.pathname).toBe('/new/campaign/storevisit/7');
    expect(pushState).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  };
  return { server, stayed };
}

describe('the template forms embedded in another screen', { timeout: 20_000 }, () => {
  it('a new SMS template: Save calls onSaved with the saved id and stays in place; Cancel calls onCancel', async () => {
    const onSaved = vi.fn();
    const onCancel = vi.fn();
    const { server, stayed } = embed(<SmsTemplateEditor surveyExtName="storevisit" templateId={0} label="reminders" onSaved={onSaved} onCancel={onCancel} />, {
      'GET /rest/vuejs/sms/template/storevisit/0': { body: template({}) },
      'POST /rest/vuejs/sms/template/create/storevisit': { body: template({ id: 41, name: 'Wizard SMS', contents: 'Hej', labels: ['reminders'] }) },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 }), { target: { value: 'Wizard SMS' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Text/ }), { target: { value: 'Hej' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(server.callsTo('POST /rest/vuejs/sms/template/create/storevisit')[0]?.body).toMatchObject({ id: 0, name: 'Wizard SMS', contents: 'Hej', labels: ['reminders'] });
    // The form now shows the saved template, in place.
    expect(await screen.findByRole('heading', { name: 'SMS template · 41' })).toBeTruthy();
    stayed();
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
    stayed();
  });

  it('a letter template: Save calls onSaved with its id, Delete calls onDeleted, and neither navigates', async () => {
    const onSaved = vi.fn();
    const onCancel = vi.fn();
    const onDeleted = vi.fn();
    const letter = template({ id: 40, sendingType: 'LETTER', name: 'Paper invitation', letterFileName: 'letter.fodt' });
    const { stayed } = embed(<LetterTemplateEditor surveyExtName="storevisit" templateId={40} onSaved={onSaved} onCancel={onCancel} onDeleted={onDeleted} />, {
      'GET /rest/vuejs/mails/template/storevisit/40': { body: letter },
      'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/storevisit/40': { body: { variableRows: [] } },
      'PUT /rest/vuejs/mails/template/updateletter/storevisit': { body: { ...letter, name: 'Paper invitation 2' } },
      'GET /rest/vuejs/mails/template/delete/storevisit/40': { body: { id: 40, deleted: true } },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 }), { target: { value: 'Paper invitation 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(40));

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(40));
    expect(onCancel).not.toHaveBeenCalled();
    stayed();
  });
});
