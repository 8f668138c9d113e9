import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { templateLocalesQuery, type MessageTemplate } from '../../api/templates.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { useTemplateEditor } from './useTemplateEditor.ts';

type Editor = ReturnType<typeof useTemplateEditor>;

/**
 * What the template screens share (spec 3 sections 1 and 9): the title, errors in a red alert at the top, the
 * read-only notice of a system template, root's system flag and extname, and Save, Duplicate, Delete and Cancel with
 * their confirmations.
 */
export function TemplateFrame({ title, editor, children }: { title: MessageId; editor: Editor; children: ReactNode }) {
  const intl = useIntl();
  const { identity } = useSession();
  const [confirm, setConfirm] = useState<'duplicate' | 'delete' | null>(null);
  const { form, busy, error } = editor;
  const readOnly = form.readOnly;
  const isNew = form.id === 0;

  const confirmed = async () => {
    const action = confirm;
    setConfirm(null);
    if (action === 'duplicate') await editor.duplicate();
    if (action === 'delete') await editor.remove();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="template-title" sx={{ p: 3, maxWidth: 960 }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" id="template-title">
          <FormattedMessage id={title} />
          {!isNew && ` · ${form.id}`}
        </Typography>
        {Boolean(error) && (
          <Alert severity="error" data-testid="template-error">
            {errorMessage(error, intl)}
          </Alert>
        )}
        {readOnly && (
          <Alert severity="info" data-testid="template-read-only">
            <FormattedMessage id={form.system ? 'template.systemReadOnly' : 'template.readOnly'} />
          </Alert>
        )}
        {children}
        {identity.isRoot === true && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={<Checkbox checked={form.system} onChange={(e) => editor.set('system', e.target.checked)} />}
              label={intl.formatMessage({ id: 'template.system' })}
              disabled={readOnly || busy}
            />
            <TextField label={intl.formatMessage({ id: 'template.extname' })} value={form.extname} onChange={(e) => editor.set('extname', e.target.value)} disabled={readOnly || busy} size="small" />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Button variant="contained" onClick={() => void editor.save()} disabled={readOnly || busy}>
            <FormattedMessage id="common.save" />
          </Button>
          <Button onClick={() => setConfirm('duplicate')} disabled={isNew || busy}>
            <FormattedMessage id="template.duplicate" />
          </Button>
          <Button color="error" onClick={() => setConfirm('delete')} disabled={isNew || readOnly || busy}>
            <FormattedMessage id="template.delete" />
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {busy && <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'template.working' })} />}
          <Button onClick={editor.back} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        title={<FormattedMessage id={confirm === 'delete' ? 'template.delete' : 'template.duplicate'} />}
        text={<FormattedMessage id={confirm === 'delete' ? 'template.confirmDelete' : 'template.confirmDuplicate'} />}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirm(null)}
      />
    </Paper>
  );
}

/** The labels as one comma-separated field: what a person types, trimmed into the template's list. */
export function LabelsField({ form, set, disabled }: { form: MessageTemplate; set: Editor['set']; disabled: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState(form.labels.join(', '));
  return (
    <TextField
      label={intl.formatMessage({ id: 'template.labels' })}
      helperText={intl.formatMessage({ id: 'template.labelsHelp' })}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        set(
          'labels',
          e.target.value
            .split(',')
            .map((l) => l.trim())
            .filter(Boolean),
        );
      }}
      disabled={disabled}
      fullWidth
    />
  );
}

/** The template's language: any, or one of the survey's template locales (vuejs/mails/locales). */
export function LocaleField({ surveyExtName, form, set, disabled, errors }: { surveyExtName: string; form: MessageTemplate; set: Editor['set']; disabled: boolean; errors: Partial<Record<string, string>> }) {
  const intl = useIntl();
  const { api } = useSession();
  const locales = useQuery(templateLocalesQuery(api, surveyExtName));
  return (
    <TextField
      select
      label={intl.formatMessage({ id: 'template.locale' })}
      value={form.locale ?? ''}
      onChange={(e) => set('locale', e.target.value || null)}
      disabled={disabled}
      sx={{ maxWidth: 320 }}
      {...fieldHelp(errors, 'locale')}
    >
      <MenuItem value="">
        <FormattedMessage id="template.anyLocale" />
      </MenuItem>
      {(locales.data?.locales ?? (form.locale ? [form.locale] : [])).map((l) => (
        <MenuItem key={l} value={l}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A field's message: the screen's own check or the server's. */
export function fieldHelp(errors: Partial<Record<string, string>>, field: string): { error: boolean; helperText?: string } {
  const text = errors[field];
  return text ? { error: true, helperText: text } : { error: false };
}
