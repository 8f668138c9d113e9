/**
 * Letter templates (issue 17 item 4) against the real database, the real job queue and the real LibreOffice: the
 * .fodt upload and its checks (spec 3 sections 5 and 8), the help-variables table, and the PDF preview with the
 * example contact's values filled in, made by `soffice --headless` inside a pg-boss job. The letters are the two
 * real ones of ../shared/realdata/fodt/, read in place (the Tryton one is GPL: a fixture, never in the product).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { convertToPdf, LibreOfficeMissing } from '../../server/letters/convert';
import { checkLetterFile, LETTER_MAX_BYTES } from '../../server/letters/check';
import { pdfPageImages, PopplerMissing } from '../../server/letters/pages';
import { registerLetterJobs } from '../../server/letters/render';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { realdataPath } from '../support/realdata';
import type { LetterHelpData } from '../../schemas/api/letter-help-data.gen';
import type { LetterPagePreview } from '../../schemas/api/letter-page-preview.gen';
import type { LetterPreview } from '../../schemas/api/letter-preview.gen';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';

const UNIDOC = fs.readFileSync(realdataPath('fodt', 'unidoc-publisher-letter.fodt'));
const TRYTON = fs.readFileSync(realdataPath('fodt', 'tryton-account_dunning_letter-letter.fodt'));
/** The Apache-licensed letter as an editor would use it: its greeting and a line made merge tags. */
const UNIDOC_WITH_TAGS = Buffer.from(
  UNIDOC.toString('utf8')
    .replace('Dear Boss:', 'Dear {{contact.name}}:')
    .replace('Your loyal servant', 'Your loyal servant at {{survey.title}}'),
);

let database: TestDatabase;
let jobs: JobQueue;
let config: ServerConfig;
let app: FastifyInstance;
let admin: string;
let user: string;
let kaisa: string;

