// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SampleEntity } from '../../../core/sample/rules.ts';
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

function sample(state: number): SampleEntity {
  return {
    sampleId: 7,
    state,
    unitName: 'Store Umeå',
    unitPath: 'all,se,north,umea',
    interviewId: null,
    stateQuestion: {
      questionId: 'state',
      type: 'SingleChoice',
      title: 'State',
      value: String(state),
      disabled: true,
      choices: ['Completed', 'New', 'Approved', 'Unapproved', 'Cancelled'].map((title, i) => ({ extname: String(i), title })),
    },
    evalPeriodQuestion: null,
    subStateQuestion: null,
    groups: [
      { title: 'Contact', fields: [{ questionId: 'email', type: 'Email', title: 'E-mail', value: 'anna@example.com' }] },
      { title: 'Cancellation', cancelledComment: true, fields: [{ questionId: 'why', type: 'text', title: 'Why', optional: true, value: null }] },
    ],
    tableGroups: [{ title: 'State history', columns: [{ extname: 'action', title: 'Action' }], rows: [] }],
    canEditState: state !== 0,
    canCancelSamples: true,
    canPostpone: false,
    hasSampleExtendedState: false,
    showApproveButtonInState2: false,
    showApproveButtonInState3: false,
    canResendEmail: false,
    canResendSMS: false,
    isResendDisabled: false,
    canDelete: false,
    emailQuestionId: 'email',
    smsQuestionId: null,
  };
}

function renderSample(routes: Record<string, FakeRoute | FakeRoute[]>) {
  window.history.replaceState(null, '', '/new/sample/storevisit/samples/7');
  const server = fakeServer({ ...signInRoutes(identityFixture()), ...routes });
  render(<App createIdentityClient={fakeIdentity().factory} fetch={server.fetch} />);
  return server;
}

// A whole app renders (sign-in, shell, lazy screen): slower than a unit test on a busy machine.
describe('the sample screen', { timeout: 20_000 }, () => {
  it('shows the buttons the guards allow and the server validation message at its field; saves only when the server has none', async () => {
    const server = renderSample({
      'GET /rest/vuejs/sample/details/storevisit/7': { body: sample(1) },
      'POST /rest/vuejs/sample/validate/storevisit/7/approve': [{ body: { questionIdToMessages: { email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] } } }, { body: { questionIdToMessages: {} } }],
      'POST /rest/vuejs/sample/details/storevisit/7': { body: sample(2) },
    });
    expect((await screen.findByTestId('sample-headline', {}, { timeout: 5000 })).textContent).toBe('Sample 7: New');
    const toolbar = screen.getByRole('toolbar', { name: 'Sample actions' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Save changes', 'Cancel sample']);
    // Cancellation comments only show for a cancelled sample; the table group shows its empty state.
    expect(screen.queryByRole('heading', { name: 'Cancellation' })).toBeNull();
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Another open sample of this unit has this e-mail address.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/details/storevisit/7'))).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna.b@example.com' } });
    expect(screen.queryByText('Another open sample of this unit has this e-mail address.')).toBeNull();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('sample-headline').textContent).toBe('Sample 7: Approved'));
    expect(await screen.findByText('Sample approved')).toBeTruthy();
    const save = server.calls.find((c) => c.method === 'POST' && c.path.endsWith('/details/storevisit/7'));
    expect(save?.body).toEqual({ action: 'approve', answers: { email: 'anna.b@example.com' } });
  });

  it('asks before cancelling and sends nothing when the user keeps the sample', async () => {
    const server = renderSample({ 'GET /rest/vuejs/sample/details/storevisit/7': { body: sample(1) }, 'POST /rest/vuejs/sample/details/storevisit/7': { body: sample(4) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel sample' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this sample?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'POST' && c.path.includes('/sample/'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel sample' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this sample?' })).getByRole('button', { name: 'Cancel sample' }));
    await waitFor(() => expect(screen.getByTestId('sample-headline').textContent).toBe('Sample 7: Cancelled'));
    expect(await screen.findByRole('heading', { name: 'Cancellation' })).toBeTruthy();
  });

  it('says when a sample does not exist, without offering to try again', async () => {
    renderSample({ 'GET /rest/vuejs/sample/details/storevisit/7': { status: 404, body: { error: 'unknown_sample', message: 'Survey "storevisit" has no sample 7.' } } });
    expect(await screen.findByText(/has no sample 7/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('says when the sample cannot be loaded and offers to try again', async () => {
    renderSample({
      'GET /rest/vuejs/sample/details/storevisit/7': [{ status: 403, body: { error: 'outside_scope', message: 'Your role does not give access to the samples of "Store Umeå".' } }, { body: sample(0) }],
    });
    const alert = await screen.findByText(/The sample could not be loaded: Your role does not give access/, {}, { timeout: 5000 });
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('sample-headline')).textContent).toBe('Sample 7: Completed');
    expect(screen.getByText('This sample can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
