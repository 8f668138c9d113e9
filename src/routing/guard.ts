/**
 * The navigation guard of spec 1 section 2.2, as a pure decision. The app applies it on every
 * navigation into the signed-in layout route (routing/signInGate.ts).
 */
import type { AuthState } from '../auth/context.ts';

/** Query parameters that make a deep link worth keeping through the sign-in (campaign links, survey links). */
export const LINKABLE_QUERY = ['campaignId', 'survey'] as const;

export type AuthPhase =
  /** No session and no identity-provider sign-in yet. */
  | 'unauthenticated'
  /** Signed in at the identity service, but the app's identity is not settled (a choice, the first load, an error). */
  | 'identity-pending'
  | 'signed-in';

export function phaseOf(state: AuthState): AuthPhase {
  switch (state.status) {
    case 'signed-in':
      return 'signed-in';
    case 'choose-universe':
    case 'act-as':
    case 'loading':
    case 'unknown-user':
    case 'not-configured':
      return 'identity-pending';
    default:
      return 'unauthenticated';
  }
}

export interface GuardInput {
  /** In-app path without the /new base, e.g. `/page/start/storevisit/all`. */
  path: string;
  search: Record<string, unknown>;
  phase: AuthPhase;
  /** The route's survey parameter, when it has one. */
  surveyParam?: string | null;
  /** Routes marked public (notices, big screen, password reset). */
  isPublic: boolean;
}

export type GuardDecision =
  | { kind: 'stay' }
  /** Send the user to the identity service's sign-in. */
  | { kind: 'sign-in' }
  | { kind: 'redirect'; search: { redirect?: string; survey?: string }; track: boolean };

function queryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export function navigationGuard(input: GuardInput): GuardDecision {
  if (input.isPublic || input.phase === 'signed-in') return { kind: 'stay' };
  if (input.phase === 'unauthenticated') return { kind: 'sign-in' };
  if (input.path === '/') return { kind: 'stay' };
  if (LINKABLE_QUERY.some((name) => input.search[name] !== undefined && input.search[name] !== '')) {
    const survey = input.surveyParam ?? (typeof input.search.survey === 'string' ? input.search.survey : undefined);
    return {
      kind: 'redirect',
      search: { redirect: input.path + queryString(input.search), ...(survey ? { survey } : {}) },
      track: true,
    };
  }
  if (input.search.redirect !== undefined) return { kind: 'stay' };
  return { kind: 'redirect', search: {}, track: false };
}

/**
 * Where a successful login goes: the redirect from the query (an in-app path only), else the default
 * page of the survey from the query, else the default page of the start survey.
 */
export function afterLoginTarget(search: { redirect?: unknown; survey?: unknown }, defaultPageOf: (survey: string | null) => string): string {
  const redirect = typeof search.redirect === 'string' ? search.redirect : '';
  if (redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') && redirect !== '/') return redirect;
  return defaultPageOf(typeof search.survey === 'string' && search.survey ? search.survey : null);
}

/** The tracking event the guard records (a tag manager reads window.dataLayer; nothing is sent by us). */
export function trackEvent(name: string, data: Record<string, unknown>, target: { dataLayer?: unknown[] } = window as never): void {
  (target.dataLayer ??= []).push({ event: name, ...data });
}
