import { describe, expect, it } from 'vitest';
import { analyseComment, type TextLanguage } from './analyse';

const score = (text: string, lang: TextLanguage) => analyseComment(text, { languages: [lang] }).score;
const label = (text: string, lang: TextLanguage) => analyseComment(text, { languages: [lang] }).sentiment;

// One row a language: a positive word, its negation, its intensified form (a separate word and, where the language
// writes it so, a compound), a contrast each way round, and emoji.
const CASES: {
  lang: TextLanguage;
  plain: string;
  negated: string;
  intensified: string[];
  positiveThenNegative: string;
  negativeThenPositive: string;
  neutral: string;
}[] = [
  {
    lang: 'en',
    plain: 'The service was good',
    negated: 'The service was not good',
    intensified: ['The service was very good'],
    positiveThenNegative: 'The staff were friendly but the food was awful',
    negativeThenPositive: 'The food was awful but the staff were fantastic',
    neutral: 'We were there on Tuesday',
  },
  {
    lang: 'sv',
    plain: 'Servicen var bra',
    negated: 'Servicen var inte bra',
    intensified: ['Servicen var mycket bra', 'Servicen var jättebra'],
    positiveThenNegative: 'Personalen var trevlig men maten var dålig',
    negativeThenPositive: 'Maten var dålig men personalen var fantastisk',
    neutral: 'Jag handlade i butiken på tisdag',
  },
  {
    lang: 'da',
    plain: 'Servicen var god',
    negated: 'Servicen var ikke god',
    intensified: ['Servicen var meget god', 'Servicen var supergod'],
    positiveThenNegative: 'Personalet var venlige, men maden var dårlig',
    negativeThenPositive: 'Maden var dårlig, men personalet var fantastisk',
    neutral: 'Butikken åbner tirsdag',
  },
  {
    lang: 'no',
    plain: 'Servicen var bra',
    negated: 'Servicen var ikke bra',
    intensified: ['Servicen var veldig bra', 'Servicen var kjempebra'],
    positiveThenNegative: 'Personalet var hyggelige, men maten var dårlig',
    negativeThenPositive: 'Maten var dårlig, men personalet var fantastisk',
    neutral: 'Butikken åpner tirsdag',
  },
  {
    lang: 'fi',
    plain: 'Palvelu oli hyvä',
    negated: 'Palvelu ei ollut hyvä',
    intensified: ['Palvelu oli todella hyvä', 'Palvelu oli superhyvä'],
    positiveThenNegative: 'Henkilökunta oli ystävällinen mutta ruoka oli huono',
    negativeThenPositive: 'Ruoka oli huono mutta henkilökunta oli loistava',
    neutral: 'Olin siellä tiistaina',
  },
];

describe.each(CASES)('sentiment in $lang', (c) => {
  it('scores a plain positive comment positive and a neutral one neutral', () => {
    expect(label(c.plain, c.lang)).toBe('positive');
    expect(label(c.neutral, c.lang)).toBe('neutral');
    expect(score(c.neutral, c.lang)).toBe(0);
  });

  it('turns a negated positive word negative', () => {
    expect(label(c.negated, c.lang)).toBe('negative');
  });

  it('scores an intensified word higher than the plain one', () => {
    for (const text of c.intensified) expect(score(text, c.lang), text).toBeGreaterThan(score(c.plain, c.lang));
  });

  it('weighs the clause after a contrast word more', () => {
    expect(label(c.positiveThenNegative, c.lang)).toBe('negative');
    expect(label(c.negativeThenPositive, c.lang)).toBe('positive');
  });

  it('scores emoji and emoticons', () => {
    expect(label(`${c.neutral} 😡`, c.lang)).toBe('negative');
    expect(label(`${c.neutral} 👍`, c.lang)).toBe('positive');
    expect(label(`${c.neutral} :)`, c.lang)).toBe('positive');
    expect(label(`${c.neutral} :-(`, c.lang)).toBe('negative');
    expect(score(`${c.plain} ❤️`, c.lang)).toBeGreaterThan(score(c.plain, c.lang));
  });
});

describe('language identification', () => {
  it.each([
    ['Mycket bra service', 'sv'],
    ['Inte bra', 'sv'],
    ['Trevlig personal!', 'sv'],
    ['Meget god service', 'da'],
    ['Ikke godt nok, desværre', 'da'],
    ['Søde og hjælpsomme ekspedienter', 'da'],
    ['Veldig bra service', 'no'],
    ['Ikkje bra', 'no'],
    ['Kjempebra, takk!', 'no'],
    ['Todella hyvä palvelu', 'fi'],
    ['Ei hyvä', 'fi'],
    ['Kiitos!', 'fi'],
    ['Very good service', 'en'],
    ['Not good', 'en'],
    ['Thanks!', 'en'],
  ] as const)('%s → %s', (text, lang) => {
    expect(analyseComment(text).lang).toBe(lang);
  });

  it('finds a comment in another language than the unit country’s first one, and keeps to the allowed ones', () => {
    expect(analyseComment('The staff were lovely', { languages: ['sv', 'en'] }).lang).toBe('en');
    expect(analyseComment('Personalen var trevlig', { languages: ['fi', 'sv'] }).lang).toBe('sv');
    expect(analyseComment('Veldig bra', { languages: ['sv', 'fi'] }).lang).toBe('sv');
    expect(analyseComment('1234', { languages: ['fi', 'sv'] }).lang).toBe('fi');
  });
});

describe('categories', () => {
  const byId = (text: string, lang?: TextLanguage) =>
    Object.fromEntries(analyseComment(text, lang ? { languages: [lang] } : {}).categories.map((c) => [c.id, c.sentiment]));

  it('gives each category the sentiment of the clause that mentions it', () => {
    expect(byId('The staff were lovely but the queue was horrible', 'en')).toMatchObject({ staff: 'positive', waiting: 'negative' });
    expect(byId('Personalen var trevlig men kön var hemsk', 'sv')).toMatchObject({ staff: 'positive', waiting: 'negative' });
    expect(byId('Priserne er elendige, men personalet er søde', 'da')).toMatchObject({ price: 'negative', staff: 'positive' });
    expect(byId('Dårlig utvalg. Hyggelig betjening!', 'no')).toMatchObject({ assortment: 'negative', service: 'positive' });
    expect(byId('Kassalla oli pitkä jono, mutta myyjä oli ystävällinen', 'fi')).toMatchObject({ waiting: 'negative', staff: 'positive' });
  });

  it('takes the comment’s sentiment for a category whose clause has no sentiment words', () => {
    const a = analyseComment('Terrible experience. The checkout.', { languages: ['en'] });
    expect(a.sentiment).toBe('negative');
    expect(a.categories).toEqual([{ id: 'checkout', sentiment: 'negative', score: a.score }]);
  });

  it('finds no category in a comment without terms, and uses a given taxonomy', () => {
    expect(analyseComment('Good', { languages: ['en'] }).categories).toEqual([]);
    const taxonomy = { categories: [{ id: 'parking', title: { en: 'Parking' }, terms: { en: ['car park', 'parking'] } }] };
    expect(analyseComment('The car parks were full and parking was awful', { languages: ['en'], taxonomy }).categories).toEqual([
      { id: 'parking', sentiment: 'negative', score: expect.any(Number) as number },
    ]);
  });
});
