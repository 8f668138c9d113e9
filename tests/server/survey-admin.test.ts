/**
 * The back office's survey list (issue 21 items 1, 2 and 7; spec 3 sections 3 and 7, Survey administration)
 * against the real database and app: the universe editor, the surveys table, the metainterview and effect blocks,
 * metadata feeding the uploader and the filters; administrators and root only, bad input a readable 400.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { workbook } from '../support/workbooks';
import type { EffectBlock } from '../../schemas/api/effect-block.gen';
import type { EffectBlockList } from '../../schemas/api/effect-block-list.gen';
import type { ConfigurationCheck } from '../../schemas/api/configuration-check.gen';
import type { Metadata } from '../../schemas/api/metadata.gen';
import type { MetaQuestion } from '../../schemas/api/meta-question.gen';
import type { Metainterview } from '../../schemas/api/metainterview.gen';
import type { SurveyList } from '../../schemas/api/survey-list.gen';
import type { UniverseData } from '../../schemas/api/universe-data.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';
import type { UserDetails } from '../../schemas/api/user-details.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let user: string;
/** The store-visit survey's id, the survey details' path id. */
let storevisit: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: object) =>
  app.inject({
    method,
    url: `/rest/vuejs/${url}`,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
  });
  app = await buildApp(config, {
    db: database.db,
    idpKeys: await loadIdpKeys(database.adminUrl),
  });
  admin = await signInToken(app, {
    username: 'admin',
    password: 'sightline-admin',
  });
  user = await signInToken(app, {
    username: 'user',
    password: 'sightline-user',
  });
  storevisit = (await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`))[0]!.id;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the universe editor', () => {
  it('saves the title, locales, default locale and sheet key and keeps the name', async () => {
    const before = (await call('GET', 'surveys/universedata/storevisit')).json<UniverseData>();
    expect(before.name).toBe('demo');
    const res = await call('PUT', 'surveys/universedata/storevisit', admin, {
      ...before,
      name: 'renamed',
      title: 'Demo retail',
      locales: ['sv', 'en'],
      defaultLocale: 'sv',
      sheetKey: ' sheet-42 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = (await call('GET', 'surveys/universedata/storevisit')).json<UniverseData>();
    expect(again).toEqual({
      name: 'demo',
      title: 'Demo retail',
      locales: ['sv', 'en'],
      defaultLocale: 'sv',
      sheetKey: 'sheet-42',
    });
  });

  it('refuses a default locale outside the locales, or an unknown locale, with a readable 400', async () => {
    const before = (await call('GET', 'surveys/universedata/storevisit')).json<UniverseData>();
    const outside = await call('PUT', 'surveys/universedata/storevisit', admin, { ...before, locales: ['sv'], defaultLocale: 'fi' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toContain('"fi" is not one of');
    const unknown = await call('PUT', 'surveys/universedata/storevisit', admin, { ...before, locales: ['xx'] });
    expect(unknown.statusCode).toBe(400);
  });

  it("gives a user without a locale of their own the universe's default locale: in the session, the user list and the server's texts", async () => {
    const before = (await call('GET', 'surveys/universedata/storevisit')).json<UniverseData>();
    expect((await call('PUT', 'surveys/universedata/storevisit', admin, { ...before, locales: ['sv', 'fi', 'en'], defaultLocale: 'fi' })).statusCode).toBe(200);
    const [member] = await owner<{ id: number }>(`update app_user set locale = null where username = 'user' returning id`);
    await owner(`update universe_member set locale = null where user_id = $1`, [member!.id]);
    const token = await signInToken(app, { username: 'user', password: 'sightline-user' });
    const identity = await app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: token } });
    expect(identity.json<{ locale: string }>().locale).toBe('fi');
    const filters = (await call('GET', 'filters/list/storevisit/stores', token)).json<{ standardFilterSet: { filterGroups: { filters: { extName: string; title: string }[] }[] } }>();
    expect(filters.standardFilterSet.filterGroups.flatMap((g) => g.filters).find((f) => f.extName === 'gender')!.title).toBe('Sukupuoli');
    const listed = (await call('GET', 'users/list/storevisit?status=0')).json<{ rows: { id: number; locale: string }[] }>();
    expect(listed.rows.find((r) => r.id === member!.id)!.locale).toBe('fi');
    // Their own locale, once they have one, comes before the universe's.
    await owner(`update app_user set locale = 'sv' where id = $1`, [member!.id]);
    const again = await app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: token } });
    expect(again.json<{ locale: string }>().locale).toBe('sv');
    expect((await call('GET', 'users/universe/storevisit')).json<UniverseData>()).toMatchObject({ locales: ['sv', 'fi', 'en'], defaultLocale: 'fi' });
  });

  it('is for administrators and root only', async () => {
    expect((await call('GET', 'surveys/universedata/storevisit', user)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', 'surveys/universedata/storevisit', user, {
          name: 'demo',
          title: 'x',
          locales: ['en'],
          defaultLocale: 'en',
          sheetKey: '',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', 'surveys/list/storevisit', user)).statusCode).toBe(403);
  });
});

describe('the surveys table', () => {
  it("lists the universe's surveys with their interviews, users and flags, and the survey's API keys", async () => {
    await call('GET', 'surveys/apikey/create/storevisit');
    const [counts] = await owner<{ n: number }>(
      `select count(*)::int as n from interview i join survey s on s.id = i.survey_id where s.ext_name = 'storevisit'`,
    );
    const list = (await call('GET', 'surveys/list/storevisit')).json<SurveyList>();
    const storevisit = list.surveyRows.find((s) => s.name === 'storevisit')!;
    expect(storevisit).toMatchObject({
      universeName: 'demo',
      nInterviews: counts!.n,
      disabled: false,
      samplesOpen: true,
    });
    expect(storevisit.nUsers).toBeGreaterThan(0);
    expect(list.surveyRows.every((s) => s.universeName === 'demo')).toBe(true);
    expect(list.apiKeyRows.length).toBeGreaterThan(0);
  });
});

describe('the metainterview', () => {
  it('answers an id too large for any survey (but a whole number the schemas let through) as no such survey or out of range, never a 500', async () => {
    const metainterview = await call('GET', 'surveys/metainterviewdata/storevisit/9007199254740991');
    expect(metainterview.statusCode, metainterview.body).toBe(404);
    // A script's survey is compared with the integer column as it is: PostgreSQL's out-of-range error is the caller's 400.
    const script = await call('GET', 'scripts/create/storevisit/9007199254740991');
    expect(script.statusCode, script.body).toBe(400);
    expect(script.json<{ error: string }>().error).toBe('out_of_range');
  });

  it('saves the name text, organisation, tags and flags and shows them in the surveys table', async () => {
    const before = (await call('GET', `surveys/metainterviewdata/storevisit/${storevisit}`)).json<Metainterview>();
    expect(before.extName).toBe('storevisit');
    const res = await call('POST', `surveys/metainterviewdata/storevisit/${storevisit}`, admin, {
      ...before,
      extName: 'other',
      nameText: 'Store visits 2026',
      organisationName: 'Demo Retail',
      tag: 'retail',
      textTag: 'visit',
      samplesOpen: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Metainterview>()).toMatchObject({
      extName: 'storevisit',
      nameText: 'Store visits 2026',
      organisationName: 'Demo Retail',
      tag: 'retail',
    });
    const row = (await call('GET', 'surveys/list/storevisit')).json<SurveyList>().surveyRows.find((r) => r.id === storevisit)!;
    expect(row).toMatchObject({
      name: 'storevisit',
      tag: 'retail',
      textTag: 'visit',
      samplesOpen: false,
    });
  });

  it('answers 404 for a survey id the universe does not have, and 400 for an empty name', async () => {
    expect((await call('GET', 'surveys/metainterviewdata/storevisit/999999')).statusCode).toBe(404);
    const before = (await call('GET', `surveys/metainterviewdata/storevisit/${storevisit}`)).json<Metainterview>();
    expect((await call('POST', `surveys/metainterviewdata/storevisit/${storevisit}`, admin, { ...before, nameText: '' })).statusCode).toBe(400);
    expect((await call('GET', `surveys/metainterviewdata/storevisit/${storevisit}`, user)).statusCode).toBe(403);
  });
});

describe('effect blocks', () => {
  const block = (patch: Partial<EffectBlock> = {}): EffectBlock => ({
    id: 0,
    drillPath: 'all',
    fromDate: '2026-01-01',
    toDate: '2026-06-30',
    fromCSI: 60,
    toCSI: 80,
    rows: [
      {
        questionName: 'Friendly and helpful staff',
        questionVariable: 'staff',
        effectSize: 1.5,
      },
    ],
    ...patch,
  });

  it('creates and deletes blocks, each answering the full list', async () => {
    const first = await call('POST', `surveys/effectblocks/storevisit/${storevisit}`, admin, block());
    expect(first.statusCode, first.body).toBe(200);
    const second = (
      await call('POST', `surveys/effectblocks/storevisit/${storevisit}`, admin, block({ fromCSI: null, toCSI: null, fromDate: null }))
    ).json<EffectBlockList>();
    expect(second.effectBlocks).toHaveLength(2);
    expect(second.effectBlocks[0]).toMatchObject({
      drillPath: 'all',
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      fromCSI: 60,
      toCSI: 80,
      rows: [{ questionVariable: 'staff', effectSize: 1.5 }],
    });
    const left = await call('DELETE', `surveys/effectblocks/storevisit/${storevisit}/${second.effectBlocks[0]!.id}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<EffectBlockList>().effectBlocks.map((b) => b.id)).toEqual([second.effectBlocks[1]!.id]);
    expect((await call('GET', `surveys/effectblocks/storevisit/${storevisit}`)).json<EffectBlockList>().effectBlocks).toHaveLength(1);
  });

  it('refuses a unit, a question or a range the survey does not have with a readable 400', async () => {
    const refused = async (b: EffectBlock, words: string) => {
      const res = await call('POST', `surveys/effectblocks/storevisit/${storevisit}`, admin, b);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(words);
    };
    await refused(block({ drillPath: 'all,nowhere' }), 'no unit "all,nowhere"');
    await refused(
      block({
        rows: [{ questionName: 'x', questionVariable: 'nosuch', effectSize: 1 }],
      }),
      'no question "nosuch"',
    );
    await refused(block({ fromCSI: 90, toCSI: 10 }), 'CSI range');
    await refused(block({ fromDate: '2026-07-01' }), 'after the to date');
    expect((await call('POST', `surveys/effectblocks/storevisit/${storevisit}`, admin, { ...block(), fromDate: '2026-02-30' })).statusCode).toBe(400);
    expect((await call('DELETE', `surveys/effectblocks/storevisit/${storevisit}/999999`)).statusCode).toBe(404);
  });
});

