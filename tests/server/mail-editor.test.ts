/**
 * The e-mail editor's service calls (issue 17 item 2, spec 3 section 7 "Email editor service") against the real
 * database and app: image uploads checked by their bytes and size, listed, served from our origin with their type
 * and nosniff, deleted, and kept per universe by row-level security; merge tags, options and templates for the editor.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { MAIL_IMAGE_MAX_BYTES } from '../../server/mail-editor/images';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { MailEditorImages } from '../../schemas/api/mail-editor-images.gen';
import type { MailEditorOptions } from '../../schemas/api/mail-editor-options.gen';
import type { MailEditorTemplate } from '../../schemas/api/mail-editor-template.gen';
import type { MailEditorTemplates } from '../../schemas/api/mail-editor-templates.gen';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';
import type { TemplateTags } from '../../schemas/api/template-tags.gen';

/** A real 1×1 PNG (red pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let user: string;
let kaisa: string;

const login = (payload: Record<string, string>) => signInToken(app, payload);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });

function upload(fileName: string, content: Buffer, token = admin, survey = 'storevisit', field = 'files', contentType = 'image/png') {
  const boundary = '----sightline-image-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({ method: 'POST', url: `/rest/vuejs/unlayer/uploadfile/${survey}`, headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** The path of an image's address on our origin (what a mail client would load). */
const pathOf = (src: string) => new URL(src).pathname;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await asOwner(database.adminUrl, (c) => c.query(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`));
  admin = await login({ username: 'admin', password: 'sightline-admin' });
  user = await login({ username: 'user', password: 'sightline-user' });
  kaisa = await login({ username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('e-mail images', () => {
  it('stores an uploaded PNG, lists it and serves it from our origin with its type and nosniff', async () => {
    const res = await upload('logo.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json<MailEditorImages>().data;
    expect(image).toMatchObject({ name: 'logo.png', contentType: 'image/png', size: PNG.length, type: 'image' });
    expect(image!.src.startsWith(`${TEST_PUBLIC_URL}/rest/mail-images/`)).toBe(true);

    const listed = (await call('GET', 'unlayer/images/storevisit', user)).json<MailEditorImages>().data;
    expect(listed.map((i) => i.id)).toContain(image!.id);

    // A mail client has no session.
    const served = await app.inject({ method: 'GET', url: pathOf(image!.src) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type by the bytes, not the name or the header the browser sent', async () => {
    const gif = await upload('photo.png', GIF);
    expect(gif.statusCode, gif.body).toBe(200);
    expect(gif.json<MailEditorImages>().data[0]!.contentType).toBe('image/gif');

    const script = await upload('evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ error: 'not_an_image', message: 'evil.png is not a PNG, JPEG, GIF or WebP image' });
    const svg = await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), admin, 'storevisit', 'files', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
  });

  it('refuses an image over the size limit, a missing file and the wrong field with a readable 400', async () => {
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(MAIL_IMAGE_MAX_BYTES)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('The image is larger than 2 MB');
    const wrongField = await upload('logo.png', PNG, admin, 'storevisit', 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose an image file to upload');
    const notMultipart = await call('POST', 'unlayer/uploadfile/storevisit', admin, { files: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('lets only administrators upload and delete', async () => {
    expect((await upload('logo.png', PNG, user)).statusCode).toBe(403);
    const id = (await upload('gone.png', PNG)).json<MailEditorImages>().data[0]!;
    expect((await call('DELETE', `unlayer/images/storevisit/${id.id}`, user)).statusCode).toBe(403);
    const deleted = await call('DELETE', `unlayer/images/storevisit/${id.id}`, admin);
    expect(deleted.json()).toEqual({ id: id.id, deleted: true });
    expect((await app.inject({ method: 'GET', url: pathOf(id.src) })).statusCode).toBe(404);
    expect((await call('DELETE', `unlayer/images/storevisit/${id.id}`, admin)).statusCode).toBe(404);
  });

  it("keeps each universe's images to itself", async () => {
    const mine = (await upload('demo-only.png', PNG)).json<MailEditorImages>().data[0]!;
    const theirs = (await call('GET', 'unlayer/images/relationship', kaisa)).json<MailEditorImages>().data;
    expect(theirs.map((i) => i.id)).not.toContain(mine.id);
    expect((await call('DELETE', `unlayer/images/relationship/${mine.id}`, kaisa)).statusCode).toBe(404);
    // The address names the universe: the same key under another universe is nothing.
    const other = pathOf(mine.src).replace(/\/mail-images\/\d+\//, (m) => m.replace(/\d+/, (n) => String(Number(n) + 1)));
    expect((await app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
    // Still there for its own universe.
    expect((await call('GET', 'unlayer/images/storevisit', admin)).json<MailEditorImages>().data.map((i) => i.id)).toContain(mine.id);
  });
});

describe('the editor service', () => {
  it("gives the survey's merge tags and the editor's options", async () => {
    const tags = (await call('GET', 'unlayer/mergetags/storevisit', user)).json<TemplateTags>().tags;
    expect(tags.map((t) => t.value)).toEqual(expect.arrayContaining(['{{contact.name}}', '{{survey.title}}']));
    expect((await call('GET', 'unlayer/editoroptions/storevisit', admin)).json<MailEditorOptions>()).toMatchObject({ minHeight: 900, maxImageBytes: MAIL_IMAGE_MAX_BYTES, canUpload: true });
    expect((await call('GET', 'unlayer/editoroptions/storevisit', user)).json<MailEditorOptions>().canUpload).toBe(false);
  });

  it('lists the templates with a design to start from and gives one design', async () => {
    const design = { mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hej</mj-text></mj-column></mj-section></mj-body></mjml>' };
    const created = await call('POST', 'mails/template/create/storevisit', admin, { id: 0, name: 'With design', design, code: '<p>Hej</p>' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<MessageTemplate>().id;
    const list = (await call('GET', 'unlayer/templates/storevisit/0', user)).json<MailEditorTemplates>().templates;
    expect(list).toContainEqual(expect.objectContaining({ id, name: 'With design' }));
    expect((await call('GET', `unlayer/templates/storevisit/${id}`, user)).json<MailEditorTemplates>().templates.map((t) => t.id)).not.toContain(id);
    expect((await call('GET', `unlayer/template/storevisit/${id}`, user)).json<MailEditorTemplate>()).toMatchObject({ id, design });
    expect((await call('GET', `unlayer/template/relationship/${id}`, kaisa)).statusCode).toBe(404);
  });
});