const login = (payload: Record<string, string>) => signInToken(app, payload);
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, on = app) =>
  on.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(fileName: string, content: Buffer, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sightline-letter-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(templateId: number, fileName: string, content: Buffer, token = admin, survey = 'storevisit') {
  const body = multipart(fileName, content);
  return app.inject({ method: 'POST', url: `/rest/vuejs/letteruploader/uploadfile/${survey}?templateId=${templateId}`, headers: { authorization: token, ...body.headers }, payload: body.payload });
}

async function newLetter(name: string): Promise<number> {
  const res = await call('POST', 'mails/template/createletter/storevisit', admin, { id: 0, name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessageTemplate>().id;
}

/** What a reader copies out of the PDF (poppler's pdftotext, installed with LibreOffice by scripts/ensure-libreoffice.ts). */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-letter-test-')), 'letter.pdf');
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`pdftotext failed: ${r.stderr}`);
  return r.stdout.replace(/\s+/g, ' ');
}

/** How many pages the PDF has, as poppler's pdfinfo counts them. */
function pdfPageCount(pdf: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-letter-test-')), 'letter.pdf');
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const pages = /^Pages:\s+(\d+)/m.exec(r.stdout)?.[1];
  if (r.status !== 0 || !pages) throw new Error(`pdfinfo failed: ${r.stderr}`);
  return Number(pages);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await registerLetterJobs(jobs, config.letters, () => {});
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await login({ username: 'admin', password: 'sightline-admin' });
  user = await login({ username: 'user', password: 'sightline-user' });
  kaisa = await login({ username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(5000).catch(() => {});
  await database?.drop();
});

describe('uploading a .fodt letter', () => {
  it('stores both real letters on their templates, as uploaded', async () => {
    const unidoc = await newLetter('Unidoc letter');
    const res = await upload(unidoc, 'unidoc-publisher-letter.fodt', UNIDOC_WITH_TAGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MessageTemplate>()).toMatchObject({ id: unidoc, sendingType: 'LETTER', name: 'Unidoc letter', letterFileName: 'unidoc-publisher-letter.fodt' });
    const [stored] = await owner<{ letter_file: string }>(`select letter_file from message_template where id = $1`, [unidoc]);
    expect(stored!.letter_file).toBe(UNIDOC_WITH_TAGS.toString('utf8'));

    const tryton = await newLetter('Tryton letter');
    expect((await upload(tryton, 'dunning.FODT', TRYTON)).json<MessageTemplate>().letterFileName).toBe('dunning.FODT');
    // Saving the template again keeps its file.
    const kept = await app.inject({ method: 'PUT', url: '/rest/vuejs/mails/template/updateletter/storevisit', headers: { authorization: admin }, payload: { id: tryton, name: 'Tryton letter 2' } });
    expect(kept.json<MessageTemplate>()).toMatchObject({ name: 'Tryton letter 2', letterFileName: 'dunning.FODT' });
  });

  it('refuses what is no Flat ODF text letter with 400 and says why, leaving the stored file alone', async () => {
    const id = await newLetter('Refusals');
    expect((await upload(id, 'letter.fodt', TRYTON)).statusCode).toBe(200);
    const refusals: [string, Buffer, RegExp][] = [
      ['letter.odt', TRYTON, /The letter file must be a \.fodt file/],
      ['letter.docx', Buffer.from('PK\u0003\u0004 not a letter'), /The letter file must be a \.fodt file/],
      // A renamed file that is no XML at all.
      ['letter.fodt', fs.readFileSync(realdataPath('fodt', 'LICENSE-tryton-GPL-3.0.txt')), /not well-formed XML/],
      ['letter.fodt', Buffer.from('<office:document><text:p>unclosed</office:document>'), /not well-formed XML/],
      // External and internal entities are refused, never resolved.
      ['letter.fodt', Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE office:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<office:document>&xxe;</office:document>'), /DOCTYPE/],
      ['letter.fodt', Buffer.from('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>'), /DOCTYPE/],
      ['letter.fodt', Buffer.from(TRYTON.toString('utf8').replace('application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet')), /not an OpenDocument text/],
      ['letter.fodt', Buffer.from('<?xml version="1.0"?><html><body>Hello</body></html>'), /not an OpenDocument text/],
      ['letter.fodt', Buffer.concat([TRYTON.subarray(0, 100), Buffer.alloc(LETTER_MAX_BYTES, 0x20), TRYTON.subarray(100)]), /larger than 5 MB/],
      ['letter.fodt', Buffer.alloc(0), /empty/],
    ];
    for (const [name, content, message] of refusals) {
      const res = await upload(id, name, content);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().message, name).toMatch(message);
      expect(res.json().fields?.file, name).toMatch(message);
    }
    const [stored] = await owner<{ letter_file: string; letter_file_name: string }>(`select letter_file, letter_file_name from message_template where id = $1`, [id]);
    expect(stored).toEqual({ letter_file: TRYTON.toString('utf8'), letter_file_name: 'letter.fodt' });
  });

  it('answers in the caller’s language', async () => {
    const id = await newLetter('In Swedish');
    await owner(`update app_user set locale = 'sv' where username = 'admin'`);
    try {
      const sv = await login({ username: 'admin', password: 'sightline-admin' });
      const res = await upload(id, 'brev.odt', TRYTON, sv);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.file).toBe('Brevfilen måste vara en .fodt-fil');
    } finally {
      await owner(`update app_user set locale = 'en' where username = 'admin'`);
    }
  });

  it('refuses a request without a file, an e-mail template, a user who is no administrator and another universe', async () => {
    const id = await newLetter('Guarded');
    const none = await app.inject({ method: 'POST', url: `/rest/vuejs/letteruploader/uploadfile/storevisit?templateId=${id}`, headers: { authorization: admin }, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Choose a \.fodt file/);
    const [mail] = await owner<{ id: number }>(`select id::int as id from message_template where name = 'Påminnelse butiksbesök'`);
    expect((await upload(mail!.id, 'letter.fodt', TRYTON)).statusCode).toBe(400);
    expect((await upload(id, 'letter.fodt', TRYTON, user)).statusCode).toBe(403);
    expect((await upload(id, 'letter.fodt', TRYTON, kaisa, 'relationship')).statusCode).toBe(404);
    expect((await upload(999_999, 'letter.fodt', TRYTON)).statusCode).toBe(404);
  });
});

describe('duplicating a letter template', () => {
  it('copies its .fodt file into the new template, which keeps it when the original changes', async () => {
    const id = await newLetter('Original letter');
    expect((await upload(id, 'unidoc-publisher-letter.fodt', UNIDOC_WITH_TAGS)).statusCode).toBe(200);
    const draft = (await call('GET', `mails/template/duplicate/storevisit/${id}`, admin)).json<MessageTemplate>();
    expect(draft).toMatchObject({ id: 0, name: '', letterFileName: 'unidoc-publisher-letter.fodt', duplicateOf: id });
    // The screen saves the draft as it holds it, with the name a person typed.
    const saved = await call('POST', 'mails/template/createletter/storevisit', admin, { ...draft, name: 'Copied letter' });
    expect(saved.statusCode, saved.body).toBe(200);
    const copy = saved.json<MessageTemplate>();
    expect(copy.id).not.toBe(id);
    expect(copy.letterFileName).toBe('unidoc-publisher-letter.fodt');
    expect((await upload(id, 'dunning.fodt', TRYTON)).statusCode).toBe(200);
    const [stored] = await owner<{ letter_file: string; letter_file_name: string }>(`select letter_file, letter_file_name from message_template where id = $1`, [copy.id]);
    expect(stored).toEqual({ letter_file: UNIDOC_WITH_TAGS.toString('utf8'), letter_file_name: 'unidoc-publisher-letter.fodt' });
  });

  it('copies only from a letter template of the same universe', async () => {
    const [mail] = await owner<{ id: number }>(`select id::int as id from message_template where name = 'Påminnelse butiksbesök'`);
    const fromMail = await call('POST', 'mails/template/createletter/storevisit', admin, { id: 0, name: 'From a mail', duplicateOf: mail!.id });
    expect(fromMail.statusCode, fromMail.body).toBe(400);
    const [b2b] = await owner<{ id: number }>(`select id::int as id from message_template where name = 'Letter to customer'`);
    expect((await call('POST', 'mails/template/createletter/storevisit', admin, { id: 0, name: 'From elsewhere', duplicateOf: b2b!.id })).statusCode).toBe(404);
  });
});

describe('the help variables', () => {
  it('list the merge tags a letter may write, by group, with the example contact’s values', async () => {
    const id = await newLetter('Help');
    const res = await call('GET', `mailcampaign/lettertemplatehelpdata/storevisit/${id}`, user);
    expect(res.statusCode, res.body).toBe(200);
    const { variableRows } = res.json<LetterHelpData>();
    expect(variableRows).toEqual(
      expect.arrayContaining([
        { groupName: 'contact', questionTitle: expect.any(String), questionName: '{{contact.name}}', value: 'Alex Example' },
        expect.objectContaining({ groupName: 'survey', questionName: '{{survey.title}}' }),
        { groupName: 'answer', questionTitle: 'Likelihood to recommend', questionName: '{{answer.nps}}', value: '10' },
      ]),
    );
    // The same tags as the e-mail and SMS templates'.
    const tags = (await call('GET', 'mails/templatetags/storevisit', user)).json<{ tags: { value: string }[] }>().tags.map((t) => t.value);
    expect(variableRows.map((r) => r.questionName)).toEqual(tags);
    // A new letter (id 0) has the same table; an e-mail template has none.
    expect((await call('GET', 'mailcampaign/lettertemplatehelpdata/storevisit/0', user)).json<LetterHelpData>().variableRows).toEqual(variableRows);
    const [mail] = await owner<{ id: number }>(`select id::int as id from message_template where name = 'Påminnelse butiksbesök'`);
    expect((await call('GET', `mailcampaign/lettertemplatehelpdata/storevisit/${mail!.id}`, user)).statusCode).toBe(400);
  });
});

describe("the demo's letter templates", () => {
  it('each come with a small letter of their own in the universe\'s language, which passes the upload checks and previews at once', async () => {
    const letters = await owner<{ name: string; locale: string; letter_file_name: string | null; letter_file: string | null }>(
      `select name, locale, letter_file_name, letter_file from message_template where sending_type = 'LETTER' and name in ('Brev till kund', 'Kirje asiakkaalle', 'Letter to customer') order by name`,
    );
    expect(letters.map((l) => [l.name, l.locale, l.letter_file_name])).toEqual([
      ['Brev till kund', 'sv', 'brev-till-kund.fodt'],
      ['Kirje asiakkaalle', 'fi', 'kirje-asiakkaalle.fodt'],
      ['Letter to customer', 'en', 'letter-to-customer.fodt'],
    ]);
    for (const l of letters) {
      expect(() => checkLetterFile('en', l.letter_file_name!, Buffer.from(l.letter_file!, 'utf8')), l.name).not.toThrow();
      expect(l.letter_file).toContain('{{contact.name}}');
    }
    const previews: [string, string, string, RegExp][] = [
      ['storevisit', 'Brev till kund', user, /Hej Alex Example!.*Tack för ditt besök/],
      ['storevisit', 'Kirje asiakkaalle', user, /Hei Alex Example!.*Kiitos käynnistäsi/],
      ['relationship', 'Letter to customer', kaisa, /Dear Alex Example,.*Once a year/],
    ];
    for (const [survey, name, token, words] of previews) {
      const [row] = await owner<{ id: number }>(`select id::int as id from message_template where name = $1`, [name]);
      const res = await call('GET', `letteruploader/rendertemplate/${survey}/${row!.id}`, token);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
      const preview = res.json<LetterPagePreview>();
      expect(preview.pages, name).toHaveLength(1);
      const text = pdfText(Buffer.from(preview.pdf, 'base64'));
      expect(text, name).toMatch(words);
      expect(text, name).not.toContain('{{');
    }
  }, 180_000);
});

describe('the page images of the preview', () => {
  it('come with the PDF: one PNG per page of a real letter, as many as the PDF has', async () => {
    const id = await newLetter('Pages');
    expect((await upload(id, 'dunning.fodt', TRYTON)).statusCode).toBe(200);
    const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const preview = res.json<LetterPagePreview>();
    const pdf = Buffer.from(preview.pdf, 'base64');
    const count = pdfPageCount(pdf);
    expect(count).toBeGreaterThan(1);
    expect(preview.pageCount).toBe(count);
    expect(preview.pages).toHaveLength(count);
    expect(preview.pagesProblem).toBeUndefined();
    for (const page of preview.pages) {
      const png = Buffer.from(page.png, 'base64');
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // The size the page is drawn at, as the PNG's own header says it (a US letter page at the preview's resolution).
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: page.width, height: page.height });
      expect(page.width).toBeGreaterThan(700);
      expect(page.height / page.width).toBeCloseTo(11 / 8.5, 1);
    }
    // renderletter3 keeps its contract: the PDF alone, base64.
    const three = await call('GET', `letteruploader/renderletter3/storevisit/${id}/1?mailAction=preview`, admin);
    expect(Object.keys(three.json<LetterPreview>()).sort()).toEqual(['fileName', 'pdf']);
  }, 120_000);

  it('stop at the page cap and still say how many pages the PDF has', async () => {
    const pdf = await convertToPdf(TRYTON.toString('utf8'), config.letters);
    const capped = await pdfPageImages(pdf, { pdftoppmPath: config.letters.pdftoppmPath, timeoutMs: 30_000, maxPages: 2 });
    expect(capped.pageCount).toBe(3);
    expect(capped.pages).toHaveLength(2);
  }, 120_000);

  it('say clearly when pdftoppm is missing, and the PDF still comes', async () => {
    const id = await newLetter('No pdftoppm');
    expect((await upload(id, 'letter.fodt', TRYTON)).statusCode).toBe(200);
    const bare = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, PDFTOPPM_PATH: '/nonexistent/pdftoppm' });
    const without = await buildApp(bare, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
    try {
      const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user, undefined, without);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const preview = res.json<LetterPagePreview>();
      expect(Buffer.from(preview.pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(preview.pages).toEqual([]);
      expect(preview.pagesProblem).toEqual({ error: 'pdftoppm_missing', message: 'The page images of the preview need pdftoppm (poppler-utils), which is not installed on this server' });
    } finally {
      await without.close();
    }
    await expect(pdfPageImages(Buffer.from('%PDF-1.7'), { pdftoppmPath: '/nonexistent/pdftoppm', timeoutMs: 10_000 })).rejects.toBeInstanceOf(PopplerMissing);
  }, 120_000);
});

