/**
 * What `npm run text:score` reads and writes, shared with `npm run bench:text`: comments from text that is either
 * one comment a line, or a CSV whose header has a `text` column (and optionally `lang`, one of sv da no fi en, which
 * then fixes the comment's language); one JSON line per comment out.
 */
import { analyseComment, TEXT_LANGUAGES, type AnalyseOptions, type CommentAnalysis, type TextLanguage } from './analyse';
import { parseCsv } from './csv';

export interface CommentInput {
  text: string;
  lang?: TextLanguage;
}

const isLanguage = (s: string): s is TextLanguage => (TEXT_LANGUAGES as readonly string[]).includes(s);

/** The comments of the input: CSV when the first line is a header naming a `text` column, else one a line. */
export function readComments(input: string): CommentInput[] {
  const firstLine = input.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const header = parseCsv(firstLine)[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const textAt = header.indexOf('text');
  if (textAt >= 0) {
    const langAt = header.indexOf('lang');
    return parseCsv(input)
      .slice(1)
      .filter((row) => row.length > 1 || (row[0] ?? '') !== '')
      .map((row) => {
        const lang = langAt >= 0 ? (row[langAt] ?? '').trim().toLowerCase() : '';
        return isLanguage(lang) ? { text: row[textAt] ?? '', lang } : { text: row[textAt] ?? '' };
      });
  }
  return input
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((text) => ({ text }));
}

/** The engine's analysis of one comment; a given language overrides identification. */
export function scoreComment(comment: CommentInput, options: AnalyseOptions = {}): CommentAnalysis {
  return analyseComment(comment.text, comment.lang ? { ...options, languages: [comment.lang] } : options);
}

/** The output line of one comment. */
export const scoreLine = (analysis: CommentAnalysis) => JSON.stringify(analysis);
