import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageId } from '../i18n/index.ts';
import { errorMessage } from '../shell/errorMessage.ts';
import { SavedNotice } from './SavedNotice.tsx';
import { SchemaForm, type UiSchema } from './SchemaForm.tsx';

export interface SavedSchemaFormProps<T> {
  /** Names the section, the form (`{name}-form`) and its Save button (`{name}-save`). */
  name: string;
  title: MessageId;
  /** The snackbar after a save ('Universe saved'). */
  savedMessage: MessageId;
  schema: object;
  validators: unknown;
  uiSchema: UiSchema;
  initial: T;
  /** Sends the form; answers what the server kept, which the form then shows. */
  save(data: T): Promise<T>;
}

/**
 * A back-office entity edited in one schema form (spec 3 section 3: Universe, Metainterview): a titled section, Save,
 * the saved snackbar, and the server's refusal in a red alert above the form, the typed values kept.
 */
export function SavedSchemaForm<T>({ name, title, savedMessage, schema, validators, uiSchema, initial, save }: SavedSchemaFormProps<T>) {
  const intl = useIntl();
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  async function submit(data: T) {
    setBusy(true);
    setError(null);
    try {
      setForm(await save(data));
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby={`${name}-title`}>
      <Typography variant="h6" component="h2" id={`${name}-title`}>
        <FormattedMessage id={title} />
      </Typography>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      <SchemaForm<T>
        id={`${name}-form`}
        schema={schema}
        validators={validators}
        uiSchema={uiSchema}
        formData={form}
        disabled={busy}
        onChange={setForm}
        onSubmit={(d) => void submit(d)}
      >
        <Button type="submit" variant="contained" disabled={busy} data-testid={`${name}-save`} sx={{ mt: 1 }}>
          <FormattedMessage id="common.save" />
        </Button>
      </SchemaForm>
      <SavedNotice message={savedMessage} open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
