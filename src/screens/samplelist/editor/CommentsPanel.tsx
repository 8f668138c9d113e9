import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../auth/context.ts';
import { addSampleComment, sampleCommentsQuery } from '../../../api/sampleEditor.ts';
import { errorMessage } from '../../../shell/errorMessage.ts';
import { formatDateTime } from '../../../i18n/format.ts';

/** The sample editor's comments panel (spec 2 sections 2 and 5): the comments, newest first, and a 3-row box whose save and cancel wait for text. */
export function CommentsPanel({ surveyExtName, sampleId }: { surveyExtName: string; sampleId: number }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [text, setText] = useState('');
  const query = sampleCommentsQuery(api, surveyExtName, sampleId);
  const comments = useQuery(query);
  const add = useMutation({
    mutationFn: () => addSampleComment(api, surveyExtName, sampleId, text),
    onSuccess: (list) => {
      queryClient.setQueryData(query.queryKey, list);
      setText('');
    },
  });
  const empty = text.trim() === '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }} data-testid="sample-editor-comments">
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="sampleEditor.comments" />
      </Typography>
      <TextField
        label={intl.formatMessage({ id: 'sampleEditor.newComment' })}
        multiline
        rows={3}
        fullWidth
        value={text}
        disabled={add.isPending}
        onChange={(e) => setText(e.target.value)}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button disabled={empty || add.isPending} onClick={() => setText('')}>
          <FormattedMessage id="sampleEditor.commentCancel" />
        </Button>
        <Button variant="contained" disabled={empty || add.isPending} onClick={() => add.mutate()}>
          <FormattedMessage id="sampleEditor.commentSave" />
        </Button>
      </Stack>
      {add.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <FormattedMessage id="sampleEditor.commentFailed" values={{ message: errorMessage(add.error, intl) }} />
        </Alert>
      )}
      {comments.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <FormattedMessage id="sampleEditor.commentsFailed" values={{ message: errorMessage(comments.error, intl) }} />
        </Alert>
      )}
      {comments.data && comments.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="sampleEditor.noComments" />
        </Typography>
      )}
      {comments.data && comments.data.length > 0 && (
        <List dense aria-labelledby={titleId}>
          {comments.data.map((c, i) => (
            <ListItem key={`${c.updated}-${i}`} disableGutters data-testid="sample-comment">
              <ListItemText
                primary={c.comments}
                secondary={
                  <>
                    {c.user} · {formatDateTime(c.updated)}
                  </>
                }
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
