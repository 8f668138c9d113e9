import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { InterviewComment } from '../../../schemas/api/interview-comment.gen.ts';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { AddCommentDialog } from './AddCommentDialog.tsx';
import { InterviewIcon } from './icons.tsx';
import { Section } from './Section.tsx';

/** The interview's comments, oldest first, and the add-comment dialog. */
export function CommentsPanel({ comments, surveyExtName, interviewId }: { comments: InterviewComment[]; surveyExtName: string; interviewId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Section id="comments" title={<FormattedMessage id="interview.comments" />}>
      {comments.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="interview.commentsNone" />
        </Typography>
      ) : (
        <List dense disablePadding data-testid="interview-comment-list">
          {comments.map((c) => (
            <ListItem key={c.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={<Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.message}</Box>}
                secondary={<FormattedMessage id="interview.commentBy" values={{ user: c.username || 'N/A', date: formatDayMonthYear(c.created) }} />}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="outlined" startIcon={<InterviewIcon name="comment" />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        <FormattedMessage id="interview.addComment" />
      </Button>
      {open && <AddCommentDialog surveyExtName={surveyExtName} interviewId={interviewId} onClose={() => setOpen(false)} />}
    </Section>
  );
}
