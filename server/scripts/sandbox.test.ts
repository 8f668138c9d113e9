/**
 * The script sandbox against the escapes a survey script could try: it must end with a clear return code, see
 * nothing of the server process, and leave nothing behind for the next run.
 */
import { describe, expect, it } from 'vitest';
import { runScript, SCRIPT_LIMITS } from './sandbox';

const sample = { id: 7, state: 1, contact: { email: 'a@example.com' } };

describe('runScript', () => {
  it('answers the returned value, or the one given to result(), with the logged events', async () => {
    expect(await runScript('return sample.contact.email.toUpperCase();', { sample })).toEqual({
      returnCode: 'OK',
      message: '',
      value: 'A@EXAMPLE.COM',
      events: [],
    });
    const run = await runScript(`log('checking ' + input.sample.id); log('odd', 'WARNING'); result({ ok: sample.state === 1 });`, { sample });
    expect(run).toEqual({
      returnCode: 'OK',
      message: '',
      value: { ok: true },
      events: [
        { type: 'INFO', message: 'checking 7' },
        { type: 'WARNING', message: 'odd' },
      ],
    });
  });

  it('a script that throws is THROWN with its message', async () => {
    const run = await runScript(`log('before'); throw new Error('The e-mail is required');`, { sample });
    expect(run.returnCode).toBe('THROWN');
    expect(run.message).toContain('The e-mail is required');
    expect(run.events).toEqual([{ type: 'INFO', message: 'before' }]);
    expect((await runScript(`throw 'plain text';`, {})).message).toContain('plain text');
    expect((await runScript(`this is not javascript`, {})).returnCode).toBe('THROWN');
  });

  it('an endless loop is stopped as TIMEOUT within the time limit, even when the script catches', async () => {
    const started = Date.now();
    const run = await runScript(`for (;;) { try { while (true) {} } catch (e) {} }`, {}, { timeMs: 300 });
    expect(run.returnCode).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(300 + 1000);
  });

  it('allocation without end is stopped as MEMORY', async () => {
    const run = await runScript(`const a = []; for (;;) a.push({ n: a.length, text: 'x' + a.length });`, {}, { memoryBytes: 8 * 1024 * 1024 });
    expect(run.returnCode).toBe('MEMORY');
  });

  it('deep recursion is a thrown error, not a crash, and the next run works', async () => {
    const run = await runScript(`const f = (n) => f(n + 1) + 1; return f(0);`, {});
    expect(run.returnCode).toBe('THROWN');
    expect(await runScript('return 1 + 1;', {})).toMatchObject({ returnCode: 'OK', value: 2 });
  });

  it('sees nothing of the host: no process, require, fetch, module import or host global', async () => {
    const probe = `return {
      process: typeof process, require: typeof require, fetch: typeof globalThis.fetch, module: typeof module, Buffer: typeof Buffer,
      setTimeout: typeof setTimeout, std: typeof std, os: typeof os,
      fnThis: Object.keys(Function('return this')()).filter((k) => !['input', 'log', 'result'].includes(k)),
      ctorThis: (function () {}).constructor.constructor('return typeof process')(),
    };`;
    const run = await runScript(probe, {});
    expect(run).toMatchObject({ returnCode: 'OK' });
    expect(run.value).toEqual({
      process: 'undefined',
      require: 'undefined',
      fetch: 'undefined',
      module: 'undefined',
      Buffer: 'undefined',
      setTimeout: 'undefined',
      std: 'undefined',
      os: 'undefined',
      fnThis: [],
      ctorThis: 'undefined',
    });
    const imported = await runScript(`let out = 'none'; import('fs').then(() => { out = 'loaded'; }, (e) => { out = String(e); }); return out;`, {});
    expect(imported.value).toBe('none');
    expect((await runScript(`return import('node:child_process');`, {})).value).toEqual({});
  });

  it('cannot change its input or pollute the prototypes of the host', async () => {
    const input = { sample: { id: 7, contact: { email: 'a@example.com' } } };
    const run = await runScript(
      `Object.prototype.polluted = 'yes'; Array.prototype.push = () => 0; JSON.stringify = () => '"lie"';
       try { sample.contact.email = 'changed'; } catch (e) { log(String(e)); }
       return sample.contact.email;`,
      input,
    );
    expect(run.value).toBe('a@example.com');
    expect(run.events[0]?.message).toMatch(/read-only|not writable|frozen/i);
    expect(input.sample.contact.email).toBe('a@example.com');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([1].push(2)).toBe(2);
  });

  it('bounds a huge result and the events', async () => {
    const big = await runScript(`return 'x'.repeat(${SCRIPT_LIMITS.resultChars + 1});`, {});
    expect(big.returnCode).toBe('TOO_LARGE');
    expect(big.value).toBeUndefined();
    const chatty = await runScript(`for (let i = 0; i < 1000; i++) log('y'.repeat(5000));`, {});
    expect(chatty.returnCode).toBe('OK');
    expect(chatty.events.length).toBe(SCRIPT_LIMITS.events);
    expect(chatty.events.every((e) => e.message.length <= SCRIPT_LIMITS.eventChars)).toBe(true);
  });

  it('two runs share no globals', async () => {
    await runScript(`globalThis.leftover = 1; Object.prototype.leftover = 2; return 0;`, {});
    const next = await runScript(`return [typeof leftover, typeof ({}).leftover];`, {});
    expect(next.value).toEqual(['undefined', 'undefined']);
  });
});
