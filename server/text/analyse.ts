/**
 * The text engine: language, sentiment and categories of one comment, in pure TypeScript (no database).
 *
 * Sentiment sums the lexicon scores of the comment's words and emoji (server/text/lexicon.ts), clause by clause:
 * - a negator ("not", "inte", "ikke", "ikkje", "ei") turns the next sentiment word within three words of the same
 *   clause to -0.74 times its score ("not good" -2.2, "not bad" +2.2);
 * - an intensifier ("very", "jätte-", "kjempe", "todella") multiplies the next sentiment word within two words, a
 *   dampener ("a bit", "lite", "lidt", "vähän") shrinks it;
 * - a contrast word ("but", "men", "mutta") halves what came before it in the sentence and weighs what follows 1.5
 *   times;
 * - "!" strengthens its sentence a little.
 * Words the lexicon lacks as written are looked up by their Snowball stem. Where a language has a small model learned
 * from labelled training feedback (server/text/model/), its stem weights are added to the lexicon's. The sum x
 * becomes a score in [-1, 1] as x / sqrt(x² + 15); |score| < 0.05 is neutral.
 *
 * Categories: every clause (split at . ! ? ; , line breaks and contrast words) is matched against the taxonomy's
 * terms of the comment's language; a category takes the sentiment of the clauses that mention it (the comment's
 * when those clauses have no sentiment words).
 */
import { identifyLanguage } from './language';
import { TEXT_LANGUAGES, type TextLanguage } from './languages';
import { emojiLexicon, emoticons, lexicon, MIN_STEM, MIN_WORD, stem, type Lexicon } from './lexicon';
import { learnedWeights } from './model';
import { DEFAULT_TAXONOMY, type Taxonomy } from './taxonomy';
import { tokenise, type Token } from './tokenise';

export type Sentiment = 'positive' | 'negative' | 'neutral';
export type { TextLanguage } from './languages';
export { TEXT_LANGUAGES } from './languages';
export interface CategoryHit {
  id: string;
  sentiment: Sentiment;
  /** In [-1, 1]. */
  score: number;
}
export interface CommentAnalysis {
  lang: TextLanguage;
  sentiment: Sentiment;
  score: number;
  categories: CategoryHit[];
}
export interface AnalyseOptions {
  /** Defaults to all five; the first is taken when a comment shows no evidence of any. */
  languages?: readonly TextLanguage[];
  taxonomy?: Taxonomy;
}

/** PostgreSQL's text search configuration for each language. */
export const TEXT_SEARCH_CONFIG: Record<TextLanguage, string> = {
  sv: 'swedish',
  da: 'danish',
  no: 'norwegian',
  fi: 'finnish',
  en: 'english',
};

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const NEGATORS: Record<TextLanguage, Set<string>> = {
  en: words(`not no never none nobody neither nor without cannot hardly barely lack lacking dont didnt doesnt wasnt werent
    isnt arent cant couldnt wouldnt shouldnt wont havent hasnt hadnt aint`),
  sv: words('inte ej icke aldrig ingen inget inga utan knappast varken'),
  da: words('ikke ej aldrig ingen intet uden næppe hverken ik'),
  no: words('ikke ikkje aldri ingen intet uten neppe verken ingenting'),
  fi: words('ei en et emme ette eivät eikä enkä etkä emmekä ilman älä'),
};

