import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  metadataQuery,
  saveChoice,
  saveQuestion,
  saveQuestionGroup,
  type LocalizedText,
  type Metadata,
  type MetaQuestion,
  type QuestionGroup,
} from '../../api/surveyDetails.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ChoiceEditor } from './ChoiceEditor.tsx';
import { LocaleTextFields } from './LocaleTextFields.tsx';
import { blankQuestion, QuestionEditor } from './QuestionEditor.tsx';
import { searchQuestions } from './metadataSearch.ts';

/**
 * The metadata editor (spec 3 section 3, Metadata): search the questions (case-insensitive, at most 10 shown), open
 * one to edit its texts per locale, flags and choices, add a question or a question group. Every save answers the
 * whole metadata, which replaces what the editor shows.
 */
export function MetadataEditor({ extName }: { extName: string }) {
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(metadataQuery(api, extName));
  return (
    <Stack spacing={1} component="section" aria-labelledby="metadata-title">
      <Typography variant="h6" component="h2" id="metadata-title">
        <FormattedMessage id="surveyAdmin.metadata" />
      </Typography>
      {query.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error, intl)}</Alert>}
      {query.data && <MetadataBody extName={extName} metadata={query.data} />}
    </Stack>
  );
}

type Open = { kind: 'question'; variable: string } | { kind: 'new' } | { kind: 'group' } | null;

function MetadataBody({ extName, metadata }: { extName: string; metadata: Metadata }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [savedNote, setSavedNote] = useState(false);
  const found = useMemo(() => searchQuestions(metadata, term), [metadata, term]);
  const selected = open?.kind === 'question' ? metadata.questionGroups.flatMap((g) => g.questions).find((q) => q.variable === open.variable) : undefined;

  async function run(call: () => Promise<Metadata>, after?: (m: Metadata) => void) {
    setBusy(true);
    setError(null);
    setSavedNote(false);
    try {
      const answer = await call();
      queryClient.setQueryData(metadataQuery(api, extName).queryKey, answer);
      setSavedNote(true);
      after?.(answer);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const saveQ = (q: MetaQuestion) =>
    run(
      () => saveQuestion(api, extName, q),
      () => setOpen({ kind: 'question', variable: q.variable }),
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={intl.formatMessage({ id: 'surveyAdmin.metadata.search' })}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'metadata-search' } }}
        />
        <Button variant="outlined" onClick={() => setOpen({ kind: 'new' })}>
          <FormattedMessage id="surveyAdmin.metadata.addQuestion" />
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'group' })}>
          <FormattedMessage id="surveyAdmin.metadata.addGroup" />
        </Button>
      </Stack>
      {found.length === 0 ? (
        <Typography>
          <FormattedMessage id="surveyAdmin.metadata.noMatch" />
        </Typography>
      ) : (
        <List dense aria-label={intl.formatMessage({ id: 'surveyAdmin.metadata.found' })} data-testid="metadata-questions">
          {found.map((q) => (
            <ListItem key={q.variable} disablePadding>
              <ListItemButton selected={selected?.variable === q.variable} onClick={() => setOpen({ kind: 'question', variable: q.variable })}>
                <ListItemText
                  primary={q.variable}
                  secondary={q.title.localeTextList.find((t) => t.locale === intl.locale)?.text ?? q.title.localeTextList[0]?.text}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {savedNote && !busy && (
        <Alert severity="success" data-testid="metadata-saved">
          <FormattedMessage id="surveyAdmin.metadata.saved" />
        </Alert>
      )}
      {open?.kind === 'new' && (
        <QuestionEditor
          key="new"
          question={blankQuestion(metadata.questionGroups)}
          groups={metadata.questionGroups}
          isNew
          busy={busy}
          error={error}
          onSave={(q) => void saveQ(q)}
        />
      )}
      {selected && (
        <Stack spacing={2} key={selected.variable}>
          <QuestionEditor question={selected} groups={metadata.questionGroups} isNew={false} busy={busy} error={error} onSave={(q) => void saveQ(q)} />
          {selected.type === 'scale' && (
            <ChoiceEditor question={selected} busy={busy} onSave={(c) => void run(() => saveChoice(api, extName, selected.variable, c))} />
          )}
        </Stack>
      )}
      {open?.kind === 'group' && (
        <GroupForm
          busy={busy}
          error={error}
          onSave={(g) =>
            void run(
              () => saveQuestionGroup(api, extName, g),
              () => setOpen(null),
            )
          }
        />
      )}
    </Stack>
  );
}

/** A new question group: its extName and name per locale. */
function GroupForm({ busy, error, onSave }: { busy: boolean; error: unknown; onSave(g: QuestionGroup): void }) {
  const intl = useIntl();
  const [extName, setExtName] = useState('');
  const [name, setName] = useState<LocalizedText>({
    key: '',
    localeTextList: [],
  });
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={intl.formatMessage({ id: 'surveyAdmin.metadata.addGroup' })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          type: '',
          extName,
          features: [],
          sorder: 0,
          name: { ...name, key: extName },
          format: { key: extName, localeTextList: [] },
          questions: [],
        });
      }}
    >
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      <TextField
        size="small"
        required
        label={intl.formatMessage({ id: 'surveyAdmin.metadata.groupExtName' })}
        value={extName}
        onChange={(e) => setExtName(e.target.value)}
      />
      <LocaleTextFields idPrefix="group-name" label={intl.formatMessage({ id: 'surveyAdmin.metadata.groupName' })} value={name} onChange={setName} />
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="common.save" />
        </Button>
      </div>
    </Stack>
  );
}
