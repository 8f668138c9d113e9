import type { WidgetFixture } from '../../engine/index.tsx';

/** A store over the last six months: top of its region, improving four months running, three at or above goal. */
export const gamificationOverviewFixtures: WidgetFixture<'gamificationOverview'>[] = [
  {
    name: 'Every award obtained',
    config: { size: 8, variable: 'nps', periods: 6, topN: 3, streakLength: 3 },
    data: {
      awards: [
        { type: 'TopMarksAward', obtained: true, topN: 3, score: 41.3, rank: 1, contenders: 6 },
        { type: 'StreakAward', streakType: 'improving', obtained: true, score: 4, length: 3 },
        { type: 'StreakAward', streakType: 'aboveGoal', obtained: true, score: 3, length: 3 },
      ],
      chartData: { title: 'NPS', categories: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'], points: [22.5, 18, 24.1, 31.6, 36.2, 41.3], record: 41.3 },
    },
  },
  {
    name: 'Nothing obtained yet, a month without answers (root only)',
    config: { size: 12, rootOnly: true, title: { en: 'Your badges', sv: 'Dina utmärkelser' } },
    data: {
      awards: [
        { type: 'TopMarksAward', obtained: false, topN: 3, score: -12.5, rank: 5, contenders: 6 },
        { type: 'StreakAward', streakType: 'improving', obtained: false, score: 0, length: 3 },
        { type: 'StreakAward', streakType: 'aboveGoal', obtained: false, score: 0, length: 3 },
      ],
      chartData: { title: 'NPS', categories: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'], points: [4, null, -3.2, 8.8, 0, -12.5], record: 8.8 },
    },
  },
];
