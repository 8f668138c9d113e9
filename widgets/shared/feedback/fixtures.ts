/** Data the five feedback widgets' fixtures share: the demo store visits' comments (server/demo), as the calls answer them. */
import type { TextAnalytics } from '../../../schemas/api/text-analytics.gen.ts';
import type { TextSearchResult } from '../../../schemas/api/text-search-result.gen.ts';

export function feedbackResult(parts: Partial<TextAnalytics> = {}): TextAnalytics {
  return {
    overviewDTO: {
      nInterviews: 1240,
      nCommentInterviews: 512,
      positiveFeedback: { feedbackPercentage: 54.3, feedbackPercentageTitle: 'Positive', topCategories: ['Staff', 'Waiting time'] },
      negativeFeedback: { feedbackPercentage: 31.2, feedbackPercentageTitle: 'Negative', topCategories: ['Waiting time', 'Staff'] },
      neutralFeedback: { feedbackPercentage: 14.5, feedbackPercentageTitle: 'Neutral', topCategories: ['Staff'] },
    },
    categories: [
      {
        id: 'staff',
        title: 'Staff',
        count: 301,
        percentagePositives: 68.1,
        percentageNegatives: 22.3,
        percentageNeutrals: 9.6,
        questionResults: [{ question: 'comment', title: 'What could we do better?', count: 301, percentagePositives: 68.1, percentageNegatives: 22.3, percentageNeutrals: 9.6, percentageText: '68.1 / 9.6 / 22.3 %' }],
      },
      {
        id: 'waiting',
        title: 'Waiting time',
        count: 187,
        percentagePositives: 25.1,
        percentageNegatives: 61.5,
        percentageNeutrals: 13.4,
        questionResults: [{ question: 'comment', title: 'What could we do better?', count: 187, percentagePositives: 25.1, percentageNegatives: 61.5, percentageNeutrals: 13.4, percentageText: '25.1 / 13.4 / 61.5 %' }],
      },
      {
        id: 'assortment',
        title: 'Assortment',
        count: 95,
        percentagePositives: 40,
        percentageNegatives: 40,
        percentageNeutrals: 20,
        questionResults: [{ question: 'comment', title: 'What could we do better?', count: 95, percentagePositives: 40, percentageNegatives: 40, percentageNeutrals: 20, percentageText: '40 / 20 / 40 %' }],
      },
      { id: 'price', title: 'Price', count: 60, percentagePositives: 10, percentageNegatives: 80, percentageNeutrals: 10, questionResults: [] },
      { id: 'cleanliness', title: 'Cleanliness', count: 12, percentagePositives: 50, percentageNegatives: 50, percentageNeutrals: 0, questionResults: [] },
    ],
    ...parts,
  };
}

export function emptyFeedbackResult(): TextAnalytics {
  const none = (title: string) => ({ feedbackPercentage: null, feedbackPercentageTitle: title, topCategories: [] });
  return { overviewDTO: { nInterviews: 40, nCommentInterviews: 0, positiveFeedback: none('Positive'), negativeFeedback: none('Negative'), neutralFeedback: none('Neutral') }, categories: [] };
}

export function searchResult(parts: Partial<TextSearchResult> = {}, withQuestion = false): TextSearchResult {
  return {
    headers: [
      { extname: 'comment', title: 'Comment' },
      ...(withQuestion ? [{ extname: 'question' as const, title: 'Question' }] : []),
      { extname: 'positive', title: 'Positive' },
      { extname: 'negative', title: 'Negative' },
      { extname: 'indicator', title: 'Likelihood to recommend' },
      { extname: 'var0', title: 'Gender' },
    ],
    rows: [
      { interviewId: 9051, question: 'What could we do better?', comment: 'Mycket trevlig personal i kassan.', matches: ['personal'], positive: true, negative: false, indicator: 9, var0: 'Female', date: '2026-11-20' },
      { interviewId: 9047, question: 'What could we do better?', comment: 'Long queues on Saturday, the staff was stressed.', matches: ['staff'], positive: false, negative: true, indicator: 4, var0: 'Male', date: '2026-11-19' },
      { interviewId: 9032, question: 'What could we do better?', comment: '<script>alert("x")</script> <b>bold</b> =SUM(A1)', matches: [], positive: false, negative: false, indicator: null, var0: null, date: '2026-11-17' },
    ],
    total: 3,
    page: 0,
    pageSize: 25,
    sortBy: 'date',
    sortDesc: true,
    ...parts,
  };
}
