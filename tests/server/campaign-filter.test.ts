/**
 * The campaign filter (`cf`, `mcids`; spec 1 sections 3 and 5) against the database: a unit all,qq of ten 2018
 * interviews, each with its sample, and two samples without an interview. Campaign A tracks eight of the interviews'
 * samples and one of the others in known states; campaign B tracks two. Every figure below is counted by hand from
 * this table (NPS = % of 9-10 minus % of 0-6):
 *
 *   sample  interview nps  campaign A                     campaign B  alert
 *   s1      iv1       10   SENT, 2 opens, 1 click         SENT        yes
 *   s2      iv2       10   SENT, 1 open                   -           -
 *   s3      iv3        0   SENT                           -           yes
 *   s4      iv4        8   SENT                           -           -
 *   s5      iv5       10   PENDING                        -           -
 *   s6      iv6        0   SENDING                        -           -
 *   s7      iv7        9   FAILED                         -           yes
 *   s8      iv8        2   UNSUB                          -           -
 *   s9      iv9        7   -                              SENT        yes
 *   s10     iv10       9   -                              -           -
 *   s11     -              SENT, 1 open, 1 click          -
 *   s12     -              -                              -
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { newLinkKey } from '../../server/campaigns/links';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
const YEAR_2018 = 'ftime=Ige01012018:01012019';
const samples: number[] = [];
let campaignA = 0;
let campaignB = 0;
let otherSurveyCampaign = 0;
let otherUniverseCampaign = 0;

const NPS = [10, 10, 0, 8, 10, 0, 9, 2, 7, 9];
const TRACK_A: [number, string, number, number][] = [
  [1, 'SENT', 2, 1],
  [2, 'SENT', 1, 0],
  [3, 'SENT', 0, 0],
  [4, 'SENT', 0, 0],
  [5, 'PENDING', 0, 0],
  [6, 'SENDING', 0, 0],
  [7, 'FAILED', 0, 0],
  [8, 'UNSUB', 0, 0],
  [11, 'SENT', 1, 1],
];
const TRACK_B = [1, 9];
const ALERTS = [1, 3, 7, 9];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root } = rows[0];
    const qq = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'qq', 'Campaignland', 1, 'all,qq') returning id`, [universeId, surveyId, root])).rows[0].id;
    const interviews: number[] = [];
    for (const [n, nps] of NPS.entries()) {
      const at = `2018-05-${String(n + 1).padStart(2, '0')}`;
      const iv = (await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, qq, `${at}T12:00:00Z`])).rows[0].id;
      interviews.push(iv);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv, nps]);
    }
    for (let n = 1; n <= 12; n++) {
      const iv = interviews[n - 1] ?? null;
      const s = await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, $5, $6, $7) returning id`, [
        universeId,
        surveyId,
        qq,
        iv,
        iv ? 0 : 1,
        `2018-05-${String(n).padStart(2, '0')}`,
        JSON.stringify({ name: `S${n}`, email: `s${n}@example.com` }),
      ]);
      samples[n] = Number(s.rows[0].id);
    }
    for (const n of ALERTS) {
      await c.query(`insert into alert (universe_id, survey_id, interview_id, created_at) values ($1, $2, $3, $4)`, [universeId, surveyId, interviews[n - 1], `2018-05-${String(n).padStart(2, '0')}T13:00:00Z`]);
    }
    const newCampaign = async (universe: number, survey: number, title: string) =>
      Number(
        (
          await c.query(
            `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, from_email, from_name, link, link_key)
             values ($1, $2, $3, 'PULL_ONCE', 'EMAIL', 'STOPPED', 'cx@example.com', 'CX', 'all,qq', $4) returning id`,
            [universe, survey, title, newLinkKey()],
          )
        ).rows[0].id,
      );
    campaignA = await newCampaign(universeId, surveyId, 'Campaign A');
    campaignB = await newCampaign(universeId, surveyId, 'Campaign B');
    const track = (campaign: number, n: number, status: string, opens: number, clicks: number) =>
      c.query(`insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, open_count, click_count) values ($1, $2, $3, $4, $5, $6, $7)`, [
        universeId,
        campaign,
        samples[n],
        `s${n}@example.com`,
        status,
        opens,
        clicks,
      ]);
    for (const [n, status, opens, clicks] of TRACK_A) await track(campaignA, n, status, opens, clicks);
    for (const n of TRACK_B) await track(campaignB, n, 'SENT', 0, 0);
    // A campaign of another survey of the same universe, and one of another universe: neither filters storevisit.
    const other = (await c.query(`select id from survey where universe_id = $1 and ext_name <> 'storevisit' order by id limit 1`, [universeId])).rows[0].id;
    otherSurveyCampaign = await newCampaign(universeId, other, 'Other survey');
    const u2 = (await c.query(`insert into universe (name, title) values ('cfother', 'Other Company') returning id`)).rows[0].id;
    const s2 = (await c.query(`insert into survey (universe_id, ext_name, title) values ($1, 'cfsecret', 'Secret survey') returning id`, [u2])).rows[0].id;
    otherUniverseCampaign = await newCampaign(u2, s2, 'Other universe');
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2018-01-01', to: '2019-01-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: admin } });
const A = () => campaignA;

/** The all,qq row of the ranking under `filters`: [NPS, interviews]. */
async function ranking(filters: string): Promise<[unknown, unknown]> {
  const res = await get(`newranking/list/storevisit/default/all/${encodeURIComponent(`${YEAR_2018}${filters}`)}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const interviewsAt = body.headers.findIndex((h: { extName: string }) => h.extName === 'interviews');
  const row = body.rows.find((r: { drillPath: string }) => r.drillPath.split(';')[0] === 'all,qq');
  return [row.cells[1].value, row.cells[interviewsAt].value];
}

/** The sample numbers (s1..s12) the sample list shows under `filters`. */
async function sampleList(filters: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/rest/vuejs/sample/list/storevisit/default/${encodeURIComponent(`all,qq;${YEAR_2018}${filters}`)}/0/50/eventdate/false/none`,
    headers: { authorization: admin },
    payload: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .rankingData.rows.map((r: { sampleId: number }) => samples.indexOf(r.sampleId))
    .sort((a: number, b: number) => a - b);
}

/** How many alerts the alert list counts under `filters`. */
async function alertList(filters: string): Promise<number> {
  const res = await get(`alert/list/storevisit/${encodeURIComponent(`all,qq;${YEAR_2018}${filters}`)}/0/50/createdAt:asc/none`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}

describe('campaign filter', () => {
  it('offers the survey’s own campaigns, not those of other surveys or universes', async () => {
    const list = (await get('filters/list/storevisit/stores')).json();
    const ids = list.campaigns.map((c: { id: string }) => c.id);
    expect(list.campaigns).toEqual(expect.arrayContaining([{ id: String(campaignA), title: 'Campaign A' }, { id: String(campaignB), title: 'Campaign B' }]));
    expect(ids).not.toContain(String(otherSurveyCampaign));
    expect(ids).not.toContain(String(otherUniverseCampaign));
  });

  it('narrows the ranking by delivery state, opened and clicked', async () => {
    expect(await ranking('')).toEqual([20, 10]);
    expect((await ranking(`;cf=an${A()}`))[1]).toBe(8);
    expect(await ranking(`;cf=de${A()}`)).toEqual([25, 4]);
    expect(await ranking(`;cf=de${A()}*oy${A()}`)).toEqual([100, 2]);
    expect(await ranking(`;cf=de${A()}*on${A()}`)).toEqual([-50, 2]);
    expect(await ranking(`;cf=pe${A()}`)).toEqual([0, 2]);
    expect(await ranking(`;cf=fa${A()}`)).toEqual([100, 1]);
    expect(await ranking(`;cf=un${A()}`)).toEqual([-100, 1]);
    expect(await ranking(`;cf=an${A()}*cy${A()}`)).toEqual([100, 1]);
    expect(await ranking(`;cf=an${A()}*cn${A()}`)).toEqual([0, 7]);
  });

  it('narrows the ranking to the interviews of the listed campaigns (mcids), or away from them', async () => {
    expect(await ranking(`;mcids=${campaignB}`)).toEqual([50, 2]);
    expect((await ranking(`;mcids=${campaignA}*${campaignB}`))[1]).toBe(9);
    expect(await ranking(`;mcids=_${campaignA}`)).toEqual([50, 2]);
  });

  it('narrows the rank-type sample counts (new samples: s11, s12) by the samples’ own tracking rows', async () => {
    const newSamples = async (filters: string) => {
      const res = await get(`newranking/list/storevisit/default/all/${encodeURIComponent(`${YEAR_2018};rtype=1${filters}`)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const at = body.headers.findIndex((h: { extName: string }) => h.extName === 'samples');
      return body.rows.find((r: { drillPath: string }) => r.drillPath.split(';')[0] === 'all,qq').cells[at].value;
    };
    expect(await newSamples('')).toBe(2);
    expect(await newSamples(`;cf=de${A()}*cy${A()}`)).toBe(1);
    expect(await newSamples(`;cf=pe${A()}`)).toBe(0);
    expect(await newSamples(`;mcids=_${campaignA}`)).toBe(1);
  });

  it('narrows the sample list, samples without an interview included', async () => {
    expect(await sampleList('')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await sampleList(`;cf=an${A()}`)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11]);
    expect(await sampleList(`;cf=de${A()}`)).toEqual([1, 2, 3, 4, 11]);
    expect(await sampleList(`;cf=de${A()}*oy${A()}`)).toEqual([1, 2, 11]);
    expect(await sampleList(`;cf=an${A()}*cy${A()}`)).toEqual([1, 11]);
    expect(await sampleList(`;cf=an${A()}*cn${A()}`)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(await sampleList(`;cf=pe${A()}`)).toEqual([5, 6]);
    expect(await sampleList(`;cf=fa${A()}`)).toEqual([7]);
    expect(await sampleList(`;cf=un${A()}`)).toEqual([8]);
    expect(await sampleList(`;mcids=${campaignB}`)).toEqual([1, 9]);
    expect(await sampleList(`;mcids=_${campaignA}`)).toEqual([9, 10, 12]);
  });

  it('narrows the alert list by the alert’s interview', async () => {
    expect(await alertList('')).toBe(4);
    expect(await alertList(`;cf=de${A()}`)).toBe(2);
    expect(await alertList(`;cf=an${A()}*oy${A()}`)).toBe(1);
    expect(await alertList(`;cf=fa${A()}`)).toBe(1);
    expect(await alertList(`;cf=pe${A()}`)).toBe(0);
    expect(await alertList(`;mcids=${campaignB}`)).toBe(2);
  });

  it('refuses unknown campaigns and malformed tokens with readable messages', async () => {
    const refusal = async (filters: string) => {
      const res = await get(`newranking/list/storevisit/default/all/${encodeURIComponent(`${YEAR_2018}${filters}`)}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal(';cf=de999999')).toContain('this survey has no campaign 999999');
    expect(await refusal(`;cf=de${otherSurveyCampaign}`)).toContain(`this survey has no campaign ${otherSurveyCampaign}`);
    expect(await refusal(`;cf=de${otherUniverseCampaign}`)).toContain(`this survey has no campaign ${otherUniverseCampaign}`);
    expect(await refusal(`;mcids=${campaignB}*999999`)).toContain('this survey has no campaign 999999');
    expect(await refusal(`;cf=xx${A()}`)).toContain('"xx" is not a campaign filter code');
    expect(await refusal(`;cf=de${A()}*pe${A()}`)).toContain('one delivery state');
    expect(await refusal(`;cf=de${A()}*oy${campaignB}`)).toContain('one campaign');
    expect(await refusal(';cf=de')).toContain('two characters followed by the campaign id');
    expect(await refusal(';mcids=abc')).toContain('a campaign id is a number');
  });
});
