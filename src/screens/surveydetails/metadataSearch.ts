import type { Metadata, MetaQuestion } from '../../api/surveyDetails.ts';

/** Spec 3 section 9: the metadata search shows at most 10 questions. */
export const METADATA_SEARCH_CAP = 10;

/**
 * The questions whose variable, foreign name or a text in any locale contains the term, ignoring case (spec 3
 * section 5, Survey admin), in the order of their groups; at most 10. An empty term finds the first 10.
 */
export function searchQuestions(metadata: Metadata, term: string): MetaQuestion[] {
  const needle = term.trim().toLocaleLowerCase();
  const texts = (q: MetaQuestion) => [q.variable, q.foreignName, ...[q.title, q.question].flatMap((t) => t.localeTextList.map((l) => l.text))];
  const found: MetaQuestion[] = [];
  for (const group of metadata.questionGroups) {
    for (const q of group.questions) {
      if (!needle || texts(q).some((t) => t.toLocaleLowerCase().includes(needle))) found.push(q);
      if (found.length === METADATA_SEARCH_CAP) return found;
    }
  }
  return found;
}
