/**
 * The survey's interview scripts (spec 3, Scripts; issue 21), run in the sandbox when interviews are written (today:
 * an import, server/uploader/service.ts), inside that write's transaction:
 *   - GENERATE_ALERT, per interview, with `survey` and `interview` (server/scripts/inputs.ts). A value that is true,
 *     a non-empty text (the reason) or an object with `reason` raises an open alert for the interview (once: an
 *     interview with an alert gets no second one); false, null or nothing raises none.
 *   - GET_ALERT_EMAILS, per raised alert, with `survey`, `interview` and `alert` ({ id, reason }): the addresses that
 *     get the alert mail.
 *   - GET_NOTIFICATION_EMAILS, per interview, with `survey` and `interview`: the addresses told of the new responses,
 *     one notification mail per address for the whole write.
 * An address script returns an array of addresses (or one text of addresses separated by commas or semicolons);
 * what is no address is a WARNING event. A failed run is an ERROR event of its script and never undoes the write.
 * Each mail is a mail job (server/mail/jobs.ts: ALERT_MAIL, NOTIFICATION_MAIL tasks) queued after the write commits:
 * a write that rolls back mails nobody, and a mail that cannot go is a FAILED task with the mail server's reason.
 */
import { text } from '../i18n';
import { jobOwner, type JobQueue } from '../jobs/queue';
import { requestAnalysis } from '../text/store';
import { queueMail, type MailJob, type MailKind } from '../mail/jobs';
import type { AnalyticsContext } from '../survey/context';
import { runScript, type ScriptEvent, type ScriptRun } from './sandbox';
import { scriptInterview, type ScriptInterview } from './inputs';
import { addScriptEvents, surveyScripts, type StoredScript } from './store';

export interface InterviewHooks {
  /**
   * Runs the survey's interview scripts for the written interviews (`ids` is read only when the survey has such
   * scripts) and answers what to do once the write has committed: send the mails.
   */
  interviewsWritten(ctx: AnalyticsContext, ids: () => Promise<number[]>): Promise<() => Promise<void>>;
}

export interface InterviewHookDeps {
  /** The address users open the app at (alert links). */
  publicUrl: string;
  log?: { warn(obj: object, msg: string): void };
  /** The job queue the mails and the comment analysis go to (none: no mail goes, the comments wait for the next start's sweep). */
  jobs?: JobQueue | null;
}

type ScriptMail = MailJob['mail'] & { kind: MailKind };

/** At most this many addresses from one run: a script cannot turn one response into a mass mailing. */
const MAX_ADDRESSES = 50;
const ADDRESS = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
const NOTHING = async () => {};

/** Runs a script and keeps what it reports: its log() events, and an ERROR event when it fails. */
async function runKept(ctx: AnalyticsContext, script: StoredScript, input: Record<string, unknown>, what: string): Promise<ScriptRun> {
  const run = await runScript(script.code, input);
  const failed: ScriptEvent[] =
    run.returnCode === 'OK'
      ? []
      : [
          {
            type: 'ERROR',
            message: `${script.extName} for ${what} failed (${run.returnCode}): ${run.message}`,
          },
        ];
  await addScriptEvents(ctx, script.id, [...run.events, ...failed]);
  return run;
}

/** The reason a GENERATE_ALERT value gives for an alert; null when it raises none. */
export function alertReason(value: unknown): string | null {
  if (value === true) return '';
  if (typeof value === 'string') return value.trim() ? value.trim() : null;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'reason' in value) return String((value as { reason: unknown }).reason ?? '');
  return null;
}

/** The addresses an address script gave, and what it gave that is no address. */
export function addressesOf(value: unknown): {
  addresses: string[];
  rejected: string[];
} {
  const items = typeof value === 'string' ? value.split(/[,;]/) : Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const addresses: string[] = [];
  const rejected: string[] = [];
  for (const item of items) {
    const address = typeof item === 'string' ? item.trim() : '';
    if (address === '' && typeof item === 'string') continue;
    if (ADDRESS.test(address) && !addresses.includes(address)) addresses.push(address);
    else if (!ADDRESS.test(address)) rejected.push(JSON.stringify(item)?.slice(0, 100) ?? String(item));
  }
  return { addresses: addresses.slice(0, MAX_ADDRESSES), rejected };
}

async function addressesFrom(ctx: AnalyticsContext, scripts: StoredScript[], input: Record<string, unknown>, what: string): Promise<string[]> {
  const all: string[] = [];
  for (const script of scripts) {
    const run = await runKept(ctx, script, input, what);
    if (run.returnCode !== 'OK') continue;
    const { addresses, rejected } = addressesOf(run.value);
    if (rejected.length)
      await addScriptEvents(ctx, script.id, [
        {
          type: 'WARNING',
          message: `${script.extName} for ${what} gave what is no e-mail address: ${rejected.join(', ')}`,
        },
      ]);
    for (const a of addresses) if (!all.includes(a)) all.push(a);
  }
  return all;
}

