import type { Db } from '../db/pool';
import { NotFound } from '../errors';
import type { Bug } from '../../core/bug';


/** Client-side errors reported per survey (spec 1 section 3, Bug); read and cleared by root users. */
export function createBugService(db: Db) {
  async function surveyId(c: import('pg').PoolClient, extName: string): Promise<number> {
    const { rows } = await c.query<{ id: number }>('select id from survey where ext_name = $1', [extName]);
    if (!rows[0]) throw new NotFound('unknown_survey', `There is no survey "${extName}" in this universe.`);
    return rows[0].id;
  }
  return {
    async list(universeId: number, userId: number, survey: string): Promise<{ bugs: Bug[]; total: number }> {
      return db.withTenant({ universeId, userId }, async (c) => {
        const id = await surveyId(c, survey);
        const { rows } = await c.query<Bug & { datetime: Date }>(
          `select b.id, b.count, b.message, u.username as "user", b.last_at as datetime
             from bug_report b left join app_user u on u.id = b.user_id
            where b.survey_id = $1 order by b.last_at desc limit 500`,
          [id],
        );
        const bugs = rows.map((r) => ({ ...r, datetime: new Date(r.datetime).toISOString() }));
        return { bugs, total: bugs.reduce((sum, b) => sum + b.count, 0) };
      });
    },
    async report(universeId: number, userId: number, survey: string, message: string): Promise<void> {
      await db.withTenant({ universeId, userId }, async (c) => {
        const id = await surveyId(c, survey);
        await c.query(
          `insert into bug_report (universe_id, survey_id, user_id, message) values ($1, $2, $3, $4)
           on conflict (survey_id, message, user_id) do update set count = bug_report.count + 1, last_at = now()`,
          [universeId, id, userId, message.slice(0, 2000)],
        );
      });
    },
    /** Clears the survey's bug list; answers how many reports were removed. */
    async clear(universeId: number, userId: number, survey: string): Promise<{ deleted: number }> {
      return db.withTenant({ universeId, userId }, async (c) => {
        const id = await surveyId(c, survey);
        const { rowCount } = await c.query('delete from bug_report where survey_id = $1', [id]);
        return { deleted: rowCount ?? 0 };
      });
    },
  };
}
export type BugService = ReturnType<typeof createBugService>;
