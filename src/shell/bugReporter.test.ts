// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { fakeServer } from '../test/fakes.ts';
import { bugMessage, reportBugs } from './bugReporter.ts';

describe('bug reporter', () => {
  it('posts uncaught errors to the survey bug list, without stacks, at most 20 per page load', async () => {
    const server = fakeServer({ 'POST /rest/vuejs/logs/bugs/storevisit': { status: 204 } });
    const api = createApiClient({ fetch: server.fetch, getAuthToken: () => 'tok' });
    // A target of its own: an error event on the test window would count as an uncaught error of the run.
    const target = new EventTarget();
    const stop = reportBugs(api, () => 'storevisit', target);
    for (let i = 0; i < 25; i++) target.dispatchEvent(new ErrorEvent('error', { error: new TypeError(`boom ${i}`), message: `boom ${i}` }));
    await new Promise((r) => setTimeout(r, 0));
    const calls = server.callsTo('POST /rest/vuejs/logs/bugs/storevisit');
    expect(calls).toHaveLength(20);
    expect(calls[0]?.body).toEqual({ message: 'TypeError: boom 0' });
    expect(calls[0]?.headers.authorization).toBe('tok');
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    await new Promise((r) => setTimeout(r, 0));
    expect(server.callsTo('POST /rest/vuejs/logs/bugs/storevisit')).toHaveLength(20);
  });

  it('keeps only readable messages', () => {
    expect(bugMessage(new RangeError('x'))).toBe('RangeError: x');
    expect(bugMessage('plain')).toBe('plain');
    expect(bugMessage({})).toBeNull();
  });
});
