/**
 * What a script gets as `input` (server/scripts/sandbox.ts): plain JSON read in the caller's transaction. The hooks
 * and the back office's Run build it the same way, so a script tried with Run sees what the hook will give it.
 *   - `survey`: the survey's extName, always.
 *   - `interview`: { id, unitPath, unitName, respondedAt, completed, background, answers } (answers by question id,
 *     numbers as numbers): GENERATE_ALERT, and Run with an interview id.
 *   - `sample`: the interview's sample { id, state, eventDate, contact, interviewId, unitPath, unitName }:
 *     VALIDATE_SAMPLE and HANDLE_SAMPLE_UPDATED (server/samples/hooks.ts), and Run with an interview id.
 */
import type pg from 'pg';
import { NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import type { ScriptRunParams } from '../../schemas/api/script-run-params.gen';

export interface ScriptInterview {
  id: number;
  unitPath: string;
  unitName: string;
  respondedAt: string;
  completed: boolean;
  background: Record<string, string>;
  answers: Record<string, number | string | null>;
}

/** The interview of the survey as a script reads it; null when the survey has no such interview. */
export async function scriptInterview(client: pg.ClientBase, surveyId: number, interviewId: number): Promise<ScriptInterview | null> {
  const { rows } = await client.query<Omit<ScriptInterview, 'answers'>>(
    `select i.id::int as id, u.path as "unitPath", u.name as "unitName", to_char(i.responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "respondedAt",
            i.is_completed as completed, i.background
       from interview i join unit u on u.id = i.unit_id where i.id = $1 and i.survey_id = $2`,
    [interviewId, surveyId],
  );
  if (!rows[0]) return null;
  const { rows: answers } = await client.query<{
    question: string;
    num: number | null;
    text: string | null;
  }>(`select question, num_value::float8 as num, text_value as text from answer where interview_id = $1 order by question`, [interviewId]);
  return {
    ...rows[0],
    answers: Object.fromEntries(answers.map((a) => [a.question, a.num ?? a.text])),
  };
}

async function sampleOfInterview(client: pg.ClientBase, surveyId: number, interviewId: number): Promise<Record<string, unknown> | null> {
  const { rows } = await client.query(
    `select s.id::int as id, s.state, to_char(s.event_date, 'YYYY-MM-DD') as "eventDate", s.contact, s.interview_id::int as "interviewId", u.path as "unitPath", u.name as "unitName"
       from sample s join unit u on u.id = s.unit_id where s.interview_id = $1 and s.survey_id = $2 order by s.id limit 1`,
    [interviewId, surveyId],
  );
  return rows[0] ?? null;
}

/** The input of a Run from the script editor. */
export async function scriptInput(ctx: AnalyticsContext, params: ScriptRunParams): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { survey: ctx.survey.extName };
  if (params.interviewId === undefined) return input;
  const interview = await scriptInterview(ctx.client, ctx.survey.id, params.interviewId);
  if (!interview) throw new NotFound('unknown_interview', `Survey "${ctx.survey.extName}" has no interview ${params.interviewId}.`);
  return {
    ...input,
    interview,
    sample: await sampleOfInterview(ctx.client, ctx.survey.id, params.interviewId),
  };
}
