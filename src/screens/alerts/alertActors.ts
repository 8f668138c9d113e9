import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { AlertSave } from '../../../core/alerts/validation.ts';
import type { AlertEntity, AlertInput } from '../../../machines/alert.machine.ts';
import { alertDetailsQuery, saveAlert } from '../../api/alerts.ts';
import { freshAfterOpening } from '../../routing/loaders.ts';

/** The alert machine's side effects for the app: the details and update calls, kept in step with the query cache. */
export function alertActors(api: ApiClient, queryClient: QueryClient) {
  const load = freshAfterOpening(queryClient);
  return {
    // Asked afresh (someone else may have worked on the alert since it was last seen), unless the route's loader just did.
    loadAlert: fromPromise<AlertEntity, AlertInput>(({ input }) => load(alertDetailsQuery(api, input.surveyExtName, input.alertId))),
    saveAlert: fromPromise<AlertEntity, AlertInput & { payload: AlertSave }>(async ({ input }) => {
      const saved = await saveAlert(api, input.surveyExtName, input.alertId, input.payload);
      queryClient.setQueryData(alertDetailsQuery(api, input.surveyExtName, input.alertId).queryKey, saved);
      // Lists show states, latest comments and counts: they are out of date now.
      await queryClient.invalidateQueries({ queryKey: ['alerts', 'list'] });
      return saved;
    }),
  };
}
