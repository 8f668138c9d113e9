/**
 * The action plan (spec 2 section 2): the drill unit's open actions, each with its action chart (the expression's
 * development, the goal line and the action period); 'no data' where actions cannot be written.
 */
import { useIntl } from 'react-intl';
import Stack from '@mui/material/Stack';
import type { ActionPlanConfig } from '../../schemas/components/actionPlan/config.gen.ts';
import type { ActionPlanData } from '../../schemas/api/action-plan-data.gen.ts';
import { DataView, useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { ActionCard, AddActionButton } from '../shared/ActionCard.tsx';
import { ActionRows, EmptyNote } from '../shared/ActionRows.tsx';
import { useActionDialog } from '../shared/useActionDialog.tsx';
import { ActionChart } from '../shared/actions/ActionChart.tsx';
import { actionPlanWidgetQuery } from './query.ts';

export function ActionPlan({ id, type, config }: WidgetProps<ActionPlanConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.actionPlan.title' });
  const result = useComponentData<ActionPlanData>(type, id, actionPlanWidgetQuery(useQueryContext(id)));
  const { open, add, dialog } = useActionDialog();
  const data = result.status === 'success' ? result.data : null;
  return (
    <ActionCard title={title} buttons={<AddActionButton show={data !== null && data.anchorable && data.canEdit} onClick={add} />}>
      <DataView result={result} componentId={id}>
        {(d) =>
          !d.anchorable ? (
            <EmptyNote>{intl.formatMessage({ id: 'common.noData' })}</EmptyNote>
          ) : d.actions.length === 0 ? (
            <EmptyNote>{intl.formatMessage({ id: 'widget.actions.noOpen' })}</EmptyNote>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              {d.actions.map((action) => (
                <div key={action.id}>
                  <ActionRows label={action.variableText} actions={[action]} onOpen={open} />
                  <ActionChart componentId={id} actionId={action.id} itemTitle={action.variableText} />
                </div>
              ))}
            </Stack>
          )
        }
      </DataView>
      {dialog}
    </ActionCard>
  );
}
