/**
 * A letter campaign's letters (spec 3 sections 2 and 7): the engine keeps each row's PDF (channels.ts); 'download all
 * letters' and 'download new letters' are a report task (`lettersarchive`, followed with the report polling of spec 1)
 * whose file is every kept letter, or those never downloaded yet, joined into one PDF to print, in row order; those
 * letters then count as downloaded. One row's letter is its own download. Campaign letters are for the universe's
 * administrators, as the campaign details are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { runLimited } from '../letters/run-limited';
import type { ReportFile, ReportParams } from '../reports/kinds';
import { fileName } from '../reports/selection';
import type { AnalyticsContext } from '../survey/context';
import { findCampaign } from './store';

export const PDF_TYPE = 'application/pdf';
/** The most letters one download joins: a print run, not an archive of years. */
export const MAX_LETTERS_PER_DOWNLOAD = 5000;
const JOIN_TIMEOUT_MS = 120_000;

function requireAdmin(ctx: AnalyticsContext): void {
  if (!ctx.isUniverseAdmin) throw new Forbidden('forbidden', 'Only an administrator of the universe may download campaign letters.');
}

async function letterCampaign(ctx: AnalyticsContext, id: number) {
  const c = await findCampaign(ctx.client, ctx.survey.id, id);
  if (c.sendingType !== 'LETTER') throw new Invalid('not_letter_campaign', `Campaign ${id} sends no letters.`);
  return c;
}

/** What the letters task is asked for: checked when it is queued (and again by the worker). */
export async function checkLettersRequest(ctx: AnalyticsContext, params: ReportParams): Promise<void> {
  requireAdmin(ctx);
  if (!params.campaignId) throw new Invalid('no_campaign', 'Name the campaign whose letters to download.');
  await letterCampaign(ctx, params.campaignId);
}

/** The letters of the task joined into one PDF (in a write transaction: they are marked downloaded with it). */
export async function buildLettersArchive(ctx: AnalyticsContext, params: ReportParams, tools: { pdfunitePath: string }): Promise<ReportFile> {
  await checkLettersRequest(ctx, params);
  const id = params.campaignId!;
  const { rows } = await ctx.client.query<{ id: number; pdf: Buffer }>(
    `select l.id::int as id, l.pdf from campaign_letter l join campaign_tracking t on t.id = l.tracking_id
     where t.campaign_id = $1 and t.status = 'SENT' ${params.all ? '' : 'and l.downloaded_at is null'} order by t.id limit $2`,
    [id, MAX_LETTERS_PER_DOWNLOAD],
  );
  if (rows.length === 0) throw new Conflict('no_letters', params.all ? 'The campaign has no letters yet.' : 'There are no new letters since the last download.');
  const content = rows.length === 1 ? rows[0]!.pdf : await joinPdfs(rows.map((r) => r.pdf), tools.pdfunitePath);
  await ctx.client.query(`update campaign_letter set downloaded_at = now() where id = any($1::bigint[]) and downloaded_at is null`, [rows.map((r) => r.id)]);
  return { fileName: fileName(ctx, `campaign-${id}-${params.all ? 'letters' : 'new-letters'}`, 'pdf'), contentType: PDF_TYPE, content };
}

/** poppler's pdfunite, which keeps each letter's pages as they are. */
async function joinPdfs(pdfs: Buffer[], pdfunitePath: string): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-letters-'));
  try {
    const inputs = pdfs.map((pdf, i) => {
      const file = path.join(dir, `letter-${String(i).padStart(5, '0')}.pdf`);
      fs.writeFileSync(file, pdf);
      return file;
    });
    const output = path.join(dir, 'letters.pdf');
    const run = await runLimited(pdfunitePath, [...inputs, output], dir, JOIN_TIMEOUT_MS);
    if (run.timedOut || run.code !== 0 || !fs.existsSync(output)) throw new Error(`pdfunite could not join the letters: ${run.timedOut ? 'timed out' : run.stderr}`);
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A row of a letter campaign of the survey, with its kept PDF when the engine has made it. */
export async function rowLetter(client: pg.ClientBase, surveyId: number, campaignId: number, trackingId: number): Promise<{ pdf: Buffer | null; respondent: string } | null> {
  const { rows } = await client.query<{ pdf: Buffer | null; respondent: string }>(
    `select l.pdf, coalesce(s.contact->>'name', t.recipient) as respondent from campaign_tracking t join campaign c on c.id = t.campaign_id
     left join campaign_letter l on l.tracking_id = t.id left join sample s on s.id = t.sample_id
     where t.id = $1 and t.campaign_id = $2 and c.survey_id = $3 and c.sending_type = 'LETTER'`,
    [trackingId, campaignId, surveyId],
  );
  return rows[0] ?? null;
}

/** GET vuejs/download/letter/{survey}/{campaign}/{tracking}: one row's letter, once the engine has made it. */
export async function downloadRowLetter(ctx: AnalyticsContext, campaignId: number, trackingId: number): Promise<ReportFile> {
  requireAdmin(ctx);
  await letterCampaign(ctx, campaignId);
  const row = await rowLetter(ctx.client, ctx.survey.id, campaignId, trackingId);
  if (!row) throw new NotFound('unknown_tracking', `Campaign ${campaignId} has no tracking row ${trackingId}.`);
  if (!row.pdf) throw new Conflict('letter_not_made', 'This letter has not been made yet: it is made when the campaign sends it.');
  return { fileName: fileName(ctx, `letter-${trackingId}`, 'pdf'), contentType: PDF_TYPE, content: row.pdf };
}