describe('metadata', () => {
  const text = (en: string, sv: string) => ({
    key: '',
    localeTextList: [
      { locale: 'en' as const, text: en },
      { locale: 'sv' as const, text: sv },
    ],
  });
  const newQuestion: MetaQuestion = {
    id: 'parking',
    type: 'scale',
    variable: 'parking',
    foreignName: 'Q_PARK',
    features: ['driver'],
    filterable: true,
    weighted: false,
    anonymizable: false,
    diffmode: false,
    scale: [1, 5],
    title: text('Parking', 'Parkering'),
    question: text('How easy was it to park?', 'Hur lätt var det att parkera?'),
    format: { key: '', localeTextList: [] },
    choices: [],
    groupExtName: 'questions',
  };

  it('lists the questions with their texts per locale', async () => {
    const res = await call('GET', 'metadata/service');
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json<Metadata>();
    const questions = m.questionGroups.flatMap((g) => g.questions);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions[0]!.title.localeTextList.map((t) => t.locale)).toEqual(['sv', 'da', 'nb', 'fi', 'en']);
  });

  it("a question added here is offered by the uploader's mapping and the user question filters", async () => {
    const res = await call('POST', 'metadata/question/service', admin, newQuestion);
    expect(res.statusCode, res.body).toBe(200);
    const parking = res
      .json<Metadata>()
      .questionGroups.flatMap((g) => g.questions)
      .find((q) => q.variable === 'parking')!;
    expect(parking).toMatchObject({
      foreignName: 'Q_PARK',
      features: ['driver'],
      scale: [1, 5],
    });
    expect(parking.title.localeTextList).toEqual([
      { locale: 'sv', text: 'Parkering' },
      { locale: 'en', text: 'Parking' },
    ]);

    const body = await workbook([
      ['Unit', 'Date', 'Parking'],
      ['Luleå', '2026-01-02', 4],
    ]);
    const boundary = '----survey-admin-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="parking.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
    const up = await app.inject({
      method: 'POST',
      url: '/rest/vuejs/datauploader/uploadfile/service/uploader',
      headers: {
        authorization: admin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<UploadResponse>().mapping.columns.map((c) => c.variable)).toContain('parking');

    const [member] = await owner<{ id: number }>(`select id from app_user where username = 'user'`);
    const details = (await call('GET', `users/details/service/${member!.id}`)).json<UserDetails>();
    expect(details.userQuestionFilterMap.service!.map((f) => f.questionId)).toContain('parking');
  });

  it("edits a question's text and keeps the rest of the configuration and its comments", async () => {
    const [before] = await owner<{ yaml: string }>(`select config_yaml as yaml from survey where ext_name = 'service'`);
    const m = (await call('GET', 'metadata/service')).json<Metadata>();
    const q = m.questionGroups.flatMap((g) => g.questions).find((x) => x.type === 'scale' && x.variable !== 'parking')!;
    const res = await call('POST', 'metadata/question/service', admin, {
      ...q,
      title: text('Renamed question', 'Omdöpt fråga'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await owner<{ yaml: string; title: unknown }>(
      `select config_yaml as yaml, config->'questions'->$1->'title' as title from survey where ext_name = 'service'`,
      [q.variable],
    );
    expect(after!.title).toEqual({
      sv: 'Omdöpt fråga',
      en: 'Renamed question',
    });
    expect(after!.yaml).toContain('Renamed question');
    const comments = (yaml: string) => yaml.split('\n').filter((l) => l.trim().startsWith('#'));
    expect(comments(after!.yaml)).toEqual(comments(before!.yaml));
  });

  it('refuses a change that leaves the configuration invalid with 422 and the issues of the configuration check', async () => {
    const [before] = await owner<{ yaml: string }>(`select config_yaml as yaml from survey where ext_name = 'service'`);
    await owner(`update survey set config_yaml = $1 where ext_name = 'service'`, [before!.yaml.replace('startPage: overview', 'startPage: nosuch')]);
    try {
      const res = await call('POST', 'metadata/question/service', admin, { ...newQuestion, variable: 'parking2', id: 'parking2' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<ConfigurationCheck>()).toMatchObject({ valid: false, issues: [expect.objectContaining({ path: '/startPage', message: expect.stringContaining('nosuch') })] });
    } finally {
      await owner(`update survey set config_yaml = $1 where ext_name = 'service'`, [before!.yaml]);
    }
  });

  it('offers and accepts as user question filters only the questions marked filterable', async () => {
    const m = (await call('GET', 'metadata/service')).json<Metadata>();
    const [closed, open] = m.questionGroups.flatMap((g) => g.questions).filter((x) => x.type === 'scale' && x.variable !== 'parking' && x.filterable);
    expect((await call('POST', 'metadata/question/service', admin, { ...closed!, filterable: false })).statusCode).toBe(200);
    const [member] = await owner<{ id: number }>(`select id from app_user where username = 'user'`);
    const details = (await call('GET', `users/details/service/${member!.id}`)).json<UserDetails>();
    const offered = details.userQuestionFilterMap.service!;
    expect(offered.map((f) => f.questionId)).toContain(open!.variable);
    expect(offered.map((f) => f.questionId)).not.toContain(closed!.variable);
    const refused = await call('POST', `users/details/service/${member!.id}`, admin, {
      ...details,
      userQuestionFilterMap: { ...details.userQuestionFilterMap, service: [...offered, { ...offered[0]!, questionId: closed!.variable, variable: closed!.variable, value: '5' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(`"${closed!.variable}" of survey "service" is not filterable`);
    const suggestions = await call('GET', `users/questionfiltersuggestions/service/${closed!.variable}/1`);
    expect(suggestions.statusCode).toBe(400);
    expect(suggestions.json<{ message: string }>().message).toContain('is not filterable');
    expect((await call('GET', `users/questionfiltersuggestions/service/${open!.variable}/1`)).statusCode).toBe(200);
  });

  it('adds a group and a choice, and refuses what does not fit with a readable 400', async () => {
    const group = {
      type: 'rating',
      extName: 'outdoor',
      features: [],
      sorder: 5,
      name: text('Outdoor', 'Utomhus'),
      format: { key: '', localeTextList: [] },
      questions: [],
    };
    expect((await call('POST', 'metadata/questiongroup/service', admin, group)).statusCode).toBe(200);
    const moved = (
      await call('POST', 'metadata/question/service', admin, {
        ...newQuestion,
        groupExtName: 'outdoor',
      })
    ).json<Metadata>();
    expect(moved.questionGroups.find((g) => g.extName === 'outdoor')!.questions.map((q) => q.variable)).toEqual(['parking']);
    const choice = await call('POST', 'metadata/choice/service', admin, {
      questionVariable: 'parking',
      choice: {
        extname: '5',
        features: [],
        title: text('Very easy', 'Mycket lätt'),
      },
    });
    expect(choice.statusCode, choice.body).toBe(200);
    const parking = choice
      .json<Metadata>()
      .questionGroups.flatMap((g) => g.questions)
      .find((q) => q.variable === 'parking')!;
    expect(parking.choices).toEqual([
      {
        extname: '5',
        features: [],
        title: {
          key: '5',
          localeTextList: [
            { locale: 'sv', text: 'Mycket lätt' },
            { locale: 'en', text: 'Very easy' },
          ],
        },
      },
    ]);

    const outside = await call('POST', 'metadata/choice/service', admin, {
      questionVariable: 'parking',
      choice: { extname: '9', features: [], title: text('x', 'x') },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toContain('outside the scale');
    expect(
      (
        await call('POST', 'metadata/question/service', admin, {
          ...newQuestion,
          groupExtName: 'nosuch',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', 'metadata/question/service', admin, {
          ...newQuestion,
          scale: undefined,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', 'metadata/question/service', admin, {
          ...newQuestion,
          variable: '../x',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('POST', 'metadata/question/service', user, newQuestion)).statusCode).toBe(403);
  });
});
