import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import universeSchema from '../../../schemas/api/universe-data.schema.json';
import { universeFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { saveUniverseData, universeDataQuery, type UniverseData } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { SchemaForm, type UiSchema } from '../../adminForms/SchemaForm.tsx';
import { SavedNotice } from './SavedNotice.tsx';

function universeUiSchema(intl: IntlShape): UiSchema {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    'ui:submitButtonOptions': { norender: true },
    name: { 'ui:title': t('surveyAdmin.universe.name'), 'ui:readonly': true },
    title: { 'ui:title': t('surveyAdmin.universe.title') },
    locales: {
      'ui:title': t('surveyAdmin.universe.locales'),
      'ui:widget': 'checkboxes',
      'ui:options': { inline: true },
    },
    defaultLocale: { 'ui:title': t('surveyAdmin.universe.defaultLocale') },
    sheetKey: { 'ui:title': t('surveyAdmin.universe.sheetKey') },
  };
}

/** The survey list's universe editor (spec 3 section 3, Universe): Save, then 'Universe saved'; a refusal in the red alert. */
export function UniverseEditor({ surveyExtName }: { surveyExtName: string }) {
  const { api } = useSession();
  const intl = useIntl();
  const query = useQuery(universeDataQuery(api, surveyExtName));
  if (query.isPending) return <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, intl)}</Alert>;
  return <UniverseForm key={surveyExtName} surveyExtName={surveyExtName} universe={query.data} />;
}

function UniverseForm({ surveyExtName, universe }: { surveyExtName: string; universe: UniverseData }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uiSchema = useMemo(() => universeUiSchema(intl), [intl]);
  const [form, setForm] = useState(universe);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  async function save(data: UniverseData) {
    setBusy(true);
    setError(null);
    try {
      const answer = await saveUniverseData(api, surveyExtName, data);
      queryClient.setQueryData(universeDataQuery(api, surveyExtName).queryKey, answer);
      setForm(answer);
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="universe-title">
      <Typography variant="h6" component="h2" id="universe-title">
        <FormattedMessage id="surveyAdmin.universe" />
      </Typography>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      <SchemaForm<UniverseData>
        id="universe-form"
        schema={universeSchema}
        validators={universeFormValidators}
        uiSchema={uiSchema}
        formData={form}
        disabled={busy}
        onChange={setForm}
        onSubmit={(d) => void save(d)}
      >
        <Button type="submit" variant="contained" disabled={busy} data-testid="universe-save" sx={{ mt: 1 }}>
          <FormattedMessage id="common.save" />
        </Button>
      </SchemaForm>
      <SavedNotice message="surveyAdmin.universe.saved" open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
