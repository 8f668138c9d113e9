import type { WidgetFixture } from '../../engine/index.tsx';

const item = (extName: string, title: string, value: number, valueTrend: number, goal: number | null, goalStatus: number | null) => ({
  extName,
  title,
  value,
  valueTrend,
  diff: Math.round((value - valueTrend) * 100) / 100,
  goal,
  goalStatus,
});

export const resultsBlockFixtures: WidgetFixture<'resultsBlock'>[] = [
  {
    name: 'Drivers, loyalty and a result group',
    config: { size: 12, title: { en: 'Results', sv: 'Resultat' } },
    data: {
      selectionTime: '2025-12-01 – 2026-11-30',
      trendTime: '2024-12-01 – 2025-11-30',
      driverGroups: [
        {
          title: 'Business drivers',
          questionAnswers: [item('staff', 'Friendly staff', 4.31, 4.2, 4.2, 3), item('queue', 'Short queues', 3.42, 3.61, 4, 0), item('stock', 'Product in stock', 3.95, 3.9, 4, 2)],
          numericQuestionAnswers: [],
        },
      ],
      loyaltySatisfactionGroups: [{ title: 'Satisfaction and loyalty', questionAnswers: [item('nps', 'NPS', 27.62, 16.89, 30, 1), item('csat', 'Satisfaction', 3.81, 3.74, 4.2, 1)], numericQuestionAnswers: [] }],
      resultGroups: [{ title: 'Checkout', questionAnswers: [item('pay', 'Easy payment', 4.6, 4.5, null, null)], numericQuestionAnswers: [] }],
    },
  },
];
