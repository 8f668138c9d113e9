/**
 * Runs a survey script (spec 3, Scripts) in QuickJS compiled to WebAssembly: the script gets its own heap inside
 * the WebAssembly memory and no host objects at all (no require, process, fetch, timers or module loader), so
 * the worst it can do is spend its time and memory limits. Every run gets a fresh runtime, so nothing a script
 * leaves in its globals or prototypes reaches the next one.
 *
 * The script is the body of a function. Its API:
 *   - `input`: the run's input as read-only (deeply frozen) plain JSON; each top-level key is also a name of
 *     its own (`sample`, `answers`, `interview`, ...).
 *   - `result(value)`: the run's value (JSON); without it, what the body returns.
 *   - `log(message, type = 'INFO')`: an event of type INFO, WARNING or ERROR.
 * Only synchronous code runs: promises are never settled after the body returns.
 *
 * The run is synchronous CPU work on the server's thread, which is why the time limit is short.
 */
import { newQuickJSWASMModule, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten';

export const SCRIPT_LIMITS = {
  /** Wall time of one run, compile included. */
  timeMs: 1000,
  /** The script's heap, compile and input included. */
  memoryBytes: 32 * 1024 * 1024,
  /** Stack depth, so runaway recursion is a thrown RangeError instead of a crash. */
  stackBytes: 512 * 1024,
  /** Characters of the value as JSON. */
  resultChars: 256 * 1024,
  /** Events kept per run, and characters kept per event. */
  events: 100,
  eventChars: 2000,
};
export type ScriptLimits = typeof SCRIPT_LIMITS;

/** OK; THROWN (an exception, or code that does not compile); TIMEOUT; MEMORY; TOO_LARGE (the value over resultChars). */
export type ScriptReturnCode = 'OK' | 'THROWN' | 'TIMEOUT' | 'MEMORY' | 'TOO_LARGE';
export type ScriptEventType = 'INFO' | 'WARNING' | 'ERROR';
export interface ScriptEvent {
  type: ScriptEventType;
  message: string;
}
export interface ScriptRun {
  returnCode: ScriptReturnCode;
  /** Empty for OK; otherwise why the run failed, for the person who wrote the script. */
  message: string;
  /** The script's value as JSON (undefined when it gave none or failed). */
  value: unknown;
  events: ScriptEvent[];
}

const EVENT_TYPES: readonly string[] = ['INFO', 'WARNING', 'ERROR'];

/**
 * Evaluated before the script, in its context: takes the host's two values off the global object, so the script
 * reaches them only through the API, and keeps its own JSON.stringify, so a script that replaces the global one
 * cannot change how its value is read.
 */
const PRELUDE = `(() => {
  'use strict';
  const stringify = JSON.stringify, parse = JSON.parse, freeze = Object.freeze, keys = Object.keys;
  const hostLog = globalThis.__log, raw = globalThis.__input, code = globalThis.__code;
  delete globalThis.__log; delete globalThis.__input; delete globalThis.__code;
  const deepFreeze = (v) => { if (v !== null && typeof v === 'object') { for (const k of keys(v)) deepFreeze(v[k]); freeze(v); } return v; };
  const input = deepFreeze(parse(raw));
  let value, given = false;
  const api = { input, log: (message, type) => { hostLog(String(message), type === undefined ? 'INFO' : String(type)); }, result: (v) => { value = v; given = true; } };
  for (const k of keys(input)) if (!(k in api) && /^[A-Za-z_$][\\w$]*$/.test(k)) api[k] = input[k];
  const names = keys(api);
  const returned = Function(...names, '"use strict";\\n' + code)(...names.map((n) => api[n]));
  const out = given ? value : returned;
  return out === undefined ? undefined : stringify(out);
})()`;

/**
 * One WebAssembly instance for the process, replaced when it aborts: QuickJS asserts that a runtime it frees holds
 * no objects, and a script that overflows its stack can leave some behind, which aborts the whole instance.
 */
let quickJs: Promise<QuickJSWASMModule> | undefined;
const engine = () => (quickJs ??= newQuickJSWASMModule());

function dispose(runtime: QuickJSRuntime): void {
  try {
    runtime.dispose();
  } catch {
    quickJs = undefined;
  }
}

function errorText(context: QuickJSContext, handle: QuickJSHandle): string {
  try {
    const dumped: unknown = context.dump(handle);
    if (dumped && typeof dumped === 'object' && 'message' in dumped) {
      const { name, message } = dumped as { name?: unknown; message?: unknown };
      return typeof name === 'string' && name ? `${name}: ${String(message)}` : String(message);
    }
    return String(dumped);
  } catch {
    return 'The script failed with an error that could not be read.';
  }
}

/** Runs `code` with `input` (plain JSON) under `limits`; never throws for anything the script does. */
export async function runScript(code: string, input: Record<string, unknown>, limits: Partial<ScriptLimits> = {}): Promise<ScriptRun> {
  const limit = { ...SCRIPT_LIMITS, ...limits };
  const module = await engine();
  const events: ScriptEvent[] = [];
  const runtime = module.newRuntime();
  let timedOut = false;
  try {
    runtime.setMemoryLimit(limit.memoryBytes);
    runtime.setMaxStackSize(limit.stackBytes);
    const deadline = Date.now() + limit.timeMs;
    runtime.setInterruptHandler(() => (timedOut ||= Date.now() > deadline));
    const context = runtime.newContext();
    try {
      const log = context.newFunction('__log', (message, type) => {
        if (events.length >= limit.events) return;
        const kind = context.getString(type);
        events.push({ type: (EVENT_TYPES.includes(kind) ? kind : 'INFO') as ScriptEventType, message: context.getString(message).slice(0, limit.eventChars) });
      });
      for (const [name, handle] of [
        ['__log', log],
        ['__input', context.newString(JSON.stringify(input))],
        ['__code', context.newString(code)],
      ] as const) {
        context.setProp(context.global, name, handle);
        handle.dispose();
      }
      const result = context.evalCode(PRELUDE, 'script.js');
      if (result.error) {
        const message = errorText(context, result.error);
        result.error.dispose();
        if (timedOut) return { returnCode: 'TIMEOUT', message: `The script ran longer than ${limit.timeMs} ms.`, value: undefined, events };
        if (/out of memory/i.test(message))
          return { returnCode: 'MEMORY', message: `The script used more than ${limit.memoryBytes} bytes.`, value: undefined, events };
        return { returnCode: 'THROWN', message, value: undefined, events };
      }
      const handle = result.value;
      try {
        if (context.typeof(handle) !== 'string') return { returnCode: 'OK', message: '', value: undefined, events };
        const length = context.getProp(handle, 'length').consume((h) => context.getNumber(h));
        if (length > limit.resultChars)
          return {
            returnCode: 'TOO_LARGE',
            message: `The script's value is ${length} characters as JSON; at most ${limit.resultChars} are kept.`,
            value: undefined,
            events,
          };
        return { returnCode: 'OK', message: '', value: JSON.parse(context.getString(handle)), events };
      } finally {
        handle.dispose();
      }
    } finally {
      context.dispose();
    }
  } catch (e) {
    // The engine itself failed (the memory limit hit while setting up): the script did not run.
    if (/out of memory/i.test(String(e)))
      return { returnCode: 'MEMORY', message: `The script used more than ${limit.memoryBytes} bytes.`, value: undefined, events };
    // Anything else is the engine's own failure (an abort): the next run gets a fresh instance.
    quickJs = undefined;
    return { returnCode: 'THROWN', message: `The script engine failed: ${String(e).slice(0, limit.eventChars)}`, value: undefined, events };
  } finally {
    dispose(runtime);
  }
}
