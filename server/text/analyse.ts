/**
 * Replaced by the s9-textengine branch at merge: the agreed interface of the text engine (issue 14) with the
 * smallest honest implementation (a few words per language, negation of the next word, the taxonomy's terms), so
 * the storage, calls and feedback components run and test before the engine lands.
 */
import { DEFAULT_TAXONOMY, type Taxonomy } from './taxonomy';

export type { Taxonomy };
export type Sentiment = 'positive' | 'negative' | 'neutral';
export type TextLanguage = 'sv' | 'da' | 'no' | 'fi' | 'en';
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
  /** Defaults to all five. */
  languages?: readonly TextLanguage[];
  /** Defaults to DEFAULT_TAXONOMY. */
  taxonomy?: Taxonomy;
}

/** The PostgreSQL text search configuration of each language. */
export const TEXT_SEARCH_CONFIG: Record<TextLanguage, string> = { sv: 'swedish', da: 'danish', no: 'norwegian', fi: 'finnish', en: 'english' };

interface Lexicon {
  marker: string[];
  positive: string[];
  negative: string[];
  negation: string[];
}

const LEXICON: Record<TextLanguage, Lexicon> = {
  sv: { marker: ['och', 'inte', 'det', 'är', 'var', 'jag', 'mycket', 'bra', 'att', 'som'], positive: ['bra', 'trevlig', 'trevliga', 'snabb', 'snabbt', 'nöjd', 'toppen', 'utmärkt', 'hjälpsam', 'hjälpsamma'], negative: ['dålig', 'dåligt', 'långsam', 'långsamt', 'otrevlig', 'otrevliga', 'missnöjd', 'lång', 'långa'], negation: ['inte', 'ej', 'aldrig'] },
  da: { marker: ['og', 'ikke', 'det', 'er', 'var', 'jeg', 'meget', 'god', 'godt', 'som'], positive: ['god', 'godt', 'venlig', 'venlige', 'hurtig', 'hurtigt', 'tilfreds', 'fremragende', 'hjælpsom', 'hjælpsomme'], negative: ['dårlig', 'dårligt', 'langsom', 'langsomt', 'uvenlig', 'utilfreds', 'lang', 'lange'], negation: ['ikke', 'aldrig'] },
  no: { marker: ['og', 'ikke', 'det', 'er', 'var', 'jeg', 'veldig', 'bra', 'som', 'ble'], positive: ['bra', 'god', 'godt', 'vennlig', 'vennlige', 'rask', 'raskt', 'fornøyd', 'hjelpsom', 'hjelpsomme'], negative: ['dårlig', 'dårlige', 'treg', 'tregt', 'uvennlig', 'misfornøyd', 'lang', 'lange'], negation: ['ikke', 'aldri'] },
  fi: { marker: ['ja', 'ei', 'oli', 'on', 'hyvä', 'erittäin', 'todella', 'mutta', 'se', 'palvelu'], positive: ['hyvä', 'hyvää', 'ystävällinen', 'ystävällistä', 'nopea', 'nopeaa', 'tyytyväinen', 'erinomainen', 'loistava'], negative: ['huono', 'huonoa', 'hidas', 'hidasta', 'epäkohtelias', 'tyytymätön', 'pitkä', 'pitkät'], negation: ['ei', 'en', 'eivät'] },
  en: { marker: ['the', 'and', 'not', 'was', 'is', 'very', 'good', 'it', 'to', 'of'], positive: ['good', 'great', 'friendly', 'fast', 'quick', 'happy', 'excellent', 'helpful', 'nice', 'pleasant'], negative: ['bad', 'poor', 'slow', 'rude', 'unhappy', 'terrible', 'long', 'awful', 'unfriendly'], negation: ['not', 'never', "didn't", "wasn't", 'no'] },
};

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

function detectLanguage(tokens: string[], languages: readonly TextLanguage[]): TextLanguage {
  let best = languages[0] ?? 'en';
  let bestHits = -1;
  for (const lang of languages) {
    const lex = LEXICON[lang];
    const vocabulary = new Set([...lex.marker, ...lex.positive, ...lex.negative, ...lex.negation]);
    const hits = tokens.filter((t) => vocabulary.has(t)).length;
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  }
  return best;
}

function labelOf(score: number): Sentiment {
  return score > 0.05 ? 'positive' : score < -0.05 ? 'negative' : 'neutral';
}

/** Sum of the lexicon words, a negation flipping the next polar word; squashed into [-1, 1]. */
function polarity(tokens: string[], lex: Lexicon): number {
  let sum = 0;
  let negated = false;
  for (const t of tokens) {
    if (lex.negation.includes(t)) {
      negated = true;
      continue;
    }
    const value = lex.positive.includes(t) ? 1 : lex.negative.includes(t) ? -1 : 0;
    if (value !== 0) {
      sum += negated ? -value : value;
      negated = false;
    }
  }
  return sum / (Math.abs(sum) + 1);
}

function matches(term: string, token: string): boolean {
  return term.endsWith('*') ? token.startsWith(term.slice(0, -1)) : token === term;
}

export function analyseComment(text: string, options: AnalyseOptions = {}): CommentAnalysis {
  const tokens = words(text);
  const lang = detectLanguage(tokens, options.languages ?? (Object.keys(TEXT_SEARCH_CONFIG) as TextLanguage[]));
  const lex = LEXICON[lang];
  const score = polarity(tokens, lex);
  // A category's sentiment is that of the clause that mentions it (clauses split at punctuation and "but").
  const clauses = text.split(/[.,;!?]|\b(?:but|men|mutta)\b/i).map(words);
  const categories = (options.taxonomy ?? DEFAULT_TAXONOMY).categories.flatMap((c): CategoryHit[] => {
    const terms = c.terms[lang] ?? [];
    const clause = clauses.find((cl) => cl.some((t) => terms.some((term) => matches(term, t))));
    if (!clause) return [];
    const s = polarity(clause, lex);
    return [{ id: c.id, sentiment: labelOf(s), score: s }];
  });
  return { lang, sentiment: labelOf(score), score, categories };
}
