/** Reading and writing the universe's message templates (row-level security keeps other universes' out of sight). */
import type pg from 'pg';
import { NotFound } from '../errors';
import type { TemplateSendingType } from '../../schemas/api/message-template-save.gen';

export interface TemplateRow {
  id: number;
  sendingType: TemplateSendingType;
  name: string;
  extname: string;
  subject: string;
  labels: string[];
  locale: string | null;
  fromName: string;
  fromEmail: string;
  design: Record<string, unknown> | null;
  html: string;
  contents: string;
  letterFileName: string | null;
  system: boolean;
}

export type TemplateValues = Omit<TemplateRow, 'id' | 'letterFileName'>;

const COLUMNS = `id::int as id, sending_type as "sendingType", name, extname, subject, labels, locale, from_name as "fromName", from_email as "fromEmail",
  design, html, contents, letter_file_name as "letterFileName", system`;

export async function listTemplateRows(client: pg.ClientBase, sendingType?: TemplateSendingType): Promise<TemplateRow[]> {
  const { rows } = await client.query<TemplateRow>(`select ${COLUMNS} from message_template where ($1::text is null or sending_type = $1) order by lower(name), id`, [sendingType ?? null]);
  return rows;
}

/** One template of the universe; another universe's is unknown (404). */
export async function findTemplate(client: pg.ClientBase, id: number, forUpdate = false): Promise<TemplateRow> {
  const { rows } = await client.query<TemplateRow>(`select ${COLUMNS} from message_template where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  if (!rows[0]) throw new NotFound('unknown_template', `There is no template ${id} in this universe.`);
  return rows[0];
}

const VALUES = (v: TemplateValues) => [v.sendingType, v.name, v.extname, v.subject, JSON.stringify(v.labels), v.locale, v.fromName, v.fromEmail, v.design === null ? null : JSON.stringify(v.design), v.html, v.contents, v.system];

export async function insertTemplate(client: pg.ClientBase, universeId: number, userId: number, v: TemplateValues): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into message_template (sending_type, name, extname, subject, labels, locale, from_name, from_email, design, html, contents, system, universe_id, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id::int as id`,
    [...VALUES(v), universeId, userId],
  );
  return rows[0]!.id;
}

export async function updateTemplate(client: pg.ClientBase, id: number, userId: number, v: TemplateValues): Promise<void> {
  await client.query(
    `update message_template set sending_type = $1, name = $2, extname = $3, subject = $4, labels = $5, locale = $6, from_name = $7, from_email = $8, design = $9,
       html = $10, contents = $11, system = $12, updated_by = $14, updated_at = now() where id = $13`,
    [...VALUES(v), id, userId],
  );
}

export async function deleteTemplateRow(client: pg.ClientBase, id: number): Promise<void> {
  await client.query(`delete from message_template where id = $1`, [id]);
}

/** True for the error PostgreSQL raises when a name is taken in the universe for that sending type. */
export function isNameTaken(err: unknown): boolean {
  return (err as { code?: string; constraint?: string })?.code === '23505' && (err as { constraint?: string }).constraint === 'message_template_name';
}

/** Replaces a letter template's .fodt file (the caller checked it is a letter template of the universe). */
export async function saveLetterFile(client: pg.ClientBase, id: number, userId: number, fileName: string, xml: string): Promise<void> {
  await client.query(`update message_template set letter_file_name = $2, letter_file = $3, updated_by = $4, updated_at = now() where id = $1`, [id, fileName, xml, userId]);
}

/** A letter template's .fodt file, or null when none was uploaded. */
export async function findLetterFile(client: pg.ClientBase, id: number): Promise<string | null> {
  const { rows } = await client.query<{ letterFile: string | null }>(`select letter_file as "letterFile" from message_template where id = $1`, [id]);
  return rows[0]?.letterFile ?? null;
}

/** A duplicate letter's file: the .fodt and its name copied from the template it duplicates. */
export async function copyLetterFile(client: pg.ClientBase, fromId: number, toId: number): Promise<void> {
  await client.query(`update message_template t set letter_file_name = f.letter_file_name, letter_file = f.letter_file from message_template f where f.id = $1 and t.id = $2`, [fromId, toId]);
}
