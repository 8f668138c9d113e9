/**
 * The global campaigns list (spec 2 component type "global campaigns list", spec 3 sections 3 and 9): every campaign
 * of the universe's surveys with universe, state (ERROR a red chip), sending type, template, message totals and open
 * and click rates (one decimal and %), 50 a page. A row opens the campaign's details screen with this page as fromPage.
 */
import { useIntl } from 'react-intl';
import { useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { GlobalCampaignsListConfig } from '../../schemas/components/globalCampaignsList/config.gen.ts';
import type { GlobalCampaignList } from '../../src/api/campaigns.ts';
import { CampaignListPanel, type CampaignColumn } from '../../src/ui/campaigns/CampaignListPanel.tsx';
import { CampaignStateChip, rateText, sendingTypeText } from '../../src/ui/campaigns/campaignTexts.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { globalCampaignsListQuery } from './query.ts';

const COLUMNS: CampaignColumn<GlobalCampaignList['rows'][number]>[] = [
  { header: 'campaign.column.universe', cell: (row) => row.universeName },
  { header: 'campaign.column.state', cell: (row) => <CampaignStateChip state={row.state} /> },
  { header: 'campaign.column.sendingType', cell: (row, intl) => sendingTypeText(intl, row.sendingType) },
  { header: 'campaign.column.template', cell: (row) => row.templateTitle },
  { header: 'campaign.column.messages', numeric: true, cell: (row, intl) => intl.formatNumber(row.nTotalMessages) },
  { header: 'campaign.column.pending', numeric: true, cell: (row, intl) => intl.formatNumber(row.totalPending) },
  { header: 'campaign.column.sent', numeric: true, cell: (row, intl) => intl.formatNumber(row.totalSent) },
  { header: 'campaign.column.failed', numeric: true, cell: (row, intl) => intl.formatNumber(row.totalFailed) },
  { header: 'campaign.column.opened', numeric: true, cell: (row, intl) => rateText(intl, row.rateOpened) },
  { header: 'campaign.column.clicked', numeric: true, cell: (row, intl) => rateText(intl, row.rateClicked) },
];

export function GlobalCampaignsList({ id, type, config }: WidgetProps<GlobalCampaignsListConfig>) {
  const intl = useIntl();
  const title = useLocalized()(config.title) || intl.formatMessage({ id: 'campaign.list.globalTitle' });
  const result = useComponentData<GlobalCampaignList>(type, id, globalCampaignsListQuery(useQueryContext(id)));
  return <CampaignListPanel id={id} title={title} result={result} columns={COLUMNS} />;
}
