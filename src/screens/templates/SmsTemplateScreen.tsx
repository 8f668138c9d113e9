import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { sendTestSms, templateQuery, type MessageTemplate } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { SavedSnackbar } from './SavedSnackbar.tsx';
import { SmsPartCounter } from './SmsPartCounter.tsx';
import { fieldHelp, LabelsField, LocaleField, TemplateFrame } from './TemplateFrame.tsx';
import { useTemplateForm, useTemplateRouteExits, type EmbeddedTemplateProps, type FieldErrors, type TemplateFormProps } from './useTemplateEditor.ts';

const route = getRouteApi('/_signedIn/smstemplate/$surveyExtName/$templateId');

/** `/smstemplate/{survey}/{id}` (id 0: new; ?fromPage, ?label): a thin wrapper of the form that goes to addresses; a saved new template moves to its id and keeps the snackbar. */
export function SmsTemplateRouteScreen() {
  const { surveyExtName, templateId } = route.useParams();
  const search = route.useSearch();
  const [saved, setSaved] = useState(false);
  const exits = useTemplateRouteExits('SMS', { surveyExtName, search, onSaved: () => setSaved(true) });
  return (
    <>
      <SmsTemplateEditor key={`${surveyExtName}/${templateId}`} surveyExtName={surveyExtName} templateId={templateId} label={search.label} {...exits} />
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </>
  );
}

/** The SMS template form for any screen (the campaign wizard embeds it): loads template `templateId` (0: new) and tells its host what happened; it never navigates. */
export function SmsTemplateEditor({ surveyExtName, templateId, label, ...exits }: EmbeddedTemplateProps) {
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(templateQuery(api, surveyExtName, 'SMS', templateId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'template.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <SmsTemplateScreen surveyExtName={surveyExtName} template={query.data} label={label} exits={exits} />;
}

/** Spec 3 section 5: a name ('Name is required') and a text. */
function validateSms(intl: ReturnType<typeof useIntl>) {
  return (form: MessageTemplate): FieldErrors => ({
    name: form.name.trim() ? undefined : intl.formatMessage({ id: 'template.error.nameRequired' }),
    contents: form.contents.trim() ? undefined : intl.formatMessage({ id: 'template.error.contentsRequired' }),
  });
}

export function SmsTemplateScreen(props: TemplateFormProps) {
  const intl = useIntl();
  const { api } = useSession();
  const editor = useTemplateForm('SMS', props, validateSms(intl));
  const { form, set, fieldErrors, busy } = editor;
  const locked = form.readOnly || busy;
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendTest = async () => {
    setSentTo(null);
    const result = await editor.run(() => sendTestSms(api, props.surveyExtName, { phoneNumber: number.trim(), contents: form.contents }));
    if (result) setSentTo(result.sentTo);
  };

  return (
    <TemplateFrame title={form.id === 0 ? 'template.sms.newTitle' : 'template.sms.title'} editor={editor}>
      <TextField label={intl.formatMessage({ id: 'template.name' })} value={form.name} onChange={(e) => set('name', e.target.value)} disabled={locked} required fullWidth {...fieldHelp(fieldErrors, 'name')} />
      <Stack spacing={0.5}>
        <TextField
          label={intl.formatMessage({ id: 'template.sms.contents' })}
          value={form.contents}
          onChange={(e) => set('contents', e.target.value)}
          disabled={locked}
          required
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { 'aria-describedby': 'sms-part-counter' } }}
          {...fieldHelp(fieldErrors, 'contents')}
        />
        <SmsPartCounter text={form.contents} id="sms-part-counter" />
      </Stack>
      <LabelsField key={form.id} form={form} set={set} disabled={locked} />
      <LocaleField surveyExtName={props.surveyExtName} form={form} set={set} disabled={locked} errors={fieldErrors} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} component="section" aria-label={intl.formatMessage({ id: 'template.sms.test' })}>
        <TextField
          label={intl.formatMessage({ id: 'template.sms.testNumber' })}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          size="small"
          {...fieldHelp(fieldErrors, 'phoneNumber')}
        />
        <Button variant="outlined" onClick={() => void sendTest()} disabled={busy || !number.trim() || !form.contents.trim()}>
          <FormattedMessage id="template.sms.sendTest" />
        </Button>
      </Stack>
      {sentTo && (
        <Alert severity="success" data-testid="sms-test-sent" onClose={() => setSentTo(null)}>
          <FormattedMessage id="template.sms.testSent" values={{ to: sentTo }} />
        </Alert>
      )}
    </TemplateFrame>
  );
}
