import { describe, expect, it } from 'vitest';
import type { Metadata, MetaQuestion } from '../../api/surveyDetails.ts';
import { METADATA_SEARCH_CAP, searchQuestions } from './metadataSearch.ts';

const text = (key: string, en: string, sv = en) => ({
  key,
  localeTextList: [
    { locale: 'en' as const, text: en },
    { locale: 'sv' as const, text: sv },
  ],
});
const question = (variable: string, en: string, sv?: string): MetaQuestion => ({
  id: variable,
  type: 'scale',
  variable,
  foreignName: '',
  features: [],
  filterable: true,
  weighted: false,
  anonymizable: false,
  diffmode: false,
  scale: [1, 5],
  title: text(variable, en, sv),
  question: text(variable, ''),
  format: text(variable, ''),
  choices: [],
  groupExtName: 'questions',
});
const metadata = (questions: MetaQuestion[]): Metadata => ({
  questionGroups: [
    {
      type: '',
      extName: 'questions',
      features: [],
      sorder: 0,
      name: text('questions', 'Questions'),
      format: text('questions', ''),
      questions,
    },
  ],
});

describe('the metadata search', () => {
  it('finds a question by its title in any locale, ignoring case', () => {
    const m = metadata([question('staff', 'Friendly staff', 'Vänlig personal'), question('price', 'Value for money', 'Prisvärdhet')]);
    expect(searchQuestions(m, 'VÄNLIG').map((q) => q.variable)).toEqual(['staff']);
    expect(searchQuestions(m, 'money').map((q) => q.variable)).toEqual(['price']);
    expect(searchQuestions(m, 'PRICE').map((q) => q.variable)).toEqual(['price']);
  });

  it('shows at most 10 questions', () => {
    const many = metadata(Array.from({ length: 25 }, (_, i) => question(`q${i}`, `Question ${i}`)));
    expect(searchQuestions(many, 'question')).toHaveLength(METADATA_SEARCH_CAP);
    expect(searchQuestions(many, '')).toHaveLength(10);
    expect(searchQuestions(many, 'question 2').map((q) => q.variable)).toEqual(['q2', 'q20', 'q21', 'q22', 'q23', 'q24']);
  });
});
