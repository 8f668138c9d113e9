import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDrillContext } from '../../engine/index.tsx';
import { actionsKey } from '../../src/api/actions.ts';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen.ts';
import { ActionDialog } from './actions/ActionDialog.tsx';

interface Opened {
  actionId: number;
  item?: string;
}

/**
 * The action edit dialog of a widget: `open` an action (a suggestion as a new action of its item), `add` a new one;
 * a change re-reads every action view of the survey (the plan, the manager and the overview share actionsKey).
 */
export function useActionDialog() {
  const { surveyExtName, drillPath } = useDrillContext();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = (action: ActionSummary) => setOpened(action.id === 0 && action.extname ? { actionId: 0, item: action.extname } : { actionId: action.id });
  const add = () => setOpened({ actionId: 0 });
  const dialog = opened && (
    <ActionDialog
      surveyExtName={surveyExtName}
      drillPath={drillPath}
      actionId={opened.actionId}
      {...(opened.item ? { item: opened.item } : {})}
      onClose={(changed) => {
        setOpened(null);
        if (changed) void queryClient.invalidateQueries({ queryKey: actionsKey(surveyExtName) });
      }}
    />
  );
  return { open, add, dialog };
}