const INTENSIFIERS: Record<TextLanguage, Record<string, number>> = {
  en: {
    very: 1.5, really: 1.4, extremely: 1.8, so: 1.3, super: 1.5, incredibly: 1.7, absolutely: 1.6, totally: 1.5,
    truly: 1.4, highly: 1.5, too: 1.3, most: 1.3, exceptionally: 1.7, particularly: 1.3, especially: 1.3, utterly: 1.7,
    quite: 0.9, fairly: 0.8, slightly: 0.6, bit: 0.7, somewhat: 0.7, little: 0.7, rather: 0.8,
  },
  sv: {
    mycket: 1.5, väldigt: 1.5, jätte: 1.5, riktigt: 1.4, otroligt: 1.7, verkligen: 1.4, extremt: 1.8, så: 1.3,
    helt: 1.3, alldeles: 1.4, alltför: 1.4, oerhört: 1.7, supersuper: 1.6, ganska: 0.8, lite: 0.7, något: 0.8, rätt: 0.9,
  },
  da: {
    meget: 1.5, virkelig: 1.4, rigtig: 1.4, rigtigt: 1.4, utrolig: 1.7, utroligt: 1.7, vildt: 1.5, helt: 1.3, super: 1.5,
    ekstremt: 1.8, så: 1.3, særdeles: 1.6, alt: 1.0, ret: 0.9, lidt: 0.7, temmelig: 0.8, noget: 0.8,
  },
  no: {
    veldig: 1.5, svært: 1.5, virkelig: 1.4, skikkelig: 1.4, utrolig: 1.7, kjempe: 1.5, helt: 1.3, så: 1.3,
    ekstremt: 1.8, altfor: 1.4, særdeles: 1.6, ganske: 0.8, litt: 0.7, noe: 0.8,
  },
  fi: {
    todella: 1.5, erittäin: 1.6, tosi: 1.5, aivan: 1.3, niin: 1.3, super: 1.5, äärimmäisen: 1.8, uskomattoman: 1.7,
    liian: 1.4, ihan: 1.2, hirveän: 1.6, kauhean: 1.6, melko: 0.8, vähän: 0.7, hieman: 0.7, aika: 0.8,
  },
};

/** Intensifying first parts of compounds: "jättebra", "kjempefornøyd", "superhyvä". */
const INTENSIFIER_PREFIXES: Record<TextLanguage, string[]> = {
  en: ['super'],
  sv: ['jätte', 'super', 'kanon', 'skit', 'mega'],
  da: ['super', 'mega', 'pisse', 'kanon', 'hammer'],
  no: ['kjempe', 'super', 'drit', 'mega', 'kanon'],
  fi: ['super', 'tosi', 'erittäin', 'mega'],
};

const CONTRASTS: Record<TextLanguage, Set<string>> = {
  en: words('but however though'),
  sv: words('men dock fast'),
  da: words('men dog alligevel'),
  no: words('men likevel derimot'),
  fi: words('mutta mut vaan kuitenkin silti'),
};

/** Negators, intensifiers and contrast words of a language: grammar, never given a learned weight. */
export function functionWords(lang: TextLanguage): string[] {
  return [...NEGATORS[lang], ...Object.keys(INTENSIFIERS[lang]), ...CONTRASTS[lang]];
}

const NEGATED = -0.74;
const NEUTRAL_BAND = 0.05;

