/**
 * The sample list's mail actions (vuejs/sampleactions/mailaction, templateexample, executemailaction) and the
 * editor's mail-action button, against the seeded demo: storevisit's default sample table has the follow-up mail
 * action (template visit_reminder, campaign "Follow-up mail", strictFiltering). The real job queue runs the campaign
 * engine, so a sent mail is read in the dev mailbox (mail_message).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { insertSample } from '../support/samples';

let t: TestApp;
let admin: string;
let universeId: number;
let template: number;
const ids: Record<string, number> = {};

const owner = <T = Record<string, unknown>>(sql: string, values: unknown[] = []) =>
  asOwner(t.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const get = (url: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: admin } });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/rest/vuejs/${url}`, headers: { authorization: admin }, payload: payload as object });
const execute = (sampleIds: unknown, action = 'followup', survey = 'storevisit') =>
  post(`sampleactions/executemailaction/${survey}/default/${action}`, { sampleIds });
const mailsTo = (address: string) =>
  owner<{ subject: string; text_body: string }>(`select subject, text_body from mail_message where rcpt_to ? $1 order by id`, [address]);

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('timed out');
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  const [s] = await owner<{ id: number; universe_id: number }>(`select id, universe_id from survey where ext_name = 'storevisit'`);
  universeId = s!.universe_id;
  const [u] = await owner<{ id: number }>(
    `select id from unit where survey_id = $1 and path like 'all,se,%' and not exists (select 1 from unit k where k.parent_id = unit.id) order by id limit 1`,
    [s!.id],
  );
  const place = { universeId, surveyId: s!.id, unitId: u!.id };
  ids.ada = await insertSample(t.database.adminUrl, place, 1, { name: 'Ada <b>Lind</b>', email: 'ada.lind@example.com' });
  ids.bert = await insertSample(t.database.adminUrl, place, 2, { name: 'Bert Borg', email: 'bert.borg@example.com' });
  ids.none = await insertSample(t.database.adminUrl, place, 1, { name: 'Nora Utan' });
  ids.unsub = await insertSample(t.database.adminUrl, place, 1, { name: 'Ulf Ute', email: 'ulf.ute@example.com' });
  ids.editor = await insertSample(t.database.adminUrl, place, 1, { name: 'Eda Editor', email: 'eda.editor@example.com' });
  await owner(`insert into campaign_suppression (universe_id, address, reason) values ($1, 'ulf.ute@example.com', 'UNSUBSCRIBED')`, [universeId]);
  template = (await owner<{ id: number }>(`select id::int as id from message_template where extname = 'visit_reminder'`))[0]!.id;
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t?.close();
});

describe('GET vuejs/sampleactions/mailaction/{survey}/{config}', () => {
  it("answers the configuration's mail actions that can send, titled by locale; one without a template or with an unknown one is not offered", async () => {
    await owner(
      `update survey set config = jsonb_set(config, '{sampleTables,default,mailActions}', (config #> '{sampleTables,default,mailActions}') || '[{"extname": "ghost", "template": "no_such_template"}]') where ext_name = 'storevisit'`,
    );
    const res = await get('sampleactions/mailaction/storevisit/default');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      actions: [
        {
          extname: 'followup',
          title: 'Send a follow-up mail',
          templateName: 'Påminnelse butiksbesök',
          mailAction: { template, mailVariable: 'email', campaignName: 'Follow-up mail', strictFiltering: true },
        },
      ],
    });
  });

  it('offers none when the survey allows no e-mail campaigns, 400 for an unknown configuration and 404 for an unknown survey', async () => {
    await owner(`update survey set config = jsonb_set(config, '{campaigns}', '{"mailCampaigns": false}') where ext_name = 'storevisit'`);
    try {
      expect((await get('sampleactions/mailaction/storevisit/default')).json()).toEqual({ actions: [] });
    } finally {
      await owner(`update survey set config = config - 'campaigns' where ext_name = 'storevisit'`);
    }
    expect((await get('sampleactions/mailaction/storevisit/nosuchtable')).statusCode).toBe(400);
    expect((await get('sampleactions/mailaction/nosuchsurvey/default')).statusCode).toBe(404);
  });
});

describe('GET vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}', () => {
  it("renders the template for the sample's contact: merge tags filled and escaped, the address, nothing in the way", async () => {
    const res = await get(`sampleactions/templateexample/storevisit/default/followup/${ids.ada}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ sampleId: ids.ada, to: 'ada.lind@example.com', subject: 'Påminnelse: berätta om ditt besök', skip: null });
    expect(body.html).toContain('Hej Ada &lt;b&gt;Lind&lt;/b&gt;,');
    expect(body.html).not.toContain('{{');
  });

  it('says why a sample would be left out: no address, a suppressed one', async () => {
    expect((await get(`sampleactions/templateexample/storevisit/default/followup/${ids.none}`)).json()).toMatchObject({ to: '', skip: 'no_address' });
    expect((await get(`sampleactions/templateexample/storevisit/default/followup/${ids.unsub}`)).json()).toMatchObject({
      to: 'ulf.ute@example.com',
      skip: 'suppressed',
    });
  });

  it('answers 404 for an unknown action or sample and 400 for a sample id that is none', async () => {
    expect((await get(`sampleactions/templateexample/storevisit/default/reminder/${ids.ada}`)).statusCode).toBe(404);
    expect((await get(`sampleactions/templateexample/storevisit/default/followup/99999999`)).statusCode).toBe(404);
    expect((await get(`sampleactions/templateexample/storevisit/default/followup/abc`)).statusCode).toBe(400);
  });
});

describe('POST vuejs/sampleactions/executemailaction/{survey}/{config}/{action}', () => {
  it('sends the template to the selected contacts through one PULL_SINGLE campaign; the suppressed and the address-less are left out and named', async () => {
    const res = await execute([ids.ada, ids.bert, ids.none, ids.unsub]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      campaign: { title: 'Follow-up mail', state: 'STARTED', affected: 2 },
      queued: 2,
      skipped: [
        { sampleId: ids.none, reason: 'no_address' },
        { sampleId: ids.unsub, reason: 'suppressed' },
      ],
    });
    expect(await owner(`select campaign_type, template_id::int, mail_action from campaign where id = $1`, [body.campaign.id])).toEqual([
      { campaign_type: 'PULL_SINGLE', template_id: template, mail_action: 'followup' },
    ]);
    await until(async () => (await mailsTo('ada.lind@example.com')).length === 1 && (await mailsTo('bert.borg@example.com')).length === 1);
    const [mail] = await mailsTo('bert.borg@example.com');
    expect(mail).toMatchObject({ subject: 'Påminnelse: berätta om ditt besök' });
    expect(mail!.text_body).toContain('Hej Bert Borg');
    await until(async () => (await owner(`select 1 from campaign_tracking where campaign_id = $1 and status = 'SENT'`, [body.campaign.id])).length === 2);
    expect(await mailsTo('ulf.ute@example.com')).toEqual([]);
  });

  it('strict filtering: a sample the campaign has mailed is left out, and with nobody left it is a 400 that says why, sending nothing', async () => {
    const again = await execute([ids.ada, ids.bert]);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('None of the 2 selected samples can get "Follow-up mail": mailed by this campaign already.');
    const mixed = await execute([ids.ada, ids.editor]);
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toMatchObject({ queued: 1, skipped: [{ sampleId: ids.ada, reason: 'already_mailed' }] });
    await until(async () => (await mailsTo('eda.editor@example.com')).length === 1);
    expect(await mailsTo('ada.lind@example.com')).toHaveLength(1);
    expect(await owner(`select count(*)::int as n from campaign where title = 'Follow-up mail'`)).toEqual([{ n: 1 }]);
  });

  it('refuses bad input with 400, an unknown action, sample or survey with 404, and writes nothing', async () => {
    const trackings = async () => (await owner<{ n: number }>(`select count(*)::int as n from campaign_tracking`))[0]!.n;
    const before = await trackings();
    for (const bad of [[], 'all', [0], ['x'], [ids.bert, ids.bert]]) expect((await execute(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await post(`sampleactions/executemailaction/storevisit/default/followup`, {})).statusCode).toBe(400);
    const none = await execute([ids.none]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('no usable e-mail address');
    expect((await execute([ids.bert], 'reminder')).statusCode).toBe(404);
    // One sample the survey does not have: nothing is sent to the others either.
    expect((await execute([ids.editor, 99_999_999])).statusCode).toBe(404);
    expect((await execute([ids.bert], 'followup', 'nosuchsurvey')).statusCode).toBe(404);
    expect(await trackings()).toBe(before);
  });
});

describe("the editor's mail-action button", () => {
  it('carries the mail-action payload, which vuejs/sampleeditor/mailaction sends to the sample through the same campaign', async () => {
    await owner(`update campaign set state = 'STOPPED' where title = 'Follow-up mail'`);
    const data = (await get(`sampleeditor/storevisit/default/${ids.bert}`)).json<{
      componentsData: { componentDef: { type: string; title?: string; mailAction?: object } }[];
    }>();
    const buttons = data.componentsData.filter((c) => c.componentDef.type === 'mailActionButton').map((c) => c.componentDef);
    expect(buttons).toEqual([
      {
        type: 'mailActionButton',
        id: 'mail-followup',
        title: 'Send a follow-up mail',
        mailAction: { template, mailVariable: 'email', campaignName: 'Follow-up mail', strictFiltering: true },
      },
    ]);
    const res = await post(`sampleeditor/mailaction/storevisit/${ids.bert}`, buttons[0]!.mailAction);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Follow-up mail', state: 'STARTED', affected: 1 });
    await until(async () => (await mailsTo('bert.borg@example.com')).length === 2);
  });
});
