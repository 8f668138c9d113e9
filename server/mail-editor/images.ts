/**
 * The e-mail editor's images (spec 3 section 7 "Email editor service"; issue 17 item 2): what an upload must be
 * before it is stored, and where it is read. The type is decided by the file's own first bytes (PNG, JPEG, GIF,
 * WebP), never by its name or the Content-Type the browser sent, so a renamed script or SVG is refused. SVG is not
 * accepted at all: it can carry script, and mail clients rarely show it.
 */
import type pg from 'pg';
import { Invalid, NotFound } from '../errors';
import { text } from '../i18n';
import { uploadFileName, type Upload } from '../uploads';
import type { MailEditorImage } from '../../schemas/api/mail-editor-images.gen';

/** The largest image accepted: plenty for a mail's logo or banner; mail clients clip large mails anyway. */
export const MAIL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

type ImageType = MailEditorImage['contentType'];

export const MAIL_IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const startsWith = (bytes: Buffer, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type of these bytes by their magic number, or null when they are none of the four. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}


/** The upload's type when it may be stored; otherwise the 400 that says why, in the caller's language. */
export function checkImage(locale: string, upload: Upload): { fileName: string; bytes: Buffer; contentType: ImageType } {
  const maxMb = MAIL_IMAGE_MAX_BYTES / 1024 / 1024;
  if ('problem' in upload) {
    if (upload.problem === 'tooLarge') throw new Invalid('image_too_large', text(locale, 'mailEditor.error.tooLarge', { max: maxMb }));
    throw new Invalid('no_image', text(locale, 'mailEditor.error.noFile'));
  }
  if (upload.bytes.length === 0) throw new Invalid('no_image', text(locale, 'mailEditor.error.noFile'));
  if (upload.bytes.length > MAIL_IMAGE_MAX_BYTES) throw new Invalid('image_too_large', text(locale, 'mailEditor.error.tooLarge', { max: maxMb }));
  const contentType = sniffImageType(upload.bytes);
  if (!contentType) throw new Invalid('not_an_image', text(locale, 'mailEditor.error.notImage', { name: uploadFileName(upload.fileName) || '?' }));
  return { fileName: uploadFileName(upload.fileName) || 'image', bytes: upload.bytes, contentType };
}

interface ImageRow {
  id: number;
  key: string;
  name: string;
  contentType: ImageType;
  size: number;
}

const toImage = (publicUrl: string, universeId: number, row: ImageRow): MailEditorImage => ({
  id: row.id,
  src: `${publicUrl}/rest/mail-images/${universeId}/${row.key}`,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  type: 'image',
});

const COLUMNS = `id::int as id, key::text as key, file_name as name, content_type as "contentType", size`;

export async function listImages(client: pg.ClientBase, publicUrl: string, universeId: number): Promise<MailEditorImage[]> {
  const { rows } = await client.query<ImageRow>(`select ${COLUMNS} from mail_image order by id desc`);
  return rows.map((r) => toImage(publicUrl, universeId, r));
}

export async function insertImage(client: pg.ClientBase, publicUrl: string, universeId: number, userId: number, image: ReturnType<typeof checkImage>): Promise<MailEditorImage> {
  const { rows } = await client.query<ImageRow>(
    `insert into mail_image (universe_id, file_name, content_type, size, content, uploaded_by) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [universeId, image.fileName, image.contentType, image.bytes.length, image.bytes, userId],
  );
  return toImage(publicUrl, universeId, rows[0]!);
}

/** Deletes one image of the universe; another universe's is unknown (404). Mails already sent lose it. */
export async function deleteImage(client: pg.ClientBase, id: number): Promise<void> {
  const { rowCount } = await client.query(`delete from mail_image where id = $1`, [id]);
  if (!rowCount) throw new NotFound('unknown_image', `There is no e-mail image ${id} in this universe.`);
}

/** An image's bytes by its key, read as its universe (row-level security still applies). */
export async function readImage(client: pg.ClientBase, key: string): Promise<{ contentType: ImageType; content: Buffer } | null> {
  const { rows } = await client.query<{ contentType: ImageType; content: Buffer }>(`select content_type as "contentType", content from mail_image where key = $1`, [key]);
  return rows[0] ?? null;
}
