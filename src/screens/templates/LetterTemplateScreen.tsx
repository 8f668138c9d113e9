import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { letterPreviewQuery, templateQuery, uploadLetter, type MessageTemplate } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { LetterHelpTable } from './LetterHelpTable.tsx';
import { LetterPreviewPanel } from './LetterPreviewPanel.tsx';
import { SavedSnackbar } from './SavedSnackbar.tsx';
import { fieldHelp, LabelsField, TemplateFrame } from './TemplateFrame.tsx';
import { useTemplateForm, useTemplateRouteExits, type EmbeddedTemplateProps, type FieldErrors, type TemplateFormProps } from './useTemplateEditor.ts';

const route = getRouteApi('/_signedIn/lettertemplate/$surveyExtName/$templateId');

/** `/lettertemplate/{survey}/{id}` (id 0: new; ?fromPage, ?label): a thin wrapper of the form that goes to addresses; a saved new template moves to its id and keeps the snackbar. */
export function LetterTemplateRouteScreen() {
  const { surveyExtName, templateId } = route.useParams();
  const search = route.useSearch();
  const [saved, setSaved] = useState(false);
  const exits = useTemplateRouteExits('LETTER', { surveyExtName, search, onSaved: () => setSaved(true) });
  return (
    <>
      <LetterTemplateEditor key={`${surveyExtName}/${templateId}`} surveyExtName={surveyExtName} templateId={templateId} label={search.label} {...exits} />
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </>
  );
}

/** The letter template form for any screen (the campaign wizard embeds it): loads template `templateId` (0: new) and tells its host what happened; it never navigates. */
export function LetterTemplateEditor({ surveyExtName, templateId, label, ...exits }: EmbeddedTemplateProps) {
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(templateQuery(api, surveyExtName, 'LETTER', templateId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'template.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <LetterTemplateScreen surveyExtName={surveyExtName} template={query.data} label={label} exits={exits} />;
}

/** Spec 3 section 5: a letter's name is required with 'Field is required'. */
function validateLetter(intl: ReturnType<typeof useIntl>) {
  return (form: MessageTemplate): FieldErrors => ({ name: form.name.trim() ? undefined : intl.formatMessage({ id: 'template.error.fieldRequired' }) });
}

export function LetterTemplateScreen(props: TemplateFormProps) {
  const intl = useIntl();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const editor = useTemplateForm('LETTER', props, validateLetter(intl));
  const { form, set, fieldErrors, busy } = editor;
  const locked = form.readOnly || busy;
  const [fileError, setFileError] = useState<string | null>(null);

  /** A new template is saved first: the file belongs to a template id. */
  const upload = async (file: File) => {
    setFileError(null);
    if (!file.name.toLowerCase().endsWith('.fodt')) {
      setFileError(intl.formatMessage({ id: 'template.error.fodtOnly' }));
      return;
    }
    const saved = form.id === 0 ? await editor.saveFirst() : form;
    if (!saved) return;
    const uploaded = await editor.run(() => uploadLetter(api, props.surveyExtName, saved.id, file));
    if (!uploaded) {
      if (saved.id !== form.id) editor.show(saved);
      return;
    }
    queryClient.removeQueries({ queryKey: letterPreviewQuery(api, props.surveyExtName, uploaded.id).queryKey });
    editor.show(uploaded);
  };

  return (
    <TemplateFrame title={form.id === 0 ? 'template.letter.newTitle' : 'template.letter.title'} editor={editor}>
      <TextField label={intl.formatMessage({ id: 'template.name' })} value={form.name} onChange={(e) => set('name', e.target.value)} disabled={locked} required fullWidth {...fieldHelp(fieldErrors, 'name')} />
      <LabelsField key={form.id} form={form} set={set} disabled={locked} />
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" component="label" disabled={locked}>
            <FormattedMessage id="template.letter.upload" />
            <input
              type="file"
              accept=".fodt"
              hidden
              data-testid="letter-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
          </Button>
          <Typography variant="body2" data-testid="letter-file-name">
            {form.letterFileName ?? <FormattedMessage id="template.letter.noFileYet" />}
          </Typography>
        </Stack>
        {fileError && (
          <FormHelperText error data-testid="letter-file-error">
            {fileError}
          </FormHelperText>
        )}
      </Stack>
      <LetterPreviewPanel key={form.letterFileName ?? ''} surveyExtName={props.surveyExtName} templateId={form.id} fileName={form.letterFileName ?? null} />
      <Typography variant="h6" component="h2">
        <FormattedMessage id="template.letter.variables" />
      </Typography>
      <LetterHelpTable surveyExtName={props.surveyExtName} templateId={form.id} />
    </TemplateFrame>
  );
}
