/**
 * The mail campaigns list (spec 2 component type "mail campaigns list", spec 3 sections 3 and 9): the survey's
 * campaigns with sending type, type, state (ERROR a red chip), scheduled start, open and click rates (one decimal
 * and %) and the pending, sent and failed counts, 50 a page. A row opens the campaign's details screen with this page
 * as fromPage.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../core/dates.ts';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { MailCampaignsListConfig } from '../../schemas/components/mailCampaignsList/config.gen.ts';
import type { CampaignList } from '../../src/api/campaigns.ts';
import type { MessageId } from '../../src/i18n/index.ts';
import { CampaignStateChip, campaignScreenPath, rateText, sendingTypeText } from '../../src/ui/campaigns/campaignTexts.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { mailCampaignsListQuery } from './query.ts';

/** Spec 3 section 9: the campaign list shows 50 a page. */
const PAGE_SIZE = 50;
const COLUMNS: MessageId[] = [
  'campaign.column.title',
  'campaign.column.sendingType',
  'campaign.column.type',
  'campaign.column.state',
  'campaign.column.scheduled',
  'campaign.column.opened',
  'campaign.column.clicked',
  'campaign.column.pending',
  'campaign.column.sent',
  'campaign.column.failed',
];

function CampaignsTable({ id, data }: { id: string; data: CampaignList }) {
  const intl = useIntl();
  const { surveyExtName, pageId, openScreen } = useEngine();
  const [page, setPage] = useState(0);
  const open = (campaignId: number) => openScreen?.(campaignScreenPath(surveyExtName, campaignId, pageId));
  if (data.rows.length === 0) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {intl.formatMessage({ id: 'campaign.list.empty' })}
      </Alert>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{intl.formatMessage({ id: c })}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((row) => (
              // The whole row answers a click; the title is the row's button for the keyboard and screen readers.
              <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(row.id)}>
                <TableCell>
                  <Link
                    component="button"
                    variant="body2"
                    sx={{ textAlign: 'left' }}
                    onClick={(e) => {
                      e.stopPropagation();
                      open(row.id);
                    }}
                  >
                    {row.title}
                  </Link>
                </TableCell>
                <TableCell>{sendingTypeText(intl, row.sendingType)}</TableCell>
                <TableCell>{row.autoAddTitle}</TableCell>
                <TableCell>
                  <CampaignStateChip state={row.state} />
                </TableCell>
                <TableCell>{row.scheduled ? formatDate(row.scheduled, { time: true }) : ''}</TableCell>
                <TableCell align="right">{rateText(intl, row.rateOpened)}</TableCell>
                <TableCell align="right">{rateText(intl, row.rateClicked)}</TableCell>
                <TableCell align="right">{intl.formatNumber(row.nPending)}</TableCell>
                <TableCell align="right">{intl.formatNumber(row.nSent)}</TableCell>
                <TableCell align="right">{intl.formatNumber(row.nFailed)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={data.rows.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.displayedRows' }, { from, to, count })}
        />
      )}
    </>
  );
}

export function MailCampaignsList({ id, type, config }: WidgetProps<MailCampaignsListConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'campaign.list.title' });
  const result = useComponentData<CampaignList>(type, id, mailCampaignsListQuery(useQueryContext(id)));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      <DataView result={result} componentId={id} loading={<Skeleton variant="rounded" height={160} sx={{ m: 2 }} aria-label={intl.formatMessage({ id: 'campaign.list.loading' })} />}>
        {(data) => <CampaignsTable id={id} data={data} />}
      </DataView>
    </Paper>
  );
}
