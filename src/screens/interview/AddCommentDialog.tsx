import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { InterviewData } from '../../../schemas/api/interview-data.gen.ts';
import { COMMENT_MAX_LENGTH } from '../../../core/interview.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { addInterviewComment, interviewQuery } from '../../api/interviews.ts';
import { canSaveComment } from './commentRule.ts';

/** Add a comment: Save stays disabled while the message is empty or blank; the saved comment shows at once. */
export function AddCommentDialog({ surveyExtName, interviewId, onClose }: { surveyExtName: string; interviewId: number; onClose(): void }) {
  const intl = useIntl();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const save = useMutation({
    mutationFn: () => addInterviewComment(api, surveyExtName, interviewId, message),
    onSuccess: (comment) => {
      queryClient.setQueryData<InterviewData>(interviewQuery(api, surveyExtName, interviewId).queryKey, (old) => (old ? { ...old, comments: [...old.comments, comment] } : old));
      onClose();
    },
  });
  const tooLong = message.trim().length > COMMENT_MAX_LENGTH;
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="interview-comment-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSaveComment(message, COMMENT_MAX_LENGTH)) save.mutate();
        }}
      >
        <DialogTitle id="interview-comment-title">
          <FormattedMessage id="interview.addComment" />
        </DialogTitle>
        <DialogContent>
          {save.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <FormattedMessage id="interview.saveFailed" values={{ message: errorMessage(save.error, intl) }} />
            </Alert>
          )}
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label={intl.formatMessage({ id: 'term.comment' })}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={tooLong}
            helperText={intl.formatMessage({ id: tooLong ? 'interview.commentTooLong' : 'interview.commentHelp' }, { max: COMMENT_MAX_LENGTH, count: message.trim().length })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={!canSaveComment(message, COMMENT_MAX_LENGTH) || save.isPending}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
