/**
 * Data tables (issue 16, spec 2 data tables) against the real database: who may read and write, the survey and
 * universe a row belongs to, the row rule (400 naming the row and the column), paging, the delete guard (one row is
 * never deleted) and row-level security on data_table_row.
 *
 * The test adds a page of its own to storevisit: `budget` (table `budget`, pages of 2 rows, four typed columns),
 * `frozen` (editable: false) and `budgetTwin` (another component showing the same stored table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, loginToken, type TestApp } from '../support/app';
import type { DataTable } from '../../schemas/api/data-table.gen';
import type { DataTableRow } from '../../schemas/api/data-table-row.gen';
import type { DataTableRowError } from '../../schemas/api/data-table-row-error.gen';

let t: TestApp;
const tokens: Record<'user' | 'admin' | 'root' | 'impersonator' | 'otherUniverse' | 'swede', string> = {} as never;

const COLUMNS = [
  { extname: 'store', title: { en: 'Store', sv: 'Butik' }, type: 'text', required: true, maxLength: 20 },
  { extname: 'visits', title: { en: 'Visits', sv: 'Besök' }, type: 'integer', min: 0, max: 1000 },
  { extname: 'opened', title: { en: 'Opened', sv: 'Öppnad' }, type: 'date' },
  { extname: 'active', title: { en: 'Active', sv: 'Aktiv' }, type: 'boolean' },
];
const PAGE = {
  extname: 'tablesTest',
  title: { en: 'Tables' },
  components: [
    { type: 'dataTable', id: 'budget', config: { size: 12, title: { en: 'Budget' }, tableId: 'budget', pageSize: 2, columns: COLUMNS } },
    { type: 'dataTable', id: 'budgetTwin', config: { tableId: 'budget', columns: COLUMNS } },
    { type: 'dataTable', id: 'frozen', config: { tableId: 'frozenTable', editable: false, columns: [{ extname: 'x', title: { en: 'X' }, type: 'text' }] } },
  ],
};

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(t.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const read = (id: string, token: string, query = '') => t.app.inject({ url: `/rest/vuejs/datatables/datatable/storevisit/${id}${query}`, headers: { authorization: token } });
const put = (id: string, body: unknown, token = tokens.admin) => t.app.inject({ method: 'PUT', url: `/rest/vuejs/datatables/datatablerow/storevisit/${id}`, payload: body as object, headers: { authorization: token } });
const del = (id: string, row: number, token = tokens.admin) => t.app.inject({ method: 'DELETE', url: `/rest/vuejs/datatables/datatablerow/storevisit/${id}/${row}`, headers: { authorization: token } });

async function add(cells: Record<string, unknown>, id = 'budget'): Promise<DataTableRow> {
  const res = await put(id, { id: 0, cells });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataTableRow>();
}

beforeAll(async () => {
  t = await createTestApp();
  await owner(`update survey set config = jsonb_set(config, '{pages}', (config->'pages') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify([PAGE])]);
  // Kaisa administers the other universe (b2b) only.
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'user') where username = 'sofia.lind'`);
  tokens.user = await t.login('user', 'sightline-user');
  tokens.swede = await t.login('sofia.lind', 'sightline-user');
  tokens.admin = await t.login('admin', 'sightline-admin');
  tokens.root = await t.login('root', 'sightline-root');
  tokens.otherUniverse = await loginToken(t.app, 'kaisa.korhonen', 'sightline-admin', 'b2b');
  const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'admin', password: 'sightline-admin', actAsUser: 'user', actAsUniverse: 'demo' } });
  expect(res.statusCode, res.body).toBe(200);
  tokens.impersonator = res.json<{ authToken: string }>().authToken;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a data table', () => {
  it('starts empty, with its columns from the configuration in the reader\'s language', async () => {
    const res = await read('budget', tokens.swede);
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json<DataTable>();
    expect(table).toMatchObject({ tableId: 'budget', rows: [], total: 0, page: 1, pageSize: 2, paging: true, editable: false });
    expect(table.headers).toEqual([
      { extname: 'store', title: 'Butik', type: 'text', required: true, maxLength: 20 },
      { extname: 'visits', title: 'Besök', type: 'integer', required: false, min: 0, max: 1000, rightAlign: true },
      { extname: 'opened', title: 'Öppnad', type: 'date', required: false },
      { extname: 'active', title: 'Aktiv', type: 'boolean', required: false },
    ]);
  });

  it('is editable for an administrator of the universe and root, never for a user or someone acting as one', async () => {
    expect((await read('budget', tokens.admin)).json<DataTable>().editable).toBe(true);
    expect((await read('budget', tokens.root)).json<DataTable>().editable).toBe(true);
    expect((await read('budget', tokens.user)).json<DataTable>().editable).toBe(false);
    expect((await read('budget', tokens.impersonator)).json<DataTable>().editable).toBe(false);
    for (const who of ['user', 'impersonator'] as const) {
      const res = await put('budget', { id: 0, cells: { store: 'Luleå' } }, tokens[who]);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
    }
    expect(await owner(`select * from data_table_row where table_id = 'budget'`)).toEqual([]);
  });

  it('saves a new row and changes it, answering the row with its cells in column order', async () => {
    const row = await add({ store: ' Luleå ', visits: '12', opened: '2024-02-29', active: true });
    expect(row).toEqual({ id: expect.any(Number), cells: ['Luleå', 12, '2024-02-29', true] });
    const changed = await put('budget', { id: row.id, cells: { store: 'Luleå C', visits: 13 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<DataTableRow>()).toEqual({ id: row.id, cells: ['Luleå C', 13, null, null] });
    const table = (await read('budget', tokens.user)).json<DataTable>();
    expect(table.rows).toEqual([{ id: row.id, cells: ['Luleå C', 13, null, null] }]);
    // Another component naming the same table shows the same rows.
    expect((await read('budgetTwin', tokens.user)).json<DataTable>().rows).toEqual(table.rows);
  });

  it('refuses a row that breaks its column types with 400 naming the row and each column', async () => {
    const row = await add({ store: 'Kiruna', visits: 1 });
    const bad = await put('budget', { id: row.id, cells: { store: '', visits: 2.5, opened: '2023-02-29', active: 'yes' } });
    expect(bad.statusCode, bad.body).toBe(400);
    const body = bad.json<DataTableRowError>();
    expect(body.error).toBe('invalid_row');
    expect(body.message).toBe(`Row ${row.id} was not saved: Store: This field is mandatory.; Visits: Enter a whole number; Opened: Enter a date (YYYY-MM-DD); Active: Choose yes or no`);
    expect(body.cells).toEqual({ store: 'This field is mandatory.', visits: 'Enter a whole number', opened: 'Enter a date (YYYY-MM-DD)', active: 'Choose yes or no' });
    const tooMany = await put('budget', { id: 0, cells: { store: 'Piteå', visits: 1001, colour: 'red' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<DataTableRowError>().message).toBe('The new row was not saved: Visits: Value must be between 0 and 1000; colour: The table has no such column');
    // Nothing of the refused saves was stored.
    expect((await owner<{ cells: unknown }>(`select cells from data_table_row where id = $1`, [row.id]))[0]!.cells).toEqual({ store: 'Kiruna', visits: 1 });
  });

  it('pages its rows oldest first, the last page when asked past the end', async () => {
    await owner(`delete from data_table_row where table_id = 'budget'`);
    const rows = [];
    for (const store of ['A', 'B', 'C', 'D', 'E']) rows.push(await add({ store }));
    const page = async (n: number | null) => (await read('budget', tokens.user, n === null ? '' : `?page=${n}`)).json<DataTable>();
    expect((await page(null)).rows.map((r) => r.cells[0])).toEqual(['A', 'B']);
    expect(await page(2)).toMatchObject({ page: 2, total: 5, rows: [{ id: rows[2]!.id }, { id: rows[3]!.id }] });
    expect(await page(3)).toMatchObject({ page: 3, rows: [{ id: rows[4]!.id }] });
    expect(await page(9)).toMatchObject({ page: 3, rows: [{ id: rows[4]!.id }] });
    expect((await read('budget', tokens.user, '?page=0')).statusCode).toBe(400);
    expect((await read('budget', tokens.user, '?page=x')).statusCode).toBe(400);
  });

  it('deletes a row, but never the last one', async () => {
    await owner(`delete from data_table_row where table_id = 'budget'`);
    const a = await add({ store: 'A' });
    const b = await add({ store: 'B' });
    expect((await del('budget', a.id, tokens.user)).statusCode).toBe(403);
    const gone = await del('budget', a.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: a.id, deleted: true });
    const last = await del('budget', b.id);
    expect(last.statusCode, last.body).toBe(409);
    expect(last.json<{ error: string }>().error).toBe('last_row');
    expect((await read('budget', tokens.user)).json<DataTable>().rows).toEqual([{ id: b.id, cells: ['B', null, null, null] }]);
    expect((await del('budget', a.id)).statusCode).toBe(404);
  });

  it('keeps a row to its table: another table\'s row id is unknown', async () => {
    const own = await add({ store: 'Own' });
    const other = (await owner<{ id: number }>(`insert into data_table_row (universe_id, survey_id, table_id, cells) select universe_id, id, 'frozenTable', '{"x":"a"}' from survey where ext_name = 'storevisit' returning id::int as id`))[0]!;
    await owner(`insert into data_table_row (universe_id, survey_id, table_id, cells) select universe_id, id, 'frozenTable', '{"x":"b"}' from survey where ext_name = 'storevisit'`);
    expect((await put('budget', { id: other.id, cells: { store: 'Taken' } })).statusCode).toBe(404);
    expect((await del('budget', other.id)).statusCode).toBe(404);
    expect((await read('frozen', tokens.user)).json<DataTable>().rows.map((r) => r.cells)).toEqual([['a'], ['b']]);
    expect(own.id).not.toBe(other.id);
  });

  it('is read-only for everybody when the component says editable: false', async () => {
    expect((await read('frozen', tokens.root)).json<DataTable>().editable).toBe(false);
    const res = await put('frozen', { id: 0, cells: { x: 'c' } }, tokens.root);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('table_read_only');
  });

  it('knows only data table components of the survey', async () => {
    expect((await read('storeRanking', tokens.user)).statusCode).toBe(404);
    expect((await read('nothing', tokens.user)).statusCode).toBe(404);
    expect((await put('nothing', { id: 0, cells: {} })).statusCode).toBe(404);
  });

  it('is not there for another universe', async () => {
    expect((await read('budget', tokens.otherUniverse)).statusCode).toBe(404);
    expect((await put('budget', { id: 0, cells: { store: 'Intruder' } }, tokens.otherUniverse)).statusCode).toBe(404);
  });

  it('keeps its rows behind row-level security', async () => {
    const [demo, b2b] = await owner<{ id: number }>(`select id from universe where name in ('demo', 'b2b') order by name = 'demo' desc`);
    const count = (universeId: number) => t.database.db.withTenant({ universeId }, async (c) => (await c.query<{ n: number }>(`select count(*)::int as n from data_table_row`)).rows[0]!.n);
    expect(await count(demo!.id)).toBeGreaterThan(0);
    expect(await count(b2b!.id)).toBe(0);
    // Writing a row into another universe is refused by the policy's check.
    await expect(
      t.database.db.withTenant({ universeId: b2b!.id }, (c) => c.query(`insert into data_table_row (universe_id, survey_id, table_id) values ($1, 1, 'x')`, [demo!.id])),
    ).rejects.toThrow(/row-level security/);
  });
});
