import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { guessMapping, uploadMachine } from './upload.machine';
import { FILE, RESULT, UPLOADED, uploadModels } from './upload.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start() {
  const fakes = deferredActors(['uploadFile', 'importMapping']);
  const notices: string[] = [];
  const machine = uploadMachine.provide({
    actors: fakes.actors as never,
    actions: { notifyImported: () => void notices.push('imported') },
  });
  const actor = createActor(machine).start();
  return { fakes, notices, actor, state: () => actor.getSnapshot() };
}

describe('upload machine', () => {
  it('chosen, uploading with real bytes, mapping (headers that name a field start mapped), importing, imported', async () => {
    const { fakes, notices, actor, state } = start();
    actor.send({ type: 'UPLOAD' });
    expect(state().value).toBe('idle');
    actor.send({ type: 'CHOOSE', file: FILE });
    expect(state().value).toBe('chosen');
    actor.send({ type: 'UPLOAD' });
    expect(state().value).toBe('uploading');
    expect(state().context.progress).toEqual({ loaded: 0, total: FILE.size });
    const input = fakes.calls[0]!.input as {
      file: typeof FILE;
      onProgress: (l: number, t: number) => void;
    };
    expect(input.file).toBe(FILE);
    input.onProgress(500_000, FILE.size + 200);
    expect(state().context.progress).toEqual({
      loaded: 500_000,
      total: FILE.size + 200,
    });
    fakes.resolve('uploadFile', UPLOADED);
    await flush();
    expect(state().value).toBe('mapping');
    expect(state().context.fieldMapping).toEqual({ date: 1 });
    expect(state().context.state).toBe('completed');

    // Import waits for the mandatory fields.
    actor.send({ type: 'IMPORT' });
    expect(state().value).toBe('mapping');
    actor.send({ type: 'MAP', variable: 'unit', column: 0 });
    actor.send({ type: 'MAP', variable: 'comment', column: 2 });
    actor.send({ type: 'STATE', state: 'incomplete' });
    actor.send({ type: 'IMPORT' });
    expect(state().value).toEqual({ importing: 'adding' });
    expect(fakes.calls.at(-1)).toEqual({
      name: 'importMapping',
      input: {
        uploadId: 7,
        state: 'incomplete',
        fieldMapping: { unit: 0, date: 1, comment: 2 },
        update: false,
      },
    });
    fakes.resolve('importMapping', RESULT);
    await flush();
    expect(state().value).toBe('imported');
    expect(state().context.result).toEqual(RESULT);
    expect(notices).toEqual(['imported']);
  });

  it('a failed upload resets the progress and clears the file', async () => {
    const { fakes, actor, state } = start();
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'UPLOAD' });
    (fakes.calls[0]!.input as { onProgress: (l: number, t: number) => void }).onProgress(1000, FILE.size);
    fakes.reject('uploadFile', new Error('The workbook unpacks to more than 400 MB (a zip bomb?): refused before reading it.'));
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context).toMatchObject({
      file: null,
      progress: { loaded: 0, total: 0 },
      error: expect.stringContaining('zip bomb'),
    });
    actor.send({ type: 'CHOOSE', file: FILE });
    expect(state().value).toBe('chosen');
    expect(state().context.error).toBeNull();
  });

  it('a refused import keeps the mapping with the message naming the row; root updates the earlier import', async () => {
    const { fakes, actor, state } = start();
    actor.send({ type: 'CHOOSE', file: FILE });
    actor.send({ type: 'UPLOAD' });
    fakes.resolve('uploadFile', UPLOADED);
    await flush();
    actor.send({ type: 'MAP', variable: 'unit', column: 0 });
    actor.send({ type: 'IMPORT' });
    fakes.reject('importMapping', new Error('Row 983, column B (Trust): no unit NHFT in this survey.'));
    await flush();
    expect(state().value).toBe('mapping');
    expect(state().context.error).toBe('Row 983, column B (Trust): no unit NHFT in this survey.');
    expect(state().context.fieldMapping).toEqual({ unit: 0, date: 1 });
    actor.send({ type: 'UPDATE' });
    expect(state().value).toEqual({ importing: 'updating' });
    expect(state().context.error).toBeNull();
    expect((fakes.calls.at(-1)!.input as { update: boolean }).update).toBe(true);
  });

  it('guesses a mapping only from headers that name a field', () => {
    expect(
      guessMapping({
        ...UPLOADED,
        spreadsheet: {
          columns: [
            { idx: 0, name: ' unit ', firstRow: '' },
            { idx: 1, name: 'anything to add?', firstRow: '' },
          ],
        },
      }),
    ).toEqual({ unit: 0, comment: 1 });
  });
});

describe('upload machine, model-based', () => {
  const taken = new Set<string>();
  const cases = uploadModels.flatMap((model) => modelEdgeCases(model));
  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
    // The list refreshes exactly when an import succeeded.
    expect(result.actions.includes('notifyImported')).toBe(result.taken.some((t) => t.endsWith('upload.imported')));
  });
  it('walked every declared transition', () => {
    expect(definedTransitions(uploadMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
