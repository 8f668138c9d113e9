/**
 * The action manager (spec 2 section 2): the drill unit's open actions, the suggested ones (weak, important drivers
 * without an open action) and the closed ones collapsed; 'evaluate' for the root user; 'no data' where actions
 * cannot be written.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { ActionManagerConfig } from '../../schemas/components/actionManager/config.gen.ts';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen.ts';
import { DataView, useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { ActionCard, AddActionButton } from '../shared/ActionCard.tsx';
import { ActionListHeading, ActionRows, EmptyNote } from '../shared/ActionRows.tsx';
import { useActionDialog } from '../shared/useActionDialog.tsx';
import { actionManagerWidgetQuery } from './query.ts';
import { useEvaluate } from './EvaluateButton.tsx';
import type { MessageId } from '../../src/i18n/index.ts';

function Lists({ data, onOpen }: { data: ActionManagerData; onOpen: ReturnType<typeof useActionDialog>['open'] }) {
  const intl = useIntl();
  const [closedOpen, setClosedOpen] = useState(false);
  const t = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (!data.anchorable) return <EmptyNote>{t('common.noData')}</EmptyNote>;
  return (
    <>
      <ActionListHeading>{t('widget.actions.open')}</ActionListHeading>
      {data.openActions.length > 0 ? <ActionRows label={t('widget.actions.open')} actions={data.openActions} onOpen={onOpen} /> : <EmptyNote>{t('widget.actions.noOpen')}</EmptyNote>}
      <ActionListHeading>{t('widget.actions.suggested')}</ActionListHeading>
      {data.suggestedActions.length > 0 ? (
        <ActionRows label={t('widget.actions.suggested')} actions={data.suggestedActions} onOpen={onOpen} />
      ) : (
        <EmptyNote>{t('widget.actions.noSuggestions')}</EmptyNote>
      )}
      {data.closedActions.length > 0 && (
        <>
          <Button size="small" aria-expanded={closedOpen} onClick={() => setClosedOpen((o) => !o)} sx={{ mt: 1 }}>
            {t('widget.actions.closed', { n: data.closedActions.length })}
          </Button>
          <Collapse in={closedOpen} unmountOnExit>
            <ActionRows label={t('widget.actions.closedList')} actions={data.closedActions} onOpen={onOpen} />
          </Collapse>
        </>
      )}
    </>
  );
}

export function ActionManager({ id, type, config }: WidgetProps<ActionManagerConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.actionManager.title' });
  const result = useComponentData<ActionManagerData>(type, id, actionManagerWidgetQuery(useQueryContext(id)));
  const { open, add, dialog } = useActionDialog();
  const evaluate = useEvaluate();
  const data = result.status === 'success' ? result.data : null;
  return (
    <ActionCard
      title={title}
      buttons={
        <>
          {data?.canEvaluate && evaluate.button}
          <AddActionButton show={data !== null && data.anchorable && data.canEdit} onClick={add} />
        </>
      }
    >
      {evaluate.message}
      <DataView result={result} componentId={id}>
        {(d) => <Lists data={d} onOpen={open} />}
      </DataView>
      {dialog}
    </ActionCard>
  );
}
