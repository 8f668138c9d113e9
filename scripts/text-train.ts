/**
 * `npm run text:train`: learns the text engine's small shipped models from the TRAIN split of the labelled data
 * (bench/text-data.ts; the TEST split is never read) and writes them to server/text/model/ (see its README):
 *
 * - `<lang>.json`: stem weights per language, added to the lexicon score of words with that stem. A logistic
 *   regression of positive against negative comments on the engine's lexicon sum (learned weights off) plus one weight
 *   per stem seen in at least 5 comments, L2-regularised, by seeded stochastic gradient descent; lexicon words and
 *   grammar words get no weight; weights are stored in lexicon units (divided by the lexicon sum's coefficient),
 *   clipped to ±3, and those under 0.5 dropped.
 * - `langid.json`: word log-probabilities per language for language identification.
 * - `nhs-phase1-taxonomy.json`: a taxonomy of NHS phase 1's 9 major categories whose English terms are chosen greedily,
 *   one stem at a time, for each category's F1 on the training comments.
 *
 * Needs ../shared/realdata (or REALDATA=dir). Deterministic: same data, same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allDataSets, nhsPhase1 } from '../bench/text-data';
import { analyseComment, functionWords, TEXT_LANGUAGES, type TextLanguage } from '../server/text/analyse';
import { emoticons, lexicon, stem } from '../server/text/lexicon';
import { setLearnedWeightsEnabled } from '../server/text/model';
import type { Taxonomy } from '../server/text/taxonomy';
import { tokenise } from '../server/text/tokenise';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'text', 'model');
const log = (m: string) => process.stderr.write(`${m}\n`);

const stemsOf = (text: string, lang: TextLanguage): string[] => tokenise(text, emoticons()).flatMap((t) => (t.kind === 'word' ? [stem(t.text, lang)] : []));

// --- Sentiment weights per language -------------------------------------------------------------------------
setLearnedWeightsEnabled(false);
const dataSets = allDataSets();
function learnSentiment(lang: TextLanguage): void {
  const rows = dataSets.flatMap((d) => d.rows).filter((r) => r.lang === lang && r.split === 'train' && r.gold !== 'neutral');
  const lexSum = (text: string) => {
    const s = Math.max(-0.999, Math.min(0.999, analyseComment(text, { languages: [lang] }).score));
    return (Math.sqrt(15) * s) / Math.sqrt(1 - s * s);
  };
  const docFreq = new Map<string, number>();
  const examples = rows.map((r) => {
    const counts = new Map<string, number>();
    for (const s of stemsOf(r.text, lang)) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const s of counts.keys()) docFreq.set(s, (docFreq.get(s) ?? 0) + 1);
    return { y: r.gold === 'positive' ? 1 : 0, x0: lexSum(r.text), counts };
  });
  // Only words the lexicon lacks get a weight, and never negators, intensifiers or contrast words: lexicon words keep
  // their score and negation keeps working. (Leaving out stopwords too cost 0.04 of NHS macro-F1 on the training
  // side's own figures: "more", "again" and "all" carry the answer to "what could be improved?".)
  const lex = lexicon(lang);
  const excluded = new Set([...functionWords(lang), ...lex.words.keys()].map((word) => stem(word, lang)));
  for (const s of lex.stems.keys()) excluded.add(s);
  const vocab = [...docFreq].filter(([s, n]) => n >= 5 && !excluded.has(s)).map(([s]) => s).sort();
  const index = new Map(vocab.map((s, i) => [s, i]));
  const data = examples.map((e) => ({ y: e.y, x0: e.x0, f: [...e.counts].filter(([s]) => index.has(s)).map(([s, c]) => [index.get(s)!, c] as const) }));
  log(`sentiment ${lang}: ${data.length} training comments, ${vocab.length} stems`);

  const w = new Float64Array(vocab.length);
  /** Smaller weights are dropped: they are noise that would move neutral comments off neutral. */
  const MIN_WEIGHT = 0.5;
  let a = 0.3;
  let b = 0;
  const LAMBDA = 1e-3;
  // Stochastic gradient descent in a fixed shuffled order (seeded), the step shrinking each epoch.
  let seed = 14;
  const order = data.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (let epoch = 0; epoch < 20; epoch++) {
    const rate = 0.1 / (1 + 0.3 * epoch);
    let loss = 0;
    for (const k of order) {
      const d = data[k]!;
      let z = a * d.x0 + b;
      for (const [i, c] of d.f) z += w[i]! * c;
      const p = 1 / (1 + Math.exp(-z));
      loss -= d.y ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12);
      const g = p - d.y;
      a -= rate * 0.1 * g * d.x0;
      b -= rate * g;
      for (const [i, c] of d.f) w[i] = w[i]! - rate * (g * c + LAMBDA * w[i]!);
    }
    if (epoch % 10 === 0 || epoch === 19) log(`  epoch ${epoch}: loss ${(loss / data.length).toFixed(4)}, lexicon coefficient ${a.toFixed(3)}, bias ${b.toFixed(3)}`);
  }
  const weights: Record<string, number> = {};
  vocab.forEach((s, i) => {
    const v = Math.max(-3, Math.min(3, w[i]! / Math.max(a, 0.1)));
    if (Math.abs(v) >= MIN_WEIGHT) weights[s] = Math.round(v * 100) / 100;
  });
  const sources = [...new Set(dataSets.filter((d) => d.rows.some((r) => r.lang === lang)).map((d) => d.name))].join(', ');
  fs.writeFileSync(
    path.join(OUT, `${lang}.json`),
    `${JSON.stringify({ about: `Learned by scripts/text-train.ts from the TRAIN split of ${sources} (see server/text/model/README.md); stem → weight in AFINN units`, weights })}\n`,
  );
  log(`sentiment ${lang}: ${Object.keys(weights).length} stem weights written`);
}
fs.mkdirSync(OUT, { recursive: true });
for (const lang of TEXT_LANGUAGES) learnSentiment(lang);

