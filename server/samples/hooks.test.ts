import { describe, expect, it } from 'vitest';
import { sampleHooks, SANDBOX, type ScriptSource } from './hooks';
import type { AnalyticsContext } from '../survey/context';
import type { SampleRecord } from './details';
import type { ScriptEvent } from '../scripts/sandbox';

const ctx = { survey: { extName: 'storevisit' } } as AnalyticsContext;
const sample: SampleRecord = {
  id: 7,
  state: 1,
  eventDate: '2026-11-01',
  contact: { email: 'a@example.com' },
  interviewId: null,
  unitPath: 'all,se',
  unitName: 'Sweden',
  evalPeriod: null,
  subState: null,
};

/** Scripts by type, as stored; the events the runs report land in `events` by script id. */
function source(scripts: Partial<Record<string, string[]>>): ScriptSource & { events: Record<number, ScriptEvent[]> } {
  const events: Record<number, ScriptEvent[]> = {};
  return {
    events,
    scripts: async (_ctx, type) => (scripts[type] ?? []).map((code, i) => ({ id: i + 1, extName: `${type}-${i}`, code })),
    addEvents: async (_ctx, id, list) => void (events[id] = [...(events[id] ?? []), ...list]),
  };
}

describe('sample hooks (VALIDATE_SAMPLE, HANDLE_SAMPLE_UPDATED) in the sandbox', () => {
  it('are no-ops when the survey has no script', async () => {
    const hooks = sampleHooks(source({}), SANDBOX);
    expect(await hooks.validateSample(ctx, sample, { email: 'a@example.com' })).toEqual({});
    await expect(hooks.sampleUpdated(ctx, sample, 'update')).resolves.toBeUndefined();
  });

  it("VALIDATE_SAMPLE's messages by questionId from every script; a thrown error or a text refuses with it", async () => {
    const hooks = sampleHooks(
      source({ VALIDATE_SAMPLE: [`return { email: ['VALIDATE_ERROR_EMAIL'] };`, `return { name: ['Too short'], x: 'not a list' };`] }),
      SANDBOX,
    );
    expect(await hooks.validateSample(ctx, sample, {})).toEqual({ email: ['VALIDATE_ERROR_EMAIL'], name: ['Too short'] });
    await expect(sampleHooks(source({ VALIDATE_SAMPLE: [`throw new Error('No ' + survey)`] }), SANDBOX).validateSample(ctx, sample, {})).rejects.toThrow(
      /^No storevisit$/,
    );
    await expect(sampleHooks(source({ VALIDATE_SAMPLE: [`return 'Refused'`] }), SANDBOX).validateSample(ctx, sample, {})).rejects.toThrow(/^Refused$/);
  });

  it('HANDLE_SAMPLE_UPDATED keeps its logs, and its failure as an ERROR event, without throwing', async () => {
    const s = source({ HANDLE_SAMPLE_UPDATED: [`log(action + ' ' + sample.id)`, `throw new Error('down')`] });
    await sampleHooks(s, SANDBOX).sampleUpdated(ctx, sample, 'approve');
    expect(s.events).toEqual({
      1: [{ type: 'INFO', message: 'approve 7' }],
      2: [{ type: 'ERROR', message: 'HANDLE_SAMPLE_UPDATED of sample 7 failed (THROWN): Error: down' }],
    });
  });
});
