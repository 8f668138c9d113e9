import type { WidgetFixture } from '../../engine/index.tsx';

/** The demo universe's surveys as the stream leaves them: every value in, delivery without a csat variable. */
export const globalValuesTableFixtures: WidgetFixture<'globalValuesTable'>[] = [
  {
    name: 'Every survey computed; one failed with its reason',
    config: { size: 12, title: { en: 'All surveys', sv: 'Alla undersökningar' }, variables: ['nps', 'csat'] },
    data: {
      headers: ['NPS', 'Satisfaction'],
      rows: [
        { surveyName: 'Customer service', survey: 'service', cells: [{ value: 21.4, formattedValue: '21.4' }, { value: 4.02, formattedValue: '4.02' }] },
        { surveyName: 'Home delivery', survey: 'delivery', error: 'Home delivery has no variable csat.' },
        { surveyName: 'Store visit', survey: 'storevisit', cells: [{ value: 34.7, formattedValue: '34.7' }, { value: null, formattedValue: '–' }] },
      ],
    },
  },
  {
    name: 'Values still arriving (root only)',
    config: { size: 6, rootOnly: true },
    data: {
      headers: ['NPS'],
      rows: [
        { surveyName: 'Customer service', survey: 'service' },
        { surveyName: 'Store visit', survey: 'storevisit', cells: [{ value: 34.7, formattedValue: '34.7' }] },
      ],
    },
  },
  {
    name: 'No survey to show',
    config: { size: 12 },
    data: { headers: ['NPS'], rows: [] },
  },
];
