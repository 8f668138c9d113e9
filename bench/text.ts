/**
 * `npm run bench:text`: the text engine's accuracy on real labelled feedback and its speed, each beside a naive
 * baseline measured in the same run, on the TEST split only (the split rule and the gold mappings are in
 * bench/text-data.ts). Prints one JSON document on standard output; the budgets of issue 14 with pass/fail at its end.
 *
 * - Sentiment, per data set and language: accuracy and macro-F1 over positive/neutral/negative, and the
 *   positive-versus-negative macro-F1 (rows whose gold is positive or negative; a neutral answer counts as wrong).
 *   The engine identifies the language itself among all five; the baseline is plain AFINN of the gold language: the
 *   sum of the scores of the words as written, no negation, no stems, no categories.
 * - Language identification: share of XED test lines given their file's language.
 * - Categories, NHS phase 1's 9 major categories (`label`): macro-F1 over the categories, each scored as a yes/no
 *   per comment. Engine: analyseComment with the taxonomy learned from the training split
 *   (server/text/model/nhs-phase1-taxonomy.json). Baseline, keyword only: a category is found when the comment has
 *   a word (as written, 4 letters or more) of the category's label or of its subcategory names.
 * - Throughput: sentiment + categories (default taxonomy) of the NHS comments on one core, against the baseline's.
 *
 * Needs ../shared/realdata (or REALDATA=dir).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sentiment, TextLanguage } from '../server/text/analyse';
import type { Taxonomy } from '../server/text/taxonomy';
import { scoreComment } from '../server/text/score-input';
import { allDataSets, nhsPhase1, type DataSet, type LabelledComment } from './text-data';

const LEXICON_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'text', 'lexicons');
const AFINN_FILE: Record<TextLanguage, string> = { en: 'AFINN-en-165.txt', sv: 'AFINN-sv-165.txt', da: 'AFINN-da-32.txt', fi: 'AFINN-fi-165.txt', no: 'AFINN-no-nlpjs.txt' };
const afinn = new Map<TextLanguage, Map<string, number>>();
function afinnOf(lang: TextLanguage): Map<string, number> {
  let m = afinn.get(lang);
  if (!m) {
    m = new Map();
    for (const line of fs.readFileSync(path.join(LEXICON_DIR, AFINN_FILE[lang]), 'utf8').split('\n')) {
      const [w, s] = line.split('\t');
      if (w && s) m.set(w.toLowerCase(), Number(s));
    }
    afinn.set(lang, m);
  }
  return m;
}
/** The naive baseline: plain AFINN word sum of the gold language. */
function baseline(text: string, lang: TextLanguage): Sentiment {
  const lex = afinnOf(lang);
  let sum = 0;
  for (const w of text.toLowerCase().split(/[^\p{L}']+/u)) sum += lex.get(w) ?? 0;
  return sum > 0 ? 'positive' : sum < 0 ? 'negative' : 'neutral';
}

const LABELS: Sentiment[] = ['positive', 'neutral', 'negative'];
function f1(gold: readonly Sentiment[], pred: readonly Sentiment[], label: Sentiment): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  gold.forEach((g, i) => {
    const p = pred[i];
    if (p === label && g === label) tp++;
    else if (p === label) fp++;
    else if (g === label) fn++;
  });
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}
const r3 = (x: number) => Math.round(x * 1000) / 1000;
function sentimentScores(gold: Sentiment[], pred: Sentiment[]) {
  const present = LABELS.filter((l) => gold.includes(l));
  const accuracy = gold.filter((g, i) => g === pred[i]).length / gold.length;
  const macroF1 = present.reduce((a, l) => a + f1(gold, pred, l), 0) / present.length;
  const pn = gold.map((g, i) => [g, pred[i]!] as const).filter(([g]) => g !== 'neutral');
  const pnGold = pn.map(([g]) => g);
  const pnPred = pn.map(([, p]) => p);
  const posNegMacroF1 = (f1(pnGold, pnPred, 'positive') + f1(pnGold, pnPred, 'negative')) / 2;
  return { accuracy: r3(accuracy), macroF1: r3(macroF1), posNegMacroF1: r3(posNegMacroF1), posNegRows: pn.length };
}

const dataSets: DataSet[] = allDataSets();
const sentiment = dataSets.map((ds) => {
  const test = ds.rows.filter((r) => r.split === 'test');
  const gold = test.map((r) => r.gold);
  const engine = test.map((r) => scoreComment({ text: r.text }));
  const engineScores = sentimentScores(gold, engine.map((a) => a.sentiment));
  const baseScores = sentimentScores(gold, test.map((r) => baseline(r.text, r.lang)));
  return {
    dataSet: ds.name,
    lang: test[0]!.lang,
    testRows: test.length,
    trainRows: ds.rows.length - test.length,
    languageIdAccuracy: r3(engine.filter((a, i) => a.lang === test[i]!.lang).length / test.length),
    engine: engineScores,
    baseline: baseScores,
    posNegGain: r3(engineScores.posNegMacroF1 - baseScores.posNegMacroF1),
  };
});

// Categories on NHS phase 1's major categories.
const phase1 = nhsPhase1();
const learnedTaxonomy = JSON.parse(fs.readFileSync(path.join(LEXICON_DIR, '..', 'model', 'nhs-phase1-taxonomy.json'), 'utf8')) as Taxonomy;
const majors = [...new Set(phase1.rows.map((r) => r.categories![0]!))].sort();
const STOP = new Set(['with', 'from', 'that', 'this', 'care', 'other', 'general']);
const keywordsOf = new Map<string, Set<string>>();
for (const r of phase1.rows) {
  if (r.split !== 'train') continue;
  const label = r.categories![0]!;
  const set = keywordsOf.get(label) ?? new Set<string>();
  for (const w of `${label} ${r.subcategory ?? ''}`.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 4 && !STOP.has(w)) set.add(w);
  keywordsOf.set(label, set);
}
const keywordBaseline = (text: string): string[] => {
  const ws = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return majors.filter((m) => [...(keywordsOf.get(m) ?? [])].some((k) => ws.has(k)));
};
function categoryScores(rows: LabelledComment[], predict: (text: string) => string[]) {
  const preds = rows.map((r) => new Set(predict(r.text)));
  const perCategory = Object.fromEntries(
    majors.map((m) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      rows.forEach((r, i) => {
        const g = r.categories!.includes(m);
        const p = preds[i]!.has(m);
        if (g && p) tp++;
        else if (p) fp++;
        else if (g) fn++;
      });
      return [m, r3(tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn))];
    }),
  );
  const values = Object.values(perCategory);
  return { macroF1: r3(values.reduce((a, b) => a + b, 0) / values.length), perCategory };
}
const phase1Test = phase1.rows.filter((r) => r.split === 'test');
const categoriesEngine = categoryScores(phase1Test, (text) => scoreComment({ text, lang: 'en' }, { taxonomy: learnedTaxonomy }).categories.map((c) => c.id));
const categoriesBaseline = categoryScores(phase1Test, keywordBaseline);

