/**
 * The mail campaigns list (spec 2 component type "mail campaigns list", spec 3 sections 3 and 9): the survey's
 * campaigns with sending type, type, state (ERROR a red chip), scheduled start, open and click rates (one decimal
 * and %) and the pending, sent and failed counts, 50 a page. A row opens the campaign's details screen with this page
 * as fromPage.
 */
import { useIntl } from 'react-intl';
import { formatDate } from '../../core/dates.ts';
import { useComponentData, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { MailCampaignsListConfig } from '../../schemas/components/mailCampaignsList/config.gen.ts';
import type { CampaignList } from '../../src/api/campaigns.ts';
import { CampaignListPanel, type CampaignColumn } from '../../src/ui/campaigns/CampaignListPanel.tsx';
import { CampaignStateChip, rateText, sendingTypeText } from '../../src/ui/campaigns/campaignTexts.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { mailCampaignsListQuery } from './query.ts';

const COLUMNS: CampaignColumn<CampaignList['rows'][number]>[] = [
  { header: 'campaign.column.sendingType', cell: (row, intl) => sendingTypeText(intl, row.sendingType) },
  { header: 'campaign.column.type', cell: (row) => row.autoAddTitle },
  { header: 'campaign.column.state', cell: (row) => <CampaignStateChip state={row.state} /> },
  { header: 'campaign.column.scheduled', cell: (row) => (row.scheduled ? formatDate(row.scheduled, { time: true }) : '') },
  { header: 'campaign.column.opened', numeric: true, cell: (row, intl) => rateText(intl, row.rateOpened) },
  { header: 'campaign.column.clicked', numeric: true, cell: (row, intl) => rateText(intl, row.rateClicked) },
  { header: 'campaign.column.pending', numeric: true, cell: (row, intl) => intl.formatNumber(row.nPending) },
  { header: 'campaign.column.sent', numeric: true, cell: (row, intl) => intl.formatNumber(row.nSent) },
  { header: 'campaign.column.failed', numeric: true, cell: (row, intl) => intl.formatNumber(row.nFailed) },
];

export function MailCampaignsList({ id, type, config }: WidgetProps<MailCampaignsListConfig>) {
  const intl = useIntl();
  const title = useLocalized()(config.title) || intl.formatMessage({ id: 'campaign.list.title' });
  const result = useComponentData<CampaignList>(type, id, mailCampaignsListQuery(useQueryContext(id)));
  return <CampaignListPanel id={id} title={title} result={result} columns={COLUMNS} />;
}