export const normalise = (x: number) => x / Math.sqrt(x * x + 15);
export const labelOf = (score: number): Sentiment => (score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral');

interface Clause {
  /** Index range [start, end) in the comment's tokens. */
  start: number;
  end: number;
  /** Weighted lexicon sum of the clause. */
  sum: number;
  /** Whether any word or emoji of the clause scored. */
  scored: boolean;
}

function wordScore(word: string, lang: TextLanguage, lex: Lexicon, learned: Map<string, number> | undefined): number {
  let s = lex.words.get(word);
  const st = stem(word, lang);
  if (s === undefined && word.length >= MIN_WORD) s = lex.stems.get(st);
  if (s === undefined) {
    for (const prefix of INTENSIFIER_PREFIXES[lang]) {
      if (word.length > prefix.length + 2 && word.startsWith(prefix)) {
        const rest = word.slice(prefix.length).replace(/^-/, '');
        const r = lex.words.get(rest) ?? lex.stems.get(stem(rest, lang));
        if (r !== undefined) {
          s = r * 1.5;
          break;
        }
      }
    }
  }
  const extra = learned?.get(st);
  return (s ?? 0) + (extra ?? 0);
}

function isNegator(word: string, lang: TextLanguage): boolean {
  return NEGATORS[lang].has(word) || (lang === 'en' && word.endsWith("n't"));
}

/** Splits the tokens into clauses and scores each (negation, intensifiers, contrast, "!"). */
function scoreClauses(tokens: readonly Token[], lang: TextLanguage): Clause[] {
  const lex = lexicon(lang);
  const emoji = emojiLexicon();
  const learned = learnedWeights(lang);
  const intensifiers = INTENSIFIERS[lang];
  const clauses: Clause[] = [];
  /** Clauses of the current sentence, for contrast and "!" weighting. */
  let sentence: Clause[] = [];
  let clause: Clause = { start: 0, end: 0, sum: 0, scored: false };
  let negation = 0;
  let intensity = 1;
  let intensityLeft = 0;
  /** Whether the current sentence has passed a contrast word: what follows it weighs 1.5 times. */
  let afterContrast = false;
  const closeClause = (end: number) => {
    clause.end = end;
    if (afterContrast) clause.sum *= 1.5;
    if (clause.end > clause.start) {
      clauses.push(clause);
      sentence.push(clause);
    }
    clause = { start: end + 1, end: end + 1, sum: 0, scored: false };
    negation = 0;
    intensityLeft = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'break') {
      closeClause(i);
      if (/[.!?\n]/.test(t.text)) {
        const bangs = Math.min(3, (t.text.match(/!/g) ?? []).length);
        if (bangs > 0) for (const c of sentence) c.sum *= 1 + 0.1 * bangs;
        sentence = [];
        afterContrast = false;
      }
      continue;
    }
    if (t.kind === 'emoji') {
      const s = emoji.get(t.text);
      if (s !== undefined) {
        clause.sum += s;
        clause.scored = true;
      }
      continue;
    }
    const w = t.text;
    if (CONTRASTS[lang].has(w)) {
      closeClause(i);
      for (const c of sentence) c.sum *= afterContrast ? 1 / 3 : 0.5;
      afterContrast = true;
      continue;
    }
    // A lexicon phrase ("not working", "no fun", "ikke godt") scores as a whole, negators inside it included.
    const next = tokens[i + 1];
    if (next?.kind === 'word') {
      const two = `${w} ${next.text}`;
      const next2 = tokens[i + 2];
      const three = next2?.kind === 'word' ? `${two} ${next2.text}` : undefined;
      const p3 = three === undefined ? undefined : lex.phrases.get(three);
      const p = p3 ?? lex.phrases.get(two);
      if (p !== undefined) {
        clause.sum += applyModifiers(p);
        clause.scored = true;
        i += p3 !== undefined ? 2 : 1;
        continue;
      }
    }
    if (isNegator(w, lang)) {
      negation = 3;
      continue;
    }
    const boost = intensifiers[w];
    if (boost !== undefined && boost !== 1) {
      intensity = boost;
      intensityLeft = 2;
      continue;
    }
    const s = wordScore(w, lang, lex, learned);
    if (s !== 0) {
      clause.sum += applyModifiers(s);
      clause.scored = true;
    } else {
      if (negation > 0) negation--;
      if (intensityLeft > 0) intensityLeft--;
    }
  }
  closeClause(tokens.length);
  return clauses;

  function applyModifiers(score: number): number {
    let s = score;
    if (intensityLeft > 0) s *= intensity;
    if (negation > 0) s *= NEGATED;
    negation = 0;
    intensityLeft = 0;
    return s;
  }
}

interface CompiledTaxonomy {
  /** Stem → indexes of the categories with that term. */
  stems: Map<string, number[]>;
  /** Word → indexes of the categories: terms whose stem is too short to match on (Swedish "föraren" stems to "för"). */
  exact: Map<string, number[]>;
  /** Prefix terms by their first two letters (a one-letter prefix by its letter). */
  prefixes: Map<string, { prefix: string; category: number }[]>;
  phrases: { stems: string[]; category: number }[];
}
const compiled = new WeakMap<Taxonomy, Partial<Record<TextLanguage, CompiledTaxonomy>>>();

