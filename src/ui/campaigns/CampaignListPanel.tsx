/**
 * The one campaign table behind the mail campaigns list and the global campaigns list (spec 3 sections 3 and 9): a
 * titled panel, the title column as the row's button, the widget's own columns after it, 50 rows a page, and a row
 * click that opens the campaign's details screen with this page as fromPage.
 */
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
import { DataView, useEngine, type DataResult } from '../../../engine/index.tsx';
import type { MessageId } from '../../i18n/index.ts';
import { campaignScreenPath } from './campaignTexts.tsx';

/** Spec 3 section 9: campaign lists show 50 a page. */
const PAGE_SIZE = 50;

export interface CampaignRow {
  id: number;
  title: string;
  /** The campaign's own survey when the list spans surveys (the global list); else the survey shown. */
  surveyExtName?: string;
}

/** A column after the title: its header and its cell; counts and rates are right-aligned. */
export interface CampaignColumn<Row> {
  header: MessageId;
  numeric?: boolean;
  cell: (row: Row, intl: IntlShape) => ReactNode;
}

function CampaignTable<Row extends CampaignRow>({ id, rows, columns }: { id: string; rows: Row[]; columns: CampaignColumn<Row>[] }) {
  const intl = useIntl();
  const { surveyExtName, pageId, openScreen } = useEngine();
  const [page, setPage] = useState(0);
  const open = (row: Row) => openScreen?.(campaignScreenPath(row.surveyExtName ?? surveyExtName, row.id, pageId));
  if (rows.length === 0) {
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
              <TableCell>{intl.formatMessage({ id: 'campaign.column.title' })}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header}>{intl.formatMessage({ id: c.header })}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((row) => (
              // The whole row answers a click; the title is the row's button for the keyboard and screen readers.
              <TableRow key={row.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(row)}>
                <TableCell>
                  <Link
                    component="button"
                    variant="body2"
                    sx={{ textAlign: 'left' }}
                    onClick={(e) => {
                      e.stopPropagation();
                      open(row);
                    }}
                  >
                    {row.title}
                  </Link>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.numeric ? 'right' : undefined}>
                    {c.cell(row, intl)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
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

export function CampaignListPanel<Row extends CampaignRow>({
  id,
  title,
  result,
  columns,
}: {
  id: string;
  title: string;
  result: DataResult<{ rows: Row[] }>;
  columns: CampaignColumn<Row>[];
}) {
  const intl = useIntl();
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      <DataView result={result} componentId={id} loading={<Skeleton variant="rounded" height={160} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'campaign.list.loading' })} />}>
        {(data) => <CampaignTable id={id} rows={data.rows} columns={columns} />}
      </DataView>
    </Paper>
  );
}