// --- Language identification --------------------------------------------------------------------------------
// Word log-probabilities per language (add-one smoothing) from the training lines of every data set.
const LANGID_WORDS = 4000;
const langid: Record<string, { unknown: number; words: Record<string, number> }> = {};
for (const lang of TEXT_LANGUAGES) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const r of dataSets.flatMap((d) => d.rows)) {
    if (r.lang !== lang || r.split !== 'train') continue;
    for (const t of tokenise(r.text, emoticons())) {
      if (t.kind !== 'word') continue;
      counts.set(t.text, (counts.get(t.text) ?? 0) + 1);
      total++;
    }
  }
  const top = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, LANGID_WORDS);
  const denominator = total + counts.size + 1;
  langid[lang] = {
    unknown: Math.round(Math.log(1 / denominator) * 1000) / 1000,
    words: Object.fromEntries(top.map(([word, n]) => [word, Math.round(Math.log((n + 1) / denominator) * 1000) / 1000])),
  };
}
fs.writeFileSync(path.join(OUT, 'langid.json'), `${JSON.stringify({ about: 'Learned by scripts/text-train.ts from the TRAIN split (see server/text/model/README.md): word → log P(word | language)', ...langid })}\n`);
log('language identification: word model written');

// --- NHS phase 1 category terms ----------------------------------------------------------------------------
const phase1 = nhsPhase1().rows.filter((r) => r.split === 'train');
const labels = [...new Set(phase1.map((r) => r.categories![0]!))].sort();
const rowLabel = phase1.map((r) => r.categories![0]!);
/** Stem → the training comments holding it; stem → its most frequent surface word (a term that stems back to it). */
const postings = new Map<string, number[]>();
const surface = new Map<string, Map<string, number>>();
phase1.forEach((r, d) => {
  const seen = new Set<string>();
  for (const t of tokenise(r.text, emoticons())) {
    if (t.kind !== 'word') continue;
    const s = stem(t.text, 'en');
    const words = surface.get(s) ?? new Map<string, number>();
    words.set(t.text, (words.get(t.text) ?? 0) + 1);
    surface.set(s, words);
    seen.add(s);
  }
  for (const s of seen) {
    const list = postings.get(s) ?? [];
    list.push(d);
    postings.set(s, list);
  }
});
const candidates = [...postings].filter(([, docs]) => docs.length >= 3).sort((x, y) => (x[0] < y[0] ? -1 : 1));
// Greedy forward selection per category: add the stem that most raises the category's F1 on the training comments,
// until none raises it (at most 60 terms).
const taxonomy: Taxonomy = {
  categories: labels.map((label) => {
    const covered = new Uint8Array(phase1.length);
    const positives = rowLabel.filter((l) => l === label).length;
    let tp = 0;
    let predicted = 0;
    const chosen: string[] = [];
    while (chosen.length < 60) {
      let best: { stem: string; docs: number[]; f1: number } | undefined;
      const current = (2 * tp) / (predicted + positives);
      for (const [s, docs] of candidates) {
        let dtp = 0;
        let dpred = 0;
        for (const d of docs) {
          if (covered[d]) continue;
          dpred++;
          if (rowLabel[d] === label) dtp++;
        }
        if (dtp === 0) continue;
        const f1 = (2 * (tp + dtp)) / (predicted + dpred + positives);
        if (f1 > (best?.f1 ?? current + 1e-4)) best = { stem: s, docs, f1 };
      }
      if (!best) break;
      for (const d of best.docs) {
        if (covered[d]) continue;
        covered[d] = 1;
        predicted++;
        if (rowLabel[d] === label) tp++;
      }
      chosen.push(best.stem);
    }
    const terms = chosen
      .map((s) => [...surface.get(s)!].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0])
      .filter((word) => stemsOf(word, 'en').length === 1);
    log(`  ${label}: training F1 ${((2 * tp) / (predicted + positives)).toFixed(3)} with ${terms.length} terms`);
    return { id: label, title: { en: label }, terms: { en: terms } };
  }),
};
fs.writeFileSync(path.join(OUT, 'nhs-phase1-taxonomy.json'), `${JSON.stringify(taxonomy, null, 2)}\n`);
