import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { templateQuery, type MessageTemplate } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { MailDesigner, type MailDesign } from './MailDesigner.tsx';
import { SavedSnackbar } from './SavedSnackbar.tsx';
import { fieldHelp, LabelsField, LocaleField, TemplateFrame } from './TemplateFrame.tsx';
import { useTemplateEditor, type FieldErrors, type TemplateEditorProps } from './useTemplateEditor.ts';

const route = getRouteApi('/_signedIn/mailtemplate/$surveyExtName/$templateId');

/** `/mailtemplate/{survey}/{id}` (id 0: new; ?fromPage, ?label): a saved new template moves to its id and keeps the snackbar. */
export function MailTemplateRouteScreen() {
  const { surveyExtName, templateId } = route.useParams();
  const search = route.useSearch();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <MailTemplateLoader key={`${surveyExtName}/${templateId}`} surveyExtName={surveyExtName} templateId={templateId} search={search} onSaved={() => setSaved(true)} />
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </>
  );
}

/** The e-mail template screen by survey and id, for the route and for a host that embeds it (the campaign wizard). */
export function MailTemplateLoader({ templateId, ...props }: Omit<TemplateEditorProps, 'template'> & { templateId: number }) {
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(templateQuery(api, props.surveyExtName, 'EMAIL', templateId));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'template.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <MailTemplateScreen {...props} template={query.data} />;
}

/** Spec 3 section 5: a name ('Name is required'). */
function validateMail(intl: ReturnType<typeof useIntl>) {
  return (form: MessageTemplate): FieldErrors => ({
    name: form.name.trim() ? undefined : intl.formatMessage({ id: 'template.error.nameRequired' }),
  });
}

/** Spec 3 section 5: a test mail only to a trimmed address with an at sign. */
export const testMailAddress = (address: string): string | null => (address.trim().includes('@') ? address.trim() : null);

export function MailTemplateScreen(props: TemplateEditorProps) {
  const intl = useIntl();
  const editor = useTemplateEditor('EMAIL', props, validateMail(intl));
  const { form, set, fieldErrors, busy } = editor;
  const locked = form.readOnly || busy;
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [flush, setFlush] = useState<(() => Promise<MailDesign | null>) | null>(null);

  /** Saves with what the editor holds now (text being typed included), and sends the test mail when asked. */
  const save = async (test?: string) => {
    setSentTo(null);
    const latest = (flush ? await flush() : null) ?? {};
    const saved = await editor.save(latest, test);
    if (saved && test) setSentTo(saved.testSentTo ?? test);
    return saved;
  };

  return (
    <TemplateFrame title={form.id === 0 ? 'mailEditor.newTitle' : 'mailEditor.title'} editor={{ ...editor, save: () => save() }}>
      <TextField label={intl.formatMessage({ id: 'template.name' })} value={form.name} onChange={(e) => set('name', e.target.value)} disabled={locked} required fullWidth {...fieldHelp(fieldErrors, 'name')} />
      <TextField label={intl.formatMessage({ id: 'mailEditor.subject' })} value={form.subject} onChange={(e) => set('subject', e.target.value)} disabled={locked} fullWidth {...fieldHelp(fieldErrors, 'subject')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={intl.formatMessage({ id: 'mailEditor.fromName' })} value={form.fromName} onChange={(e) => set('fromName', e.target.value)} disabled={locked} fullWidth {...fieldHelp(fieldErrors, 'fromName')} />
        <TextField label={intl.formatMessage({ id: 'mailEditor.fromEmail' })} value={form.fromEmail} onChange={(e) => set('fromEmail', e.target.value)} disabled={locked} fullWidth type="email" {...fieldHelp(fieldErrors, 'fromEmail')} />
      </Stack>
      <LabelsField key={form.id} form={form} set={set} disabled={locked} />
      <LocaleField surveyExtName={props.surveyExtName} form={form} set={set} disabled={locked} errors={fieldErrors} />
      <MailDesigner
        key={form.id}
        surveyExtName={props.surveyExtName}
        design={form.design}
        code={form.code}
        readOnly={form.readOnly}
        onReady={(f) => setFlush(() => f)}
        onChange={({ design, code }) => {
          set('design', design);
          set('code', code);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} component="section" aria-label={intl.formatMessage({ id: 'mailEditor.test' })}>
        <TextField
          label={intl.formatMessage({ id: 'mailEditor.testAddress' })}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          size="small"
          type="email"
          {...fieldHelp(fieldErrors, 'testmail')}
        />
        <Button variant="outlined" onClick={() => void save(testMailAddress(address) ?? undefined)} disabled={locked || testMailAddress(address) === null}>
          <FormattedMessage id="mailEditor.sendTest" />
        </Button>
      </Stack>
      {sentTo && (
        <Alert severity="success" data-testid="mail-test-sent" onClose={() => setSentTo(null)}>
          <FormattedMessage id="mailEditor.testSent" values={{ to: sentTo }} />
        </Alert>
      )}
    </TemplateFrame>
  );
}
