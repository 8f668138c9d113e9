/**
 * Which discriminator branch to show (spec 2 section 4): each branch scores 1; a branch with roles
 * must include the user's role (else 0) and doubles the score; a branch with views must include the
 * active view (else 0) and doubles it. The highest score wins; ties keep the first branch; a branch scoring 0
 * is never shown, so when none scores above 0 nothing is.
 * Pure (no React): the server may resolve branches for a caller with it.
 */
export interface BranchCondition {
  roles?: string[];
  views?: string[];
}

export function branchScore(branch: BranchCondition, role: string | null | undefined, view: string | null | undefined): number {
  let score = 1;
  if (branch.roles && branch.roles.length > 0) {
    if (!role || !branch.roles.includes(role)) return 0;
    score *= 2;
  }
  if (branch.views && branch.views.length > 0) {
    if (!view || !branch.views.includes(view)) return 0;
    score *= 2;
  }
  return score;
}

/** Index of the chosen branch, or -1 when none scores above 0. */
export function pickBranch(branches: BranchCondition[], role: string | null | undefined, view: string | null | undefined): number {
  let best = -1;
  let bestScore = 0;
  branches.forEach((branch, i) => {
    const score = branchScore(branch, role, view);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
