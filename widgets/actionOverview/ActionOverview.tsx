/**
 * The action overview (spec 2 section 2): the unit's open and suggested actions, two of each (spec 2 section 9),
 * with 'view all' when there are more: to the configured page, else the whole list in place. Where the survey
 * has no actions configured it shows its configured fallback component instead.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import type { ActionOverviewConfig } from '../../schemas/components/actionOverview/config.gen.ts';
import type { ActionManagerData } from '../../schemas/api/action-manager-data.gen.ts';
import type { ComponentDescriptor } from '../../schemas/page/component.gen.ts';
import { ComponentSlot, DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { ActionCard, AddActionButton } from '../shared/ActionCard.tsx';
import { ActionListHeading, ActionRows, EmptyNote, type ActionSummary } from '../shared/ActionRows.tsx';
import { useActionDialog } from '../shared/useActionDialog.tsx';
import { actionManagerWidgetQuery } from '../actionManager/query.ts';
import type { MessageId } from '../../src/i18n/index.ts';

/** Compact action lists show this many before 'view all' (spec 2 section 9). */
export const COMPACT_ACTIONS = 2;

function CompactList({ label, empty, actions, viewAllPage, onOpen }: { label: string; empty: string; actions: ActionSummary[]; viewAllPage?: string; onOpen: (a: ActionSummary) => void }) {
  const intl = useIntl();
  const { openPage } = useEngine();
  const [all, setAll] = useState(false);
  const more = actions.length > COMPACT_ACTIONS;
  return (
    <>
      <ActionListHeading>{label}</ActionListHeading>
      {actions.length === 0 ? <EmptyNote>{empty}</EmptyNote> : <ActionRows label={label} actions={all ? actions : actions.slice(0, COMPACT_ACTIONS)} onOpen={onOpen} />}
      {more && !all && (
        <Link component="button" variant="body2" sx={{ ml: 2 }} onClick={() => (viewAllPage && openPage ? openPage(viewAllPage) : setAll(true))}>
          {intl.formatMessage({ id: 'widget.actions.viewAll' }, { n: actions.length })}
        </Link>
      )}
    </>
  );
}

function Overview({ title, config, data }: { title: string; config: ActionOverviewConfig; data: ActionManagerData }) {
  const intl = useIntl();
  const { open, add, dialog } = useActionDialog();
  const t = (key: MessageId) => intl.formatMessage({ id: key });
  return (
    <ActionCard title={title} buttons={<AddActionButton show={data.anchorable && data.canEdit} onClick={add} />}>
      {data.anchorable ? (
        <>
          <CompactList label={t('widget.actions.open')} empty={t('widget.actions.noOpen')} actions={data.openActions} viewAllPage={config.viewAllPage} onOpen={open} />
          <CompactList label={t('widget.actions.suggested')} empty={t('widget.actions.noSuggestions')} actions={data.suggestedActions} viewAllPage={config.viewAllPage} onOpen={open} />
        </>
      ) : (
        <EmptyNote>{t('common.noData')}</EmptyNote>
      )}
      {dialog}
    </ActionCard>
  );
}

export function ActionOverview({ id, type, config }: WidgetProps<ActionOverviewConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.actionOverview.title' });
  const result = useComponentData<ActionManagerData>(type, id, actionManagerWidgetQuery(useQueryContext(id)));
  return (
    <DataView result={result} componentId={id}>
      {(data) =>
        !data.isActionsConfigured && config.fallback ? (
          <ComponentSlot descriptor={config.fallback as ComponentDescriptor} />
        ) : (
          <Overview title={title} config={config} data={data} />
        )
      }
    </DataView>
  );
}
