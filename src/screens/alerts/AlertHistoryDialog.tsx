import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../i18n/format.ts';
import { CloseActions } from '../../ui/CloseActions.tsx';
import type { AlertDetails } from '../../api/alerts.ts';
import { historySeverity } from '../../ui/alerts/stateColors.ts';

/** The alert's history (spec 1 section 4): each state change with its colour (6 yellow, 3 green, others red). */
export function AlertHistoryDialog({ open, logs, onClose }: { open: boolean; logs: AlertDetails['alertLogs']; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="alert-history-title">
      <DialogTitle id="alert-history-title">
        <FormattedMessage id="alerts.history" />
      </DialogTitle>
      <DialogContent>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {logs.map((l, i) => {
            const severity = historySeverity(l.state);
            return (
              <Box
                component="li"
                key={i}
                data-testid="alert-log"
                data-severity={severity}
                sx={{ borderLeft: 6, borderColor: `${severity}.main`, bgcolor: `${severity}.light`, color: 'text.primary', px: 1.5, py: 1, borderRadius: 1 }}
              >
                <Typography variant="subtitle2" component="p">
                  {l.stateText} · {formatDateTime(l.date)} · {l.user}
                </Typography>
                {l.comment && <Typography variant="body2">{l.comment}</Typography>}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <CloseActions onClose={onClose} messageId="common.close" />
    </Dialog>
  );
}