// Throughput on one core: every NHS comment, as many passes as fit in about 3 s.
const texts = dataSets.filter((d) => d.name.startsWith('nhs')).flatMap((d) => d.rows.map((r) => r.text));
function rate(fn: (text: string) => unknown): number {
  for (const t of texts.slice(0, 2000)) fn(t); // warm-up: lexicons loaded, stems cached as in a running server
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) {
    for (const t of texts) fn(t);
    n += texts.length;
  }
  return Math.round(n / ((performance.now() - start) / 1000));
}
const engineRate = rate((text) => scoreComment({ text }));
const baselineRate = rate((text) => baseline(text, 'en'));

const nhs = sentiment.find((s) => s.dataSet === 'nhs-fft-v6')!;
const budgets = [
  { budget: 'positive-vs-negative macro-F1 on NHS FFT English test split >= 0.85', value: nhs.engine.posNegMacroF1, pass: nhs.engine.posNegMacroF1 >= 0.85 },
  ...sentiment.map((s) => ({
    budget: `positive-vs-negative macro-F1 >= baseline + 0.10 on ${s.dataSet} (${s.lang})`,
    value: s.posNegGain,
    pass: s.posNegGain >= 0.1,
  })),
  {
    budget: 'category macro-F1 on NHS phase 1 major categories >= keyword baseline + 0.15',
    value: r3(categoriesEngine.macroF1 - categoriesBaseline.macroF1),
    pass: categoriesEngine.macroF1 - categoriesBaseline.macroF1 >= 0.15,
  },
  { budget: 'sentiment + categories >= 5,000 comments/s on one core', value: engineRate, pass: engineRate >= 5000 },
];

process.stdout.write(
  `${JSON.stringify(
    {
      split: 'TEST = FNV-1a-32("<data set>:<row key>") % 5 == 0 (bench/text-data.ts); tuned on TRAIN only',
      sentiment,
      categories: { dataSet: 'nhs-phase1', testRows: phase1Test.length, engine: categoriesEngine, keywordBaseline: categoriesBaseline },
      throughput: { comments: texts.length, engineCommentsPerSecond: engineRate, baselineCommentsPerSecond: baselineRate },
      budgets,
      allPass: budgets.every((b) => b.pass),
    },
    null,
    2,
  )}\n`,
);
