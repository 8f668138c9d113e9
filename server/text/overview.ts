/**
 * GET vuejs/textanalytics/result/{survey}/{id} (spec 2 sections 3 and 7, Text analytics overview): how many
 * interviews and commented interviews the selection has, the positive, negative and neutral shares of its comments
 * with each share's top three categories, and every category mentioned with the shares of its own sentiment (the
 * clause that mentions it) overall and per text question, most mentioned first.
 */
import { Params } from '../analytics/sql';
import { text } from '../i18n';
import type { AnalyticsContext } from '../survey/context';
import type { Sentiment } from './analyse';
import { categoryTitle, commentSelection, questionTitle, RESULT_TYPES, selectedComments, selectedInterviews } from './selection';
import { textSettings } from './settings';
import type { FeedbackCategory, FeedbackShare, TextAnalytics } from '../../schemas/api/text-analytics.gen';

const SENTIMENTS: readonly Sentiment[] = ['positive', 'negative', 'neutral'];
const TOP_CATEGORIES = 3;

type Counts = Record<Sentiment, number>;
const none = (): Counts => ({ positive: 0, negative: 0, neutral: 0 });
const total = (c: Counts) => c.positive + c.negative + c.neutral;
/** Percent with one decimal; 0 of nothing is 0. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

function shares(c: Counts) {
  const n = total(c);
  return { count: n, percentagePositives: percent(c.positive, n), percentageNegatives: percent(c.negative, n), percentageNeutrals: percent(c.neutral, n) };
}

export async function textAnalyticsResult(ctx: AnalyticsContext, id: string, path: string | undefined): Promise<TextAnalytics> {
  const sel = await commentSelection(ctx, id, RESULT_TYPES, path);
  const p = new Params();
  const { rows: counts } = await ctx.client.query<{ n_interviews: number; n_commented: number; positive: number; negative: number; neutral: number }>({
    text: `select (select count(*)::int from interview i join unit u on u.id = i.unit_id where ${selectedInterviews(ctx, sel, p)}) as n_interviews,
                  count(distinct ca.interview_id)::int as n_commented,
                  count(*) filter (where ca.sentiment = 'positive')::int as positive,
                  count(*) filter (where ca.sentiment = 'negative')::int as negative,
                  count(*) filter (where ca.sentiment = 'neutral')::int as neutral
             from comment_analysis ca join interview i on i.id = ca.interview_id join unit u on u.id = i.unit_id
            where ${selectedComments(ctx, sel, p)}`,
    values: p.values,
  });
  const q = new Params();
  const { rows: hits } = await ctx.client.query<{ category: string; question: string; sentiment: Sentiment; n: number }>({
    text: `select hit ->> 'id' as category, ca.question, hit ->> 'sentiment' as sentiment, count(*)::int as n
             from comment_analysis ca join interview i on i.id = ca.interview_id join unit u on u.id = i.unit_id
             cross join lateral jsonb_array_elements(ca.categories) as hit
            where ${selectedComments(ctx, sel, q)}
            group by 1, 2, 3`,
    values: q.values,
  });

  const taxonomy = new Map(textSettings(ctx.sa.raw).taxonomy.categories.map((c) => [c.id, c]));
  const byCategory = new Map<string, { all: Counts; questions: Map<string, Counts> }>();
  for (const h of hits) {
    const entry = byCategory.get(h.category) ?? { all: none(), questions: new Map<string, Counts>() };
    byCategory.set(h.category, entry);
    const perQuestion = entry.questions.get(h.question) ?? none();
    entry.questions.set(h.question, perQuestion);
    entry.all[h.sentiment] += h.n;
    perQuestion[h.sentiment] += h.n;
  }
  const categories: FeedbackCategory[] = [...byCategory]
    .map(([categoryId, entry]) => ({
      id: categoryId,
      title: categoryTitle(taxonomy.get(categoryId), categoryId, ctx.locale),
      ...shares(entry.all),
      questionResults: sel.questions
        .filter((question) => entry.questions.has(question))
        .map((question) => {
          const s = shares(entry.questions.get(question)!);
          return { question, title: questionTitle(ctx, question), ...s, percentageText: `${s.percentagePositives} / ${s.percentageNeutrals} / ${s.percentageNegatives} %` };
        }),
    }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));

  const c = counts[0]!;
  const comments = c.positive + c.negative + c.neutral;
  const share = (sentiment: Sentiment): FeedbackShare => ({
    feedbackPercentage: comments === 0 ? null : percent(c[sentiment], comments),
    feedbackPercentageTitle: text(ctx.locale, `term.${sentiment}`),
    topCategories: [...byCategory]
      .filter(([, e]) => e.all[sentiment] > 0)
      .sort(([, a], [, b]) => b.all[sentiment] - a.all[sentiment])
      .slice(0, TOP_CATEGORIES)
      .map(([categoryId]) => categoryTitle(taxonomy.get(categoryId), categoryId, ctx.locale)),
  });
  const [positiveFeedback, negativeFeedback, neutralFeedback] = SENTIMENTS.map(share) as [FeedbackShare, FeedbackShare, FeedbackShare];
  return { overviewDTO: { nInterviews: c.n_interviews, nCommentInterviews: c.n_commented, positiveFeedback, negativeFeedback, neutralFeedback }, categories };
}
