/**
 * Small learned models shipped as data (server/text/model/<lang>.json, written by `scripts/text-train.ts` from the
 * training split of labelled feedback only): stem → weight, added to the lexicon's score of a word with that stem.
 * A language without a file has no learned weights.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextLanguage } from './languages';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model');
const loaded = new Map<TextLanguage, Map<string, number> | undefined>();

export function learnedWeights(lang: TextLanguage): Map<string, number> | undefined {
  if (loaded.has(lang)) return loaded.get(lang);
  if (!enabled) return undefined;
  const file = path.join(DIR, `${lang}.json`);
  const weights = fs.existsSync(file) ? new Map(Object.entries((JSON.parse(fs.readFileSync(file, 'utf8')) as { weights: Record<string, number> }).weights)) : undefined;
  loaded.set(lang, weights);
  return weights;
}

let enabled = true;
/** Turns the learned weights off (and back on): `scripts/text-train.ts` learns them against the lexicon alone. */
export function setLearnedWeightsEnabled(on: boolean): void {
  enabled = on;
  loaded.clear();
}
