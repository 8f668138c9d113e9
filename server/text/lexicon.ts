/**
 * The sentiment lexicons of each language (server/text/lexicons/, see its README for sources and licences) and the
 * Snowball stemmers of the @nlpjs language packages. A language's lexicon is loaded on first use: words as written,
 * phrases of two or three words, and the same words by stem so an inflected form the list lacks still scores
 * ("tråkigaste" by "tråk"). Emoji and emoticons score the same in every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StemmerDa } from '@nlpjs/lang-da';
import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerFi } from '@nlpjs/lang-fi';
import { StemmerNo } from '@nlpjs/lang-no';
import { StemmerSv } from '@nlpjs/lang-sv';
import type { TextLanguage } from './languages';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lexicons');

/**
 * Lexicon files of each language, first one first when a word is in several; `minimum` drops the weakest entries
 * (DDS's ±1 words are mostly neutral in feedback: "handlede", "købe").
 */
const FILES: Record<TextLanguage, { file: string; minimum?: number }[]> = {
  en: [{ file: 'AFINN-en-165.txt' }],
  sv: [{ file: 'AFINN-sv-165.txt' }, { file: 'sentimentlex-sv.txt' }],
  da: [{ file: 'AFINN-da-32.txt' }, { file: 'dsl-da/dsl-da.txt', minimum: 2 }],
  no: [{ file: 'AFINN-no-nlpjs.txt' }],
  fi: [{ file: 'AFINN-fi-165.txt' }],
};
/** Our own additions and overrides, `lang<TAB>word<TAB>score`; read before the others, so they win. */
const EXTRA = 'sightline-extra.txt';

/** `word<TAB>score` lines (score 0 kept: an override meaning "never a sentiment word"). */
function readPairs(file: string): [string, number][] {
  const pairs: [string, number][] = [];
  for (const line of fs.readFileSync(path.join(DIR, file), 'utf8').split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab <= 0) continue;
    const score = Number(line.slice(tab + 1));
    if (Number.isFinite(score)) pairs.push([line.slice(0, tab).trim().toLowerCase(), score]);
  }
  return pairs;
}

const STEMMERS: Record<TextLanguage, NlpjsStemmer> = {
  en: new StemmerEn(),
  sv: new StemmerSv(),
  da: new StemmerDa(),
  no: new StemmerNo(),
  fi: new StemmerFi(),
};
const STEM_CACHE_MAX = 200_000;
const stemCache: Record<TextLanguage, Map<string, string>> = { en: new Map(), sv: new Map(), da: new Map(), no: new Map(), fi: new Map() };

/** The Snowball stem of a lower-cased word (cached; the cache, and the stemmer's own, start over past 200,000 words a language). */
export function stem(word: string, lang: TextLanguage): string {
  const cache = stemCache[lang];
  let s = cache.get(word);
  if (s === undefined) {
    s = STEMMERS[lang].stemWord(word);
    if (cache.size >= STEM_CACHE_MAX) {
      cache.clear();
      STEMMERS[lang].cache = {};
    }
    cache.set(word, s);
  }
  return s;
}

/** Stem lookups only for words of at least MIN_WORD letters whose stem has MIN_STEM: short stems collide. */
export const MIN_WORD = 5;
export const MIN_STEM = 4;

export interface Lexicon {
  words: Map<string, number>;
  /** Phrases of two or three words, keyed by their words joined with a space. */
  phrases: Map<string, number>;
  stems: Map<string, number>;
}

const loaded = new Map<TextLanguage, Lexicon>();

export function lexicon(lang: TextLanguage): Lexicon {
  let lex = loaded.get(lang);
  if (lex) return lex;
  lex = { words: new Map(), phrases: new Map(), stems: new Map() };
  const stemVotes = new Map<string, number[]>();
  const extra = readPairs(EXTRA).flatMap(([key, score]) => (key.startsWith(`${lang}\t`) ? [[key.slice(lang.length + 1), score] as [string, number]] : []));
  for (const { pairs, minimum } of [{ pairs: extra, minimum: 0 }, ...FILES[lang].map((f) => ({ pairs: readPairs(f.file), minimum: f.minimum ?? 1 }))]) {
    for (const [word, value] of pairs) {
      if (Math.abs(value) < minimum) continue;
      const parts = word.split(/\s+/);
      if (parts.length > 1) {
        if (parts.length <= 3 && !lex.phrases.has(word)) lex.phrases.set(parts.join(' '), value);
        continue;
      }
      if (lex.words.has(word)) continue;
      lex.words.set(word, value);
      if (value === 0) continue;
      const s = stem(word, lang);
      const votes = stemVotes.get(s);
      if (votes) votes.push(value);
      else stemVotes.set(s, [value]);
    }
  }
  // A stem keeps the mean of its words' scores when they agree in sign; a stem whose words disagree is left out.
  for (const [s, votes] of stemVotes) {
    if (s.length < MIN_STEM) continue;
    const pos = votes.some((v) => v > 0);
    const neg = votes.some((v) => v < 0);
    if (pos && neg) continue;
    lex.stems.set(s, votes.reduce((a, b) => a + b, 0) / votes.length);
  }
  loaded.set(lang, lex);
  return lex;
}

let emojiScores: Map<string, number> | undefined;

/** Emoji and emoticons with their scores: AFINN's emoticons, the emoji of the nlp.js Norwegian list, and a few more. */
export function emojiLexicon(): Map<string, number> {
  if (emojiScores) return emojiScores;
  emojiScores = new Map(readPairs('AFINN-emoticon-8.txt').map(([k, v]) => [k, v] as [string, number]));
  for (const [k, v] of readPairs('AFINN-no-nlpjs.txt')) if (/\p{Extended_Pictographic}/u.test(k)) emojiScores.set(k.replace(/\uFE0F/g, ''), v);
  // Common feedback emoji the lists above lack, scored like their nearest AFINN neighbours.
  for (const [k, v] of Object.entries({ '👎': -2, '😡': -3, '😠': -3, '🤬': -4, '🙁': -2, '☹': -2, '😞': -2, '😢': -2, '😤': -2, '🤮': -3, '🤢': -2, '💩': -3, '😀': 2, '🙂': 2, '🥰': 3, '⭐': 2, '🌟': 2, '💯': 2, '✅': 1, '❌': -1 })) {
    if (!emojiScores.has(k)) emojiScores.set(k, v);
  }
  return emojiScores;
}

let emoticonKeys: Set<string> | undefined;
/** The emoticons written with ASCII characters (":)", "<3"), for the tokeniser. */
export function emoticons(): ReadonlySet<string> {
  emoticonKeys ??= new Set([...emojiLexicon().keys()].filter((k) => !/\p{Extended_Pictographic}/u.test(k)));
  return emoticonKeys;
}
