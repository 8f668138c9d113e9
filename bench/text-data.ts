/**
 * The labelled data sets of `npm run bench:text` and `scripts/text-train.ts` (all in ../shared/realdata/, see its
 * SOURCES.md), with their gold labels mapped to positive / negative / neutral, and the held-out split.
 *
 * Split (fixed, never tuned): a row is in the TEST split when FNV-1a-32 of `<data set>:<row key>` is divisible by 5
 * (about 20 % of the rows), else in TRAIN. Row keys: NHS FFT `Comment ID`; phase 1 `row_index`; XED the file name and
 * line number; LCC `source_file` and `number`. Training (learned weights and category terms) reads TRAIN only; the
 * bench reports TEST only.
 *
 * Gold sentiment:
 * - NHS FFT v6framework: `Comment sentiment` 1–2 positive, 3 neutral, 4–5 negative; rows without a label or comment
 *   are left out.
 * - NHS phase 1: `criticality` > 0 positive, < 0 negative, 0 neutral; values outside -5…5 or not numbers left out.
 * - XED: joy (5) or trust (8) positive; anger (1), disgust (3), fear (4) or sadness (6) negative; a line with labels
 *   of both sides, or only anticipation (2) / surprise (7), is ambiguous and left out. `neu_en.txt` and `neu_fi.txt`
 *   lines are neutral.
 * - LCC Danish: `valence` > 0 positive, < 0 negative, 0 neutral; |valence| > 5 (one row of 9) left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Sentiment, TextLanguage } from '../server/text/analyse';
import { parseCsv } from '../server/text/csv';

export const REALDATA = path.resolve(process.env.REALDATA ?? '../shared/realdata');

export type Split = 'train' | 'test';
export interface LabelledComment {
  text: string;
  lang: TextLanguage;
  gold: Sentiment;
  split: Split;
  /** Gold categories (NHS phase 1 `label`), when the data set has them. */
  categories?: string[];
  /** NHS phase 1 `subcategory`, for the keyword baseline's words. */
  subcategory?: string;
}
export interface DataSet {
  name: string;
  rows: LabelledComment[];
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
export const splitOf = (dataSet: string, key: string): Split => (fnv1a(`${dataSet}:${key}`) % 5 === 0 ? 'test' : 'train');

function readCsvObjects(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(REALDATA, file), 'utf8'));
  return rows.filter((r) => r.length === header!.length).map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])));
}

export function nhsFft(): DataSet {
  const name = 'nhs-fft-v6';
  const rows: LabelledComment[] = [];
  for (const r of readCsvObjects('nhs-fft-pxtextmining/v6framework_230831.csv')) {
    const s = r['Comment sentiment']!.trim();
    const text = r['FFT answer']!.trim();
    if (!/^[1-5]$/.test(s) || text === '') continue;
    const gold: Sentiment = s <= '2' ? 'positive' : s === '3' ? 'neutral' : 'negative';
    rows.push({ text, lang: 'en', gold, split: splitOf(name, r['Comment ID']!) });
  }
  return { name, rows };
}

/** The 9 major categories of NHS phase 1 (`label`). */
export function nhsPhase1(): DataSet {
  const name = 'nhs-phase1';
  const rows: LabelledComment[] = [];
  for (const r of readCsvObjects('nhs-fft-pxtextmining/phase1_text_data.csv')) {
    const text = r.feedback!.trim();
    const c = Number(r.criticality);
    if (text === '' || !/^-?\d$/.test(r.criticality!.trim()) || Math.abs(c) > 5) continue;
    const gold: Sentiment = c > 0 ? 'positive' : c < 0 ? 'negative' : 'neutral';
    rows.push({ text, lang: 'en', gold, split: splitOf(name, r.row_index!), categories: [r.label!.trim()], subcategory: r.subcategory!.trim() });
  }
  return { name, rows };
}

const XED_POSITIVE = new Set(['5', '8']);
const XED_NEGATIVE = new Set(['1', '3', '4', '6']);

export function xed(lang: TextLanguage): DataSet {
  const name = `xed-${lang}`;
  const file = `${lang}-${lang === 'en' || lang === 'fi' ? 'annotated' : 'projections'}.tsv`;
  const rows: LabelledComment[] = [];
  fs.readFileSync(path.join(REALDATA, 'xed-emotion-multilingual', file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const tab = line.lastIndexOf('\t');
      if (tab <= 0) return;
      const labels = line.slice(tab + 1).split(',').map((l) => l.trim());
      const pos = labels.some((l) => XED_POSITIVE.has(l));
      const neg = labels.some((l) => XED_NEGATIVE.has(l));
      if (pos === neg) return;
      rows.push({ text: line.slice(0, tab).trim(), lang, gold: pos ? 'positive' : 'negative', split: splitOf(name, `${file}:${i}`) });
    });
  if (lang === 'en' || lang === 'fi') {
    const neutral = `neu_${lang}.txt`;
    fs.readFileSync(path.join(REALDATA, 'xed-emotion-multilingual', neutral), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const text = line.split('\t')[1]?.trim();
        if (text) rows.push({ text, lang, gold: 'neutral', split: splitOf(name, `${neutral}:${i}`) });
      });
  }
  return { name, rows };
}

export function lccDanish(): DataSet {
  const name = 'lcc-da';
  const rows: LabelledComment[] = [];
  for (const r of readCsvObjects('lcc-sentiment-da/lcc_da_sentiment_annotated.csv')) {
    const v = Number(r.valence);
    if (!Number.isInteger(v) || Math.abs(v) > 5 || r.text!.trim() === '') continue;
    rows.push({ text: r.text!.trim(), lang: 'da', gold: v > 0 ? 'positive' : v < 0 ? 'negative' : 'neutral', split: splitOf(name, `${r.source_file}:${r.number}`) });
  }
  return { name, rows };
}

export const allDataSets = (): DataSet[] => [nhsFft(), nhsPhase1(), xed('en'), xed('fi'), xed('sv'), xed('no'), xed('da'), lccDanish()];