function compileTaxonomy(taxonomy: Taxonomy, lang: TextLanguage): CompiledTaxonomy {
  let perLang = compiled.get(taxonomy);
  if (!perLang) compiled.set(taxonomy, (perLang = {}));
  const ready = perLang[lang];
  if (ready) return ready;
  const out: CompiledTaxonomy = { stems: new Map(), exact: new Map(), prefixes: new Map(), phrases: [] };
  taxonomy.categories.forEach((category, index) => {
    for (const raw of category.terms[lang] ?? []) {
      const term = raw.trim().toLowerCase();
      if (term === '') continue;
      if (term.endsWith('*')) {
        const prefix = term.slice(0, -1);
        const key = prefix.slice(0, 2);
        const list = out.prefixes.get(key) ?? [];
        list.push({ prefix, category: index });
        out.prefixes.set(key, list);
        continue;
      }
      const parts = term.split(/\s+/);
      if (parts.length > 1) {
        out.phrases.push({ stems: parts.map((p) => stem(p, lang)), category: index });
        continue;
      }
      const s = stem(term, lang);
      const [map, key] = s.length < MIN_STEM && s !== term ? [out.exact, term] : [out.stems, s];
      const list = map.get(key) ?? [];
      if (!list.includes(index)) list.push(index);
      map.set(key, list);
    }
  });
  perLang[lang] = out;
  return out;
}

function categorise(tokens: readonly Token[], clauses: readonly Clause[], lang: TextLanguage, taxonomy: Taxonomy, commentScore: number): CategoryHit[] {
  const tax = compileTaxonomy(taxonomy, lang);
  /** Category index → the clauses that mention it. */
  const mentions = new Map<number, Clause[]>();
  const hit = (category: number, c: Clause) => {
    const list = mentions.get(category);
    if (!list) mentions.set(category, [c]);
    else if (!list.includes(c)) list.push(c);
  };
  for (const c of clauses) {
    for (let i = c.start; i < c.end; i++) {
      const t = tokens[i]!;
      if (t.kind !== 'word') continue;
      const s = stem(t.text, lang);
      for (const category of tax.stems.get(s) ?? []) hit(category, c);
      for (const category of tax.exact.get(t.text) ?? []) hit(category, c);
      for (const p of tax.prefixes.get(t.text.slice(0, 2)) ?? []) if (t.text.startsWith(p.prefix)) hit(p.category, c);
      for (const p of tax.prefixes.get(t.text.slice(0, 1)) ?? []) hit(p.category, c);
      for (const p of tax.phrases) {
        if (p.stems[0] !== s || i + p.stems.length > c.end) continue;
        let all = true;
        for (let k = 1; k < p.stems.length && all; k++) {
          const tk = tokens[i + k]!;
          all = tk.kind === 'word' && stem(tk.text, lang) === p.stems[k];
        }
        if (all) hit(p.category, c);
      }
    }
  }
  return [...mentions.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, cs]) => {
      const scored = cs.filter((c) => c.scored);
      const score = scored.length > 0 ? normalise(scored.reduce((a, c) => a + c.sum, 0)) : commentScore;
      const rounded = round(score);
      return { id: taxonomy.categories[index]!.id, sentiment: labelOf(rounded), score: rounded };
    });
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function analyseComment(text: string, options: AnalyseOptions = {}): CommentAnalysis {
  const languages = options.languages && options.languages.length > 0 ? options.languages : TEXT_LANGUAGES;
  const tokens = tokenise(text, emoticons());
  const lang = identifyLanguage(tokens, languages);
  const clauses = scoreClauses(tokens, lang);
  const score = round(normalise(clauses.reduce((a, c) => a + c.sum, 0)));
  return { lang, sentiment: labelOf(score), score, categories: categorise(tokens, clauses, lang, options.taxonomy ?? DEFAULT_TAXONOMY, score) };
}
