import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ActionInput } from '../../../machines/action.machine.ts';
import type { ActionDeleted } from '../../../schemas/api/action-deleted.gen.ts';
import type { ActionEditData } from '../../../schemas/api/action-edit-data.gen.ts';
import type { ActionSave } from '../../../schemas/api/action-save.gen.ts';
import { actionQuery, actionsKey, deleteAction, saveAction } from '../../../src/api/actions.ts';
import type { ApiCaller } from '../../../src/api/client.ts';

/**
 * The action machine's side effects for the app: getaction, updateaction and deleteaction. A write invalidates every
 * action read of the survey (actionsKey): the plan, the manager, the overview and the chart read again.
 */
export function actionActors(api: ApiCaller, queryClient: QueryClient) {
  return {
    // Read afresh each time the dialog opens: someone may have commented or the evaluation closed it since.
    loadAction: fromPromise<ActionEditData, ActionInput>(({ input }) =>
      queryClient.fetchQuery({ ...actionQuery(api, input.surveyExtName, input.actionId, input.drillPath, input.item), staleTime: 0 }),
    ),
    saveAction: fromPromise<ActionEditData, { surveyExtName: string; payload: ActionSave }>(async ({ input }) => {
      const saved = await saveAction(api, input.surveyExtName, input.payload);
      await queryClient.invalidateQueries({ queryKey: actionsKey(input.surveyExtName) });
      return saved;
    }),
    deleteAction: fromPromise<ActionDeleted, { surveyExtName: string; actionId: number }>(async ({ input }) => {
      const deleted = await deleteAction(api, input.surveyExtName, input.actionId);
      await queryClient.invalidateQueries({ queryKey: actionsKey(input.surveyExtName) });
      return deleted;
    }),
  };
}
