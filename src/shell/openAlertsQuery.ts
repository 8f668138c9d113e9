import type { ApiClient } from '../api/client.ts';
import type { Identity } from '../auth/types.ts';

/**
 * The top bar's open-alert badge of a survey (alerts 2 open and 6 processing in the role's scope). Sign-in brings
 * the first count; the key sits under ['alerts', 'list'], which every alert save invalidates, so closing an alert
 * re-reads the count from the identity call instead of leaving the badge one too high until the next sign-in.
 */
export function openAlertsQuery(api: ApiClient, survey: string, atSignIn: number) {
  return {
    queryKey: ['alerts', 'list', 'badge', survey] as const,
    queryFn: async () => (await api.get<Identity>('vuejs/auth/identity')).surveys.find((s) => s.extName === survey)?.nOpenAlerts ?? 0,
    initialData: atSignIn,
    // Only an invalidation (an alert saved in this tab) refreshes it; the count is cheap but not free.
    staleTime: Infinity,
  };
}
