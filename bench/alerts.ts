/**
 * `node --import tsx bench/alerts.ts`: the alert services (list, listnew, details, update) on the demo at its default
 * size, 200,000 interviews (generated into .tmp/alerts-bench-data the first time, reused afterwards). Prints the
 * median and the slowest of 15 runs of each, as JSON. Updates run in a transaction that is rolled back.
 */
import pg from 'pg';
import { parseFilters } from '../core/drillpath/tokens';
import { loadContext, resolveUnit, type AnalyticsContext } from '../server/survey/context';
import { compileFilters } from '../server/analytics/filters';
import { listAlerts } from '../server/alerts/list';
import { alertDetails } from '../server/alerts/details';
import { updateAlert } from '../server/alerts/update';
import { createDb } from '../server/db/pool';
import { openDatabase } from '../server/demo/database';
import { seedDemo } from '../server/demo/index';

const db = await openDatabase({ dataDir: '.tmp/alerts-bench-data', database: 'sightline_alerts' });
const owner = new pg.Client(db.adminUrl);
await owner.connect();
if (!(await owner.query(`select 1 from universe where name = 'demo'`)).rowCount) {
  const t = Date.now();
  await seedDemo(owner, { interviews: 200_000, log: (m) => process.stderr.write(`${m}\n`) });
  await owner.query('vacuum analyze');
  process.stderr.write(`seeded in ${(Date.now() - t) / 1000} s\n`);
}
const counts = (await owner.query(`select (select count(*) from alert)::int as alerts, (select count(*) from interview)::int as interviews`)).rows[0];
const who = (await owner.query(`select m.user_id, m.universe_id from universe_member m join app_user u on u.id = m.user_id join universe v on v.id = m.universe_id where u.username = 'admin' and v.name = 'demo'`)).rows[0];
const session = { userId: who.user_id, universeId: who.universe_id };
const app = createDb(db.appUrl, { poolSize: 2, reservedPoolSize: 1 });
const inTenant = <T>(fn: (ctx: AnalyticsContext) => Promise<T>) => app.withTenant(session, async (c) => fn(await loadContext(c, session, 'storevisit', app.today())));

async function median(name: string, fn: (ctx: AnalyticsContext) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    times.push(
      await inTenant(async (ctx) => {
        const t = process.hrtime.bigint();
        await fn(ctx);
        const ms = Number(process.hrtime.bigint() - t) / 1e6;
        if (name.startsWith('update')) throw Object.assign(new Error('rollback'), { ms });
        return ms;
      }).catch((e: { ms?: number }) => {
        if (e.ms === undefined) throw e;
        return e.ms;
      }),
    );
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ op: name, medianMs: Number(times[7]!.toFixed(1)), maxMs: Number(times[14]!.toFixed(1)) }));
}

const list = (path: string, filter: string, sort: string, from = 0, onlyOpen = false) => async (ctx: AnalyticsContext) => {
  const unit = await resolveUnit(ctx, path.split(','));
  const filters = await compileFilters(parseFilters(filter), ctx.sa, ctx.today, async () => ({ first: null, last: null }));
  return listAlerts(ctx, unit, filters, { from, to: from + 50, sort, onlyOpen });
};
console.log(JSON.stringify(counts));
await median('list all, 12 months, default sort', list('all', 'none', 'default'));
await median('list all, 24 months, sort by score, page 5', list('all', 'ftime=rmonths-23_0', 'score:asc', 200));
await median('list all, gender=female', list('all', 'gender=female', 'unit:asc'));
await median('listnew all, 24 months', list('all', 'ftime=rmonths-23_0', 'createdAt:desc', 0, true));
await median('list all,se,north (a region)', list('all,se,north', 'none', 'default'));
const id = (await owner.query(`select a.id from alert a join survey s on s.id = a.survey_id where s.ext_name = 'storevisit' and a.state = 2 order by a.id desc limit 1`)).rows[0].id;
await median('details', (ctx) => alertDetails(ctx, session.userId, Number(id)));
await median('update (close, rolled back)', (ctx) =>
  updateAlert(ctx, session.userId, Number(id), {
    isClosed: true,
    newComment: 'x',
    selections: [
      { questionId: 'cause', choiceId: 1 },
      { questionId: 'contacted', choiceId: 1 },
      { questionId: 'action', value: 'a' },
      { questionId: 'minutes', value: '1' },
    ],
  }),
);
await app.close();
await owner.end();
await db.close();
