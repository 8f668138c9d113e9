/**
 * The survey's sample scripts (spec 3, Scripts), run in the sandbox (server/scripts/sandbox.ts) inside the sample
 * update's transaction:
 *   - VALIDATE_SAMPLE, before the save, with `survey`, `sample` (as stored) and `answers` (as sent). It refuses the
 *     save by throwing (or returning a text): a 400 with its message. It may instead return messages by questionId,
 *     which join the form's own. A run that does not finish (TIMEOUT, MEMORY, TOO_LARGE) refuses the save too: an
 *     unchecked sample is not saved.
 *   - HANDLE_SAMPLE_UPDATED, after the save, with `survey`, `sample` (as saved) and `action`. Its failure is an ERROR
 *     event of the script and never undoes the save.
 * A survey may have several of a type; they run oldest first. What they log() is kept as the script's events.
 */
import type { Answers, QuestionIdToMessages, SampleAction } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import type { SampleRecord } from './details';
import { Invalid } from '../errors';
import { runScript, type ScriptRun } from '../scripts/sandbox';
import { addScriptEvents, surveyScripts, type StoredScript } from '../scripts/store';

export type SampleScriptType = 'VALIDATE_SAMPLE' | 'HANDLE_SAMPLE_UPDATED';

/** Finds the survey's scripts of a type and keeps what their runs report. */
export interface ScriptSource {
  scripts(ctx: AnalyticsContext, type: SampleScriptType): Promise<StoredScript[]>;
  addEvents(ctx: AnalyticsContext, scriptId: number, events: ScriptRun['events']): Promise<void>;
}

/** Runs a script's code with its input. */
export interface ScriptRunner {
  run(code: string, input: Record<string, unknown>): Promise<ScriptRun>;
}

export interface SampleHooks {
  validateSample(ctx: AnalyticsContext, sample: SampleRecord, answers: Answers): Promise<QuestionIdToMessages>;
  sampleUpdated(ctx: AnalyticsContext, sample: SampleRecord, action: SampleAction | 'create' | 'copy'): Promise<void>;
}

export const STORED_SCRIPTS: ScriptSource = { scripts: surveyScripts, addEvents: addScriptEvents };
export const SANDBOX: ScriptRunner = { run: (code, input) => runScript(code, input) };

function asMessages(value: unknown): QuestionIdToMessages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: QuestionIdToMessages = {};
  for (const [id, list] of Object.entries(value)) {
    if (Array.isArray(list) && list.every((m) => typeof m === 'string') && list.length) out[id] = list as string[];
  }
  return out;
}

/** The thrown error's text without the "Error: " QuickJS puts before it: the message is the script's own words. */
const ownWords = (message: string) => message.replace(/^Error: /, '');

export function sampleHooks(source: ScriptSource, runner: ScriptRunner): SampleHooks {
  return {
    async validateSample(ctx, sample, answers) {
      const messages: QuestionIdToMessages = {};
      for (const script of await source.scripts(ctx, 'VALIDATE_SAMPLE')) {
        const run = await runner.run(script.code, { survey: ctx.survey.extName, sample, answers });
        await source.addEvents(ctx, script.id, run.events);
        if (run.returnCode === 'THROWN') throw new Invalid('sample_refused', ownWords(run.message));
        if (run.returnCode !== 'OK')
          throw new Invalid(
            'sample_script_failed',
            `The sample was not saved: the survey's VALIDATE_SAMPLE script "${script.extName}" did not finish (${run.returnCode}): ${run.message}`,
          );
        if (typeof run.value === 'string' && run.value.trim()) throw new Invalid('sample_refused', run.value);
        for (const [id, list] of Object.entries(asMessages(run.value))) messages[id] = [...(messages[id] ?? []), ...list];
      }
      return messages;
    },
    async sampleUpdated(ctx, sample, action) {
      for (const script of await source.scripts(ctx, 'HANDLE_SAMPLE_UPDATED')) {
        const run = await runner.run(script.code, { survey: ctx.survey.extName, sample, action });
        const failed =
          run.returnCode === 'OK'
            ? []
            : [{ type: 'ERROR' as const, message: `HANDLE_SAMPLE_UPDATED of sample ${sample.id} failed (${run.returnCode}): ${run.message}` }];
        await source.addEvents(ctx, script.id, [...run.events, ...failed]);
      }
    },
  };
}

export const defaultSampleHooks = sampleHooks(STORED_SCRIPTS, SANDBOX);