describe('the PDF preview', () => {
  it('fills the example contact into the letter and turns it into a PDF with LibreOffice in a job', async () => {
    const id = await newLetter('Preview');
    expect((await upload(id, 'unidoc-publisher-letter.fodt', UNIDOC_WITH_TAGS)).statusCode).toBe(200);
    // A value with XML's own characters is written as text, not as markup.
    await owner(`update survey set title = 'Store visit <Q1> & more' where ext_name = 'storevisit'`);
    try {
      const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const preview = res.json<LetterPreview>();
      expect(preview.fileName).toBe('unidoc-publisher-letter.pdf');
      const pdf = Buffer.from(preview.pdf, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Dear Alex Example:');
      expect(text).toContain('Your loyal servant at Store visit <Q1> & more');
      expect(text).toContain('Clean Energy');
      expect(text).not.toContain('{{');
    } finally {
      await owner(`update survey set title = 'Store visit' where ext_name = 'storevisit'`);
    }
    // The job's data holds the filled letter: once read, it is gone from the queue.
    expect(await owner(`select id from pgboss.job where name = 'letter-render'`)).toEqual([]);
  }, 120_000);

  it('answers renderletter3 the same way and renderletter as the PDF file itself', async () => {
    const id = await newLetter('Tryton preview');
    expect((await upload(id, 'dunning.fodt', TRYTON)).statusCode).toBe(200);
    const three = await call('GET', `letteruploader/renderletter3/storevisit/${id}/1?mailAction=preview`, admin);
    expect(three.statusCode, three.body.slice(0, 300)).toBe(200);
    expect(Buffer.from(three.json<LetterPreview>().pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = await call('GET', `letteruploader/renderletter/storevisit/${id}`, admin);
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('dunning.pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(file.rawPayload)).toContain('Reminder Notice');
    // No campaign recipients exist yet: a tracking id names none.
    expect((await call('GET', `letteruploader/renderletter/storevisit/${id}?trackingid=5`, admin)).statusCode).toBe(404);
  }, 120_000);

  it('says so when the template has no letter yet, or is no letter template', async () => {
    const id = await newLetter('Empty letter');
    const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This letter template has no .fodt file yet; upload one first');
    const [mail] = await owner<{ id: number }>(`select id::int as id from message_template where name = 'Påminnelse butiksbesök'`);
    expect((await call('GET', `letteruploader/rendertemplate/storevisit/${mail!.id}`, user)).statusCode).toBe(400);
  });

  it('says clearly that LibreOffice is missing, and everything else still works', async () => {
    const id = await newLetter('No LibreOffice');
    expect((await upload(id, 'letter.fodt', TRYTON)).statusCode).toBe(200);
    const bare = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, SOFFICE_PATH: '/nonexistent/soffice' });
    const without = await buildApp(bare, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
    try {
      const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user, undefined, without);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Letter preview needs LibreOffice, which is not installed on this server');
      expect((await call('GET', `mailcampaign/lettertemplatehelpdata/storevisit/${id}`, user, undefined, without)).statusCode).toBe(200);
      expect((await call('GET', `mails/template/storevisit/${id}`, user, undefined, without)).json<MessageTemplate>().letterFileName).toBe('letter.fodt');
    } finally {
      await without.close();
    }
    // The conversion is a background job: a server without the job queue says so, and only that.
    const noJobs = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
    try {
      const res = await call('GET', `letteruploader/rendertemplate/storevisit/${id}`, user, undefined, noJobs);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('jobs_unavailable');
    } finally {
      await noJobs.close();
    }
    // The worker says the same when its own LibreOffice is gone.
    await expect(convertToPdf(TRYTON.toString('utf8'), { sofficePath: '/nonexistent/soffice', renderTimeoutMs: 10_000 })).rejects.toBeInstanceOf(LibreOfficeMissing);
  }, 60_000);
});
