/**
 * `npm run text:train`: learns the text engine's small shipped models from the TRAIN split of the labelled NHS
 * feedback (bench/text-data.ts; the TEST split is never read) and writes them to server/text/model/:
 *
 * - `en.json`: English stem weights, added to the lexicon score of words with that stem. A logistic regression of
 *   positive against negative comments (NHS FFT v6framework and phase 1 training rows) on the engine's lexicon sum
 *   (learned weights off) plus one weight per stem seen in at least 5 comments, L2-regularised; the weights are
 *   stored in lexicon units (divided by the lexicon sum's coefficient) and clipped to ±3.
 * - `nhs-phase1-taxonomy.json`: a taxonomy of NHS phase 1's 9 major categories whose English terms are the stems
 *   most particular to each category: seen in at least 5 of its comments, with at least 55 % of the comments
 *   holding the stem in that category, at most 40 a category.
 *
 * Needs ../shared/realdata (or REALDATA=dir). Deterministic: same data, same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nhsFft, nhsPhase1 } from '../bench/text-data';
import { analyseComment } from '../server/text/analyse';
import { emoticons, stem } from '../server/text/lexicon';
import { setLearnedWeightsEnabled } from '../server/text/model';
import type { Taxonomy } from '../server/text/taxonomy';
import { tokenise } from '../server/text/tokenise';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'text', 'model');
const log = (m: string) => process.stderr.write(`${m}\n`);

const stemsOf = (text: string): string[] => tokenise(text, emoticons()).flatMap((t) => (t.kind === 'word' ? [stem(t.text, 'en')] : []));

// --- English sentiment weights -------------------------------------------------------------------------------
setLearnedWeightsEnabled(false);
const rows = [...nhsFft().rows, ...nhsPhase1().rows].filter((r) => r.split === 'train' && r.gold !== 'neutral');
const lexSum = (text: string) => {
  const s = Math.max(-0.999, Math.min(0.999, analyseComment(text, { languages: ['en'] }).score));
  return (Math.sqrt(15) * s) / Math.sqrt(1 - s * s);
};
const docFreq = new Map<string, number>();
const examples = rows.map((r) => {
  const counts = new Map<string, number>();
  for (const s of stemsOf(r.text)) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const s of counts.keys()) docFreq.set(s, (docFreq.get(s) ?? 0) + 1);
  return { y: r.gold === 'positive' ? 1 : 0, x0: lexSum(r.text), counts };
});
const vocab = [...docFreq].filter(([, n]) => n >= 5).map(([s]) => s).sort();
const index = new Map(vocab.map((s, i) => [s, i]));
const data = examples.map((e) => ({ y: e.y, x0: e.x0, f: [...e.counts].filter(([s]) => index.has(s)).map(([s, c]) => [index.get(s)!, c] as const) }));
log(`sentiment: ${data.length} training comments, ${vocab.length} stems`);

const w = new Float64Array(vocab.length);
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
  if (epoch % 5 === 0 || epoch === 19) log(`  epoch ${epoch}: loss ${(loss / data.length).toFixed(4)}, lexicon coefficient ${a.toFixed(3)}, bias ${b.toFixed(3)}`);
}
const weights: Record<string, number> = {};
vocab.forEach((s, i) => {
  const v = Math.max(-3, Math.min(3, w[i]! / a));
  if (Math.abs(v) >= 0.05) weights[s] = Math.round(v * 100) / 100;
});
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(
  path.join(OUT, 'en.json'),
  `${JSON.stringify({ about: 'Learned by scripts/text-train.ts from the TRAIN split of NHS FFT (MIT, NHS England); stem → weight in AFINN units', weights }, null, 0)}\n`,
);
log(`sentiment: ${Object.keys(weights).length} stem weights written`);

// --- NHS phase 1 category terms ----------------------------------------------------------------------------
const phase1 = nhsPhase1().rows.filter((r) => r.split === 'train');
const labels = [...new Set(phase1.map((r) => r.categories![0]!))].sort();
const df = new Map<string, number>();
const dfLabel = new Map<string, Map<string, number>>();
/** Stem → its most frequent surface word, so the term stems back to the same stem. */
const surface = new Map<string, Map<string, number>>();
for (const r of phase1) {
  const label = r.categories![0]!;
  const seen = new Set<string>();
  for (const t of tokenise(r.text, emoticons())) {
    if (t.kind !== 'word') continue;
    const s = stem(t.text, 'en');
    const words = surface.get(s) ?? new Map<string, number>();
    words.set(t.text, (words.get(t.text) ?? 0) + 1);
    surface.set(s, words);
    seen.add(s);
  }
  const perLabel = dfLabel.get(label) ?? new Map<string, number>();
  for (const s of seen) {
    df.set(s, (df.get(s) ?? 0) + 1);
    perLabel.set(s, (perLabel.get(s) ?? 0) + 1);
  }
  dfLabel.set(label, perLabel);
}
const taxonomy: Taxonomy = {
  categories: labels.map((label) => {
    const terms = [...dfLabel.get(label)!]
      .filter(([s, n]) => n >= 5 && n / df.get(s)! >= 0.55)
      .sort((x, y) => y[1] * (y[1] / df.get(y[0])!) - x[1] * (x[1] / df.get(x[0])!) || (x[0] < y[0] ? -1 : 1))
      .slice(0, 40)
      .map(([s]) => [...surface.get(s)!].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]![0])
      .filter((word) => stemsOf(word).length === 1);
    return { id: label, title: { en: label }, terms: { en: terms } };
  }),
};
fs.writeFileSync(path.join(OUT, 'nhs-phase1-taxonomy.json'), `${JSON.stringify(taxonomy, null, 2)}\n`);
log(`categories: ${taxonomy.categories.map((c) => `${c.id} (${c.terms.en!.length})`).join(', ')}`);
