import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { CloseActions } from '../../ui/CloseActions.tsx';
import { AnswerValue } from './AnswerValue.tsx';

/** The background-info dialog (spec 1 section 2.9): groups of question titles and values. */
export function BackgroundDialog({ open, groups, onClose }: { open: boolean; groups: InterviewData['backgroundGroups']; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="interview-background-title" fullWidth maxWidth="sm">
      <DialogTitle id="interview-background-title">
        <FormattedMessage id="interview.backgroundInfo" />
      </DialogTitle>
      <DialogContent dividers>
        {groups.length === 0 && (
          <Typography color="text.secondary">
            <FormattedMessage id="interview.backgroundNone" />
          </Typography>
        )}
        {groups.map((g) => (
          <Box key={g.extname} component="section" sx={{ mb: 2 }} aria-label={g.title || undefined}>
            {g.title && (
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {g.title}
              </Typography>
            )}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 0.75, m: 0 }}>
              {g.questionAnswers.map((a) => (
                <Box key={a.extname} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {a.title}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <AnswerValue answer={a} />
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
