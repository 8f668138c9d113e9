import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ActionHistoryEntry } from '../../../schemas/api/action-edit-data.gen.ts';
import { formatDateTime } from '../../../src/i18n/format.ts';
import { CloseActions } from '../../../src/ui/CloseActions.tsx';

/** An action's comment history (spec 2 section 3), newest first: each comment with its date, author, and the score and goal at that time. */
export function ActionHistoryDialog({ open, entries, onClose }: { open: boolean; entries: ActionHistoryEntry[]; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="action-history-title">
      <DialogTitle id="action-history-title">
        <FormattedMessage id="actions.dialog.historyTitle" />
      </DialogTitle>
      <DialogContent>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {entries.map((e, i) => (
            <Box component="li" key={i} sx={{ borderLeft: 4, borderColor: 'divider', px: 1.5, py: 1 }}>
              <Typography variant="subtitle2" component="p">
                {formatDateTime(e.updated)} · {e.username}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="actions.dialog.historyScore" values={{ score: e.formattedScore }} />
                {' · '}
                <FormattedMessage id="actions.dialog.historyGoal" values={{ goal: e.formattedGoal }} />
              </Typography>
              {e.message && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {e.message}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
