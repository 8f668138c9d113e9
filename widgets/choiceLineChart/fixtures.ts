import type { WidgetFixture } from '../../engine/index.tsx';

export const choiceLineChartFixtures: WidgetFixture<'choiceLineChart'>[] = [
  {
    name: 'How customers heard of us',
    config: { size: 6, title: { en: 'How did you hear of us?', sv: 'Hur hörde du talas om oss?' }, question: 'heardOfUs' },
    data: {
      descriptors: [
        { variable: 'friends', title: 'Friends' },
        { variable: 'ads', title: 'Advertising' },
        { variable: 'web', title: 'Web search' },
      ],
      series: ['Q1', 'Q2', 'Q3', 'Q4'].map((name, i) => ({ name, data: [40 - i, 25 + i * 2, 35 - i] })),
    },
  },
];
