/**
 * The details behind one cell (spec 1 section 2.5): a title, sections with paragraphs, a see-order link (the
 * sample's page) and a report-as-wrong link that files the cell in the survey's bug list for the
 * administrators (POST vuejs/logs/bugs/{survey}).
 */
import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/context.ts';
import { APP_BASE } from '../../auth/session.ts';
import { targetPath } from '../../ui/rowTarget.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { cellDetailsQuery } from '../../api/ranking.ts';

export interface CellRef {
  sampleId: number;
  variable: string;
  column: string;
}

export function CellDetailsDialog({ surveyExtName, cell, onClose }: { surveyExtName: string; cell: CellRef; onClose(): void }) {
  const intl = useIntl();
  const { api } = useSession();
  const titleId = useId();
  const router = useRouter();
  const orderPath = targetPath(surveyExtName, { kind: 'sample', sampleId: cell.sampleId });
  const details = useQuery(cellDetailsQuery(api, surveyExtName, cell.sampleId, cell.variable));
  const report = useMutation({
    mutationFn: () =>
      api.post(`vuejs/logs/bugs/${encodeURIComponent(surveyExtName)}`, {
        message: `Cell details reported as wrong: survey ${surveyExtName}, sample ${cell.sampleId}, variable ${cell.variable} (${cell.column})`,
      }),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{details.data?.title ?? intl.formatMessage({ id: 'rankingTable.details' }, { column: cell.column })}</DialogTitle>
      <DialogContent dividers>
        {details.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={intl.formatMessage({ id: 'ranking.detailsLoading' })} />
          </Box>
        )}
        {details.isError && (
          <Alert severity="error" role="alert">
            {intl.formatMessage({ id: 'ranking.detailsFailed' }, { message: errorMessage(details.error, intl) })}
          </Alert>
        )}
        {details.data?.sections.map((section, i) => (
          <Box component="section" key={i} sx={{ mb: 2 }} data-testid="cell-details-section">
            <Typography variant="subtitle1" component="h3">
              {section.title}
            </Typography>
            {section.paragraphs.map((p, j) => (
              <Typography key={j} variant="body2" component="p" sx={{ mb: 0.5 }}>
                {p}
              </Typography>
            ))}
          </Box>
        ))}
        {report.isSuccess && (
          <Alert severity="success" role="status">
            {intl.formatMessage({ id: 'ranking.reported' })}
          </Alert>
        )}
        {report.isError && (
          <Alert severity="error" role="alert">
            {intl.formatMessage({ id: 'ranking.reportFailed' }, { message: errorMessage(report.error, intl) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 1 }}>
          <Link
            href={`${APP_BASE.replace(/\/$/, '')}${orderPath}`}
            onClick={(e) => {
              e.preventDefault();
              void router.navigate({ href: orderPath });
            }}
          >
            {intl.formatMessage({ id: 'ranking.seeOrder' })}
          </Link>
          <Link component="button" type="button" variant="body2" disabled={report.isPending || report.isSuccess} onClick={() => report.mutate()}>
            {intl.formatMessage({ id: 'ranking.reportWrong' })}
          </Link>
        </Box>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
