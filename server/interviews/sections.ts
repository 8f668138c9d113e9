/** The parts of the interview page that read only the interview itself: open answers, starred questions, results. */
import { localize } from '../../core/metrics/variables';
import type { LabelValue, ResultGroup } from '../../schemas/api/interview-data.gen';
import type { InterviewPageConfig } from './config';
import { faceOf } from './faces';
import { formatScore, questionTitle, type InterviewRecord, type InterviewScope } from './record';

/** Text answers of the open questions; questions left unanswered are left out. */
export function openQuestions(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig): LabelValue[] {
  return cfg.openQuestions.flatMap((q) => {
    const text = rec.answers.get(q)?.text?.trim();
    return text ? [{ label: questionTitle(ctx, q), value: text }] : [];
  });
}

export function starredQuestions(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig): LabelValue[] {
  return cfg.starredQuestions.map((q) => {
    const a = rec.answers.get(q);
    return { label: questionTitle(ctx, q), value: a?.num != null ? formatScore(ctx, a.num) : (a?.text ?? '') };
  });
}

/** Question groups with this interview's answers and a face per answer; groups without any answer are left out. */
export function resultGroups(ctx: InterviewScope, rec: InterviewRecord, cfg: InterviewPageConfig): ResultGroup[] {
  return cfg.resultGroups
    .map((g) => ({
      label: localize(g.title, ctx.locale),
      answers: g.questions
        .filter((q) => rec.answers.has(q))
        .map((q) => {
          const num = rec.answers.get(q)!.num;
          return { label: questionTitle(ctx, q), value: num === null ? (rec.answers.get(q)!.text ?? '') : formatScore(ctx, num), icon: faceOf(num, ctx.sa.questions[q]?.scale) };
        }),
    }))
    .filter((g) => g.answers.length > 0);
}
