import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PAGE_POLL_MS, POLL_MS, reportDownloadMachine } from './report-download.machine';
import { REQUEST, reportDownloadModels, TASK } from './report-download.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(opts: { pageDelay?: boolean } = {}) {
  const fakes = deferredActors(['startReport', 'fetchStatus', 'saveFile']);
  const notices: string[] = [];
  const clock = new SimulatedClock();
  const machine = reportDownloadMachine.provide({
    actors: fakes.actors as never,
    actions: { notifyReady: () => void notices.push('Report ready for download') },
    ...(opts.pageDelay ? { delays: { poll: PAGE_POLL_MS } } : {}),
  });
  const actor = createActor(machine, { clock }).start();
  return { fakes, notices, clock, actor, state: () => actor.getSnapshot() };
}

describe('report download machine', () => {
  it('queues, polls each second showing the position, says when ready, and saves the file', async () => {
    const { fakes, notices, clock, actor, state } = start();
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    expect(state().value).toBe('requesting');
    expect(fakes.calls[0]).toEqual({ name: 'startReport', input: REQUEST });
    fakes.resolve('startReport', TASK);
    await flush();
    expect(state().matches('downloadQueued')).toBe(true);
    expect(fakes.calls.at(-1)).toEqual({ name: 'fetchStatus', input: TASK });
    fakes.resolve('fetchStatus', { status: 'QUEUED', position: 2 });
    await flush();
    expect(state().context.position).toBe(2);

    clock.increment(POLL_MS - 1);
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'fetchStatus')).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'fetchStatus')).toHaveLength(2);
    fakes.resolve('fetchStatus', { status: 'QUEUED', position: 1 });
    await flush();
    expect(state().context.position).toBe(1);

    // A new download is ignored while one is queued.
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    expect(fakes.calls.filter((c) => c.name === 'startReport')).toHaveLength(1);

    clock.increment(POLL_MS);
    await flush();
    fakes.resolve('fetchStatus', { status: 'FINISHED', position: 0, fileName: 'storevisit-ranking.xlsx' });
    await flush();
    expect(state().value).toBe('downloadReady');
    expect(notices).toEqual(['Report ready for download']);
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    expect(state().value).toBe('downloadReady');

    actor.send({ type: 'SAVE' });
    expect(state().value).toBe('downloading');
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveFile', input: { ...TASK, fileName: 'storevisit-ranking.xlsx' } });
    fakes.resolve('saveFile', undefined);
    await flush();
    expect(state().value).toBe('downloadCompleted');

    // Polling stopped; a new download may start now.
    clock.increment(POLL_MS * 5);
    await flush();
    expect(fakes.calls.filter((c) => c.name === 'fetchStatus')).toHaveLength(3);
    actor.send({ type: 'DOWNLOAD', request: { ...REQUEST, path: 'interviewsreport/storevisit/all' } });
    expect(state().value).toBe('requesting');
    expect(state().context.position).toBe(0);
  });

  it('ends in failed with the message when the report fails, and can be dismissed', async () => {
    const { fakes, actor, state } = start();
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    fakes.resolve('startReport', TASK);
    await flush();
    fakes.resolve('fetchStatus', { status: 'FAILED', position: 0, error: 'Your role does not give access to "all".' });
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toBe('Your role does not give access to "all".');
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    expect(state().value).toBe('failed');
    actor.send({ type: 'DISMISS' });
    expect(state().value).toBe('none');
    expect(state().context.error).toBeNull();
  });

  it('a refused request fails with the server message', async () => {
    const { fakes, actor, state } = start();
    actor.send({ type: 'DOWNLOAD', request: REQUEST });
    fakes.reject('startReport', new Error('The rankingreport report is not enabled for survey "delivery".'));
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toContain('not enabled');
  });

  it('the waiting page tracks an existing task, polling every 2 s', async () => {
    const { fakes, clock, actor, state } = start({ pageDelay: true });
    actor.send({ type: 'TRACK', task: TASK });
    await flush();
    expect(fakes.calls).toEqual([{ name: 'fetchStatus', input: TASK }]);
    fakes.resolve('fetchStatus', { status: 'RUNNING', position: 0 });
    await flush();
    expect(state().context.status).toBe('RUNNING');
    clock.increment(POLL_MS);
    await flush();
    expect(fakes.calls).toHaveLength(1);
    clock.increment(PAGE_POLL_MS - POLL_MS);
    await flush();
    expect(fakes.calls).toHaveLength(2);
  });
});

describe('report download machine, model-based', () => {
  const taken = new Set<string>();
  const cases = reportDownloadModels.flatMap((model) => modelEdgeCases(model));
  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
    // 'Report ready for download' shows exactly when the status said FINISHED.
    expect(result.actions.includes('notifyReady')).toBe(result.taken.some((t) => t.endsWith('reportDownload.downloadReady')));
  });
  it('walked every declared transition', () => {
    expect(definedTransitions(reportDownloadMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
