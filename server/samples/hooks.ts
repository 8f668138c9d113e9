/**
 * The survey's sample scripts (spec 3, Scripts): VALIDATE_SAMPLE adds messages by questionId to a sample update's
 * validation, HANDLE_SAMPLE_UPDATED runs after the save, in the same transaction. Where the scripts are stored and
 * the sandbox that runs them come with the back-office issue; until then a survey has no script (NO_SCRIPTS) and
 * these hooks do nothing. Whatever the sandbox becomes, it plugs in here as a ScriptSource and a ScriptRunner.
 */
import type { Answers, QuestionIdToMessages, SampleAction } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import type { SampleRecord } from './details';

export type SampleScriptType = 'VALIDATE_SAMPLE' | 'HANDLE_SAMPLE_UPDATED';

/** Finds the survey's script of a type: null when it has none. */
export interface ScriptSource {
  script(ctx: AnalyticsContext, type: SampleScriptType): Promise<string | null>;
}

/** Runs a script with its input and answers what it returned. */
export interface ScriptRunner {
  run(type: SampleScriptType, script: string, input: Record<string, unknown>): Promise<unknown>;
}

export interface SampleHooks {
  validateSample(ctx: AnalyticsContext, sample: SampleRecord, answers: Answers): Promise<QuestionIdToMessages>;
  sampleUpdated(ctx: AnalyticsContext, sample: SampleRecord, action: SampleAction | 'create' | 'copy'): Promise<void>;
}

/** No survey has scripts yet: they arrive with the back office. */
export const NO_SCRIPTS: ScriptSource = { script: async () => null };
/** Never reached while NO_SCRIPTS finds none. */
const NO_SANDBOX: ScriptRunner = { run: async () => undefined };

function asMessages(value: unknown): QuestionIdToMessages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: QuestionIdToMessages = {};
  for (const [id, list] of Object.entries(value)) {
    if (Array.isArray(list) && list.every((m) => typeof m === 'string') && list.length) out[id] = list as string[];
  }
  return out;
}

export function sampleHooks(source: ScriptSource, runner: ScriptRunner): SampleHooks {
  return {
    async validateSample(ctx, sample, answers) {
      const script = await source.script(ctx, 'VALIDATE_SAMPLE');
      if (script === null) return {};
      return asMessages(await runner.run('VALIDATE_SAMPLE', script, { survey: ctx.survey.extName, sample, answers }));
    },
    async sampleUpdated(ctx, sample, action) {
      const script = await source.script(ctx, 'HANDLE_SAMPLE_UPDATED');
      if (script === null) return;
      await runner.run('HANDLE_SAMPLE_UPDATED', script, { survey: ctx.survey.extName, sample, action });
    },
  };
}

export const defaultSampleHooks = sampleHooks(NO_SCRIPTS, NO_SANDBOX);
