/** The copy action's deadline rule (spec 2 section 5), once for the copy dialog and the server that copies. */
import { isIsoDate } from '../dates';

export type CopyDeadlineProblem = 'mandatory' | 'date' | 'tooEarly';

/** Why a deadline cannot be used, null when it can: mandatory, a real day, and not before the earliest (today). */
export function copyDeadlineProblem(deadline: string | null | undefined, earliest: string): CopyDeadlineProblem | null {
  const day = (deadline ?? '').trim();
  if (day === '') return 'mandatory';
  if (!isIsoDate(day)) return 'date';
  return day < earliest ? 'tooEarly' : null;
}