async function raiseAlert(ctx: AnalyticsContext, interview: ScriptInterview, script: StoredScript, reason: string): Promise<number | null> {
  const { rows } = await ctx.client.query<{ id: number }>(
    `insert into alert (universe_id, survey_id, interview_id, state) select $1, $2, $3, 2
      where not exists (select 1 from alert where interview_id = $3) returning id::int as id`,
    [ctx.universeId, ctx.survey.id, interview.id],
  );
  const id = rows[0]?.id ?? null;
  if (id !== null) {
    const comment = `GENERATE_ALERT ${script.extName}${reason ? `: ${reason}` : ''}`;
    await ctx.client.query(`insert into alert_log (universe_id, alert_id, state, user_id, comment) values ($1, $2, 2, null, $3)`, [ctx.universeId, id, comment]);
  }
  return id;
}

function scriptHooks(deps: InterviewHookDeps): InterviewHooks {
  return {
    async interviewsWritten(ctx, ids) {
      // One statement at a time: the transaction's client runs no two queries at once.
      const generate = await surveyScripts(ctx, 'GENERATE_ALERT');
      const alertEmails = await surveyScripts(ctx, 'GET_ALERT_EMAILS');
      const notificationEmails = await surveyScripts(ctx, 'GET_NOTIFICATION_EMAILS');
      if (!generate.length && !notificationEmails.length) return NOTHING;
      const mails: ScriptMail[] = [];
      const notified = new Map<string, number[]>();
      const survey = ctx.survey.extName;
      for (const id of await ids()) {
        const interview = await scriptInterview(ctx.client, ctx.survey.id, id);
        if (!interview) continue;
        const what = `interview ${id}`;
        for (const script of generate) {
          const run = await runKept(ctx, script, { survey, interview }, what);
          const reason = run.returnCode === 'OK' ? alertReason(run.value) : null;
          if (reason === null) continue;
          const alertId = await raiseAlert(ctx, interview, script, reason);
          if (alertId === null) break;
          const to = await addressesFrom(ctx, alertEmails, { survey, interview, alert: { id: alertId, reason } }, `alert ${alertId}`);
          if (to.length)
            mails.push({
              kind: 'ALERT_MAIL',
              to: to.join(', '),
              subject: text(ctx.locale, 'scriptMail.alertSubject', {
                unit: interview.unitName,
                survey: ctx.survey.title,
              }),
              text: text(ctx.locale, 'scriptMail.alertBody', {
                interview: id,
                unit: interview.unitName,
                reason: reason || script.extName,
                link: `${deps.publicUrl.replace(/\/$/, '')}/new/alert/${encodeURIComponent(survey)}/${alertId}`,
              }),
            });
          break;
        }
        for (const address of await addressesFrom(ctx, notificationEmails, { survey, interview }, what)) notified.set(address, [...(notified.get(address) ?? []), id]);
      }
      for (const [address, responses] of notified)
        mails.push({
          kind: 'NOTIFICATION_MAIL',
          to: address,
          subject: text(ctx.locale, 'scriptMail.notificationSubject', {
            n: responses.length,
            survey: ctx.survey.title,
          }),
          text: text(ctx.locale, 'scriptMail.notificationBody', {
            responses: responses.map((r) => `#${r}`).join(', '),
          }),
        });
      const owner = jobOwner(ctx);
      return async () => {
        for (const { kind, ...mail } of mails) {
          try {
            if (!deps.jobs) throw new Error('this server runs without background jobs');
            await queueMail(deps.jobs, owner, kind, mail, deps.publicUrl);
          } catch (err) {
            // The interviews are written; a mail that cannot be queued is logged, not a failed import.
            deps.log?.warn({ err, to: mail.to }, 'script mail could not be queued');
          }
        }
      };
    },
  };
}

/** The scripts, then (once committed) their mails and the analysis of the survey's new comments (server/text/store.ts). */
export function interviewHooks(deps: InterviewHookDeps): InterviewHooks {
  const scripts = scriptHooks(deps);
  return {
    async interviewsWritten(ctx, ids) {
      const afterScripts = await scripts.interviewsWritten(ctx, ids);
      const job = { universeId: ctx.universeId, surveyId: ctx.survey.id };
      return async () => {
        await afterScripts();
        // The comments wait for the next request or start when the job cannot be queued now; the import stands.
        await requestAnalysis(deps.jobs ?? null, job).catch((err: unknown) => deps.log?.warn({ err }, 'comment analysis could not be queued'));
      };
    },
  };
}

/** For callers without a job queue (the benchmark): the scripts still run and raise alerts; the mails are dropped. */
export const WITHOUT_MAIL: InterviewHookDeps = {
  publicUrl: 'http://localhost',
};
