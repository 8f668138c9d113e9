import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deleteAllScriptEvents, deleteScript, deleteScriptEvent, runScript, saveScript, scriptsKey, type ScriptBlock, type ScriptRunResult } from '../../api/scripts.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CodeEditor } from './CodeEditor.tsx';
import { ConfigurationIssues } from './ConfigurationIssues.tsx';
import { ScriptEvents } from './ScriptEvents.tsx';
import { languageOfType, runsForInterview, SCRIPT_TYPES } from './scriptTypes.ts';

export interface ScriptEditorProps {
  surveyExtName: string;
  script: ScriptBlock;
  /** The survey the script runs for: a survey script's own; 0 (the survey in the address) for a global or the universe script. */
  runSurveyId: number;
  /** Where Save and Delete go (spec 3 section 2: the survey details for a survey script, else the survey list). */
  onDone(): void;
}

type Confirming = 'save' | 'delete' | null;

/**
 * The script screen's editor (spec 3 sections 2, 4 and 8): name, description, type, disabled, the code in CodeMirror,
 * Save (after 'Save although you should be making changes through git?', except for the universe script), Dryrun and
 * Run (each saves first) with the return code and message, Delete after 'Delete script?', and the events.
 */
export function ScriptEditor({ surveyExtName, script, runSurveyId, onDone }: ScriptEditorProps) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ScriptBlock>(script);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<ScriptRunResult | null>(null);
  const [interviewId, setInterviewId] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const isConfiguration = script.scriptType === 'CONFIGURATION';
  const interviewInput = runsForInterview(form.scriptType);
  const interviewValid = interviewId.trim() === '' || /^\d{1,15}$/.test(interviewId.trim());

  const refresh = () => queryClient.invalidateQueries({ queryKey: scriptsKey(surveyExtName) });

  async function work(fn: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const save = () => saveScript(api, surveyExtName, { ...form, events: undefined });

  const saveAndLeave = () =>
    work(async () => {
      await save();
      await refresh();
      onDone();
    });

  const remove = () =>
    work(async () => {
      await deleteScript(api, surveyExtName, script.id);
      queryClient.removeQueries({
        queryKey: [...scriptsKey(surveyExtName), 'script', script.id],
      });
      await refresh();
      onDone();
    });

  const run = (dryrun: boolean) =>
    work(async () => {
      setResult(null);
      await save();
      const params = interviewInput && interviewId.trim() ? { interviewId: Number(interviewId.trim()) } : {};
      setResult(await runScript(api, surveyExtName, runSurveyId, script.id, dryrun, params));
      await refresh();
    });

  const changeEvents = (fn: () => Promise<ScriptBlock>) =>
    work(async () => {
      await fn();
      await refresh();
    });

  const field = <K extends keyof ScriptBlock>(key: K, value: ScriptBlock[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="script-title" sx={{ p: 3, maxWidth: 1200 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" id="script-title">
          <FormattedMessage id={script.universe ? 'scripts.universeScript' : script.surveyId === null ? 'scripts.globalScript' : 'scripts.surveyScript'} /> {script.extname}
        </Typography>
        {script.metaInterviewExtName && (
          <Typography color="text.secondary">
            <FormattedMessage id="scripts.ofSurvey" values={{ survey: script.metaInterviewExtName }} />
          </Typography>
        )}
        {Boolean(error) && (
          <Alert severity="error" data-testid="script-error">
            {errorMessage(error, intl)}
            <ConfigurationIssues error={error} testId="script-issues" />
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label={intl.formatMessage({ id: 'scripts.extname' })}
            value={form.extname}
            onChange={(e) => field('extname', e.target.value)}
            disabled={busy}
            required
            sx={{ minWidth: 220 }}
          />
          <TextField
            select
            label={intl.formatMessage({ id: 'scripts.type' })}
            value={form.scriptType}
            onChange={(e) => field('scriptType', e.target.value as ScriptBlock['scriptType'])}
            disabled={busy || isConfiguration}
            sx={{ minWidth: 300 }}
            slotProps={{
              select: {
                SelectDisplayProps: { 'data-testid': 'script-type' } as object,
              },
            }}
          >
            {SCRIPT_TYPES.filter((t) => isConfiguration || t !== 'CONFIGURATION' || script.surveyId !== null).map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={form.disabled} onChange={(e) => field('disabled', e.target.checked)} disabled={busy} />}
            label={intl.formatMessage({ id: 'scripts.disabled' })}
          />
        </Stack>
        <TextField
          label={intl.formatMessage({ id: 'scripts.description' })}
          value={form.description}
          onChange={(e) => field('description', e.target.value)}
          disabled={busy}
          fullWidth
        />
        <CodeEditor
          value={form.script}
          language={languageOfType(form.scriptType)}
          label={intl.formatMessage({ id: 'scripts.code' })}
          onChange={(v) => field('script', v)}
          disabled={busy}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={busy} onClick={() => (script.universe ? void saveAndLeave() : setConfirming('save'))} data-testid="script-save">
            <FormattedMessage id="common.save" />
          </Button>
          <Button variant="outlined" disabled={busy || !interviewValid} onClick={() => void run(true)} data-testid="script-dryrun">
            <FormattedMessage id="scripts.dryrun" />
          </Button>
          <Button variant="outlined" disabled={busy || !interviewValid} onClick={() => void run(false)} data-testid="script-run">
            <FormattedMessage id="scripts.run" />
          </Button>
          {interviewInput && (
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'scripts.interviewId' })}
              value={interviewId}
              onChange={(e) => setInterviewId(e.target.value)}
              error={!interviewValid}
              helperText={interviewValid ? undefined : intl.formatMessage({ id: 'scripts.interviewIdInvalid' })}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'data-testid': 'script-interview',
                },
              }}
            />
          )}
          {!isConfiguration && (
            <Button color="error" disabled={busy} onClick={() => setConfirming('delete')} data-testid="script-delete">
              <FormattedMessage id="scripts.delete" />
            </Button>
          )}
          <Button disabled={busy} onClick={onDone}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Stack>
        {result && (
          <Alert severity={result.returnCode === 'OK' ? 'success' : 'error'} data-testid="script-result" role="status">
            <Typography component="p" sx={{ fontWeight: 600 }}>
              <FormattedMessage id="scripts.returnCode" values={{ code: result.returnCode }} />
            </Typography>
            {result.message && (
              <Typography
                component="pre"
                sx={{
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  m: 0,
                  fontFamily: 'monospace',
                }}
                data-testid="script-result-message"
              >
                {result.message}
              </Typography>
            )}
          </Alert>
        )}
        <ScriptEvents
          script={script}
          busy={busy}
          onDelete={(id) => void changeEvents(() => deleteScriptEvent(api, surveyExtName, id))}
          onDeleteAll={() => void changeEvents(() => deleteAllScriptEvents(api, surveyExtName, script.id))}
        />
      </Stack>
      <ConfirmDialog
        open={confirming === 'save'}
        title={<FormattedMessage id="scripts.saveConfirmTitle" />}
        text={<FormattedMessage id="scripts.saveConfirm" />}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void saveAndLeave();
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={<FormattedMessage id="scripts.deleteConfirm" />}
        text={script.extname}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void remove();
        }}
      />
    </Paper>
  );
}
