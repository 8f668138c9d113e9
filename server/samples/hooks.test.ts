import { describe, expect, it } from 'vitest';
import { defaultSampleHooks, sampleHooks, type SampleScriptType } from './hooks';
import type { AnalyticsContext } from '../survey/context';
import type { SampleRecord } from './details';

const ctx = { survey: { extName: 'storevisit' } } as AnalyticsContext;
const sample: SampleRecord = { id: 7, state: 1, eventDate: '2026-11-01', contact: { email: 'a@example.com' }, interviewId: null, unitPath: 'all,se', unitName: 'Sweden', evalPeriod: null, subState: null };

describe('sample hooks (VALIDATE_SAMPLE, HANDLE_SAMPLE_UPDATED)', () => {
  it('are no-ops when the survey has no script: no messages, nothing run', async () => {
    const ran: string[] = [];
    const hooks = sampleHooks({ script: async () => null }, { run: async (type) => void ran.push(type) });
    expect(await hooks.validateSample(ctx, sample, { email: 'a@example.com' })).toEqual({});
    await hooks.sampleUpdated(ctx, sample, 'update');
    expect(ran).toEqual([]);
  });

  it("run the survey's script when one exists: VALIDATE_SAMPLE's messages by questionId, HANDLE_SAMPLE_UPDATED after the save", async () => {
    const ran: [SampleScriptType, string][] = [];
    const hooks = sampleHooks(
      { script: async (_ctx, type) => `// ${type}` },
      {
        run: async (type, script) => {
          ran.push([type, script]);
          return type === 'VALIDATE_SAMPLE' ? { email: ['VALIDATE_ERROR_EMAIL'] } : undefined;
        },
      },
    );
    expect(await hooks.validateSample(ctx, sample, {})).toEqual({ email: ['VALIDATE_ERROR_EMAIL'] });
    await hooks.sampleUpdated(ctx, sample, 'approve');
    expect(ran).toEqual([
      ['VALIDATE_SAMPLE', '// VALIDATE_SAMPLE'],
      ['HANDLE_SAMPLE_UPDATED', '// HANDLE_SAMPLE_UPDATED'],
    ]);
  });

  it('a script answer that is not messages by questionId adds none', async () => {
    const hooks = sampleHooks({ script: async () => 'x' }, { run: async () => 'not messages' });
    expect(await hooks.validateSample(ctx, sample, {})).toEqual({});
  });

  it('the default hooks run nothing until the back office brings the script sandbox', async () => {
    expect(await defaultSampleHooks.validateSample(ctx, sample, {})).toEqual({});
    await expect(defaultSampleHooks.sampleUpdated(ctx, sample, 'update')).resolves.toBeUndefined();
  });
});
