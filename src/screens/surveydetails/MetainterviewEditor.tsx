import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import metainterviewSchema from '../../../schemas/api/metainterview.schema.json';
import { metainterviewFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { metainterviewQuery, saveMetainterview, type Metainterview } from '../../api/surveyDetails.ts';
import { surveyAdminKey } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { SchemaForm, type UiSchema } from '../../adminForms/SchemaForm.tsx';
import { SavedNotice } from '../surveyadmin/SavedNotice.tsx';

function metainterviewUiSchema(intl: IntlShape): UiSchema {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    'ui:submitButtonOptions': { norender: true },
    'ui:order': ['extName', 'nameText', 'organisationName', 'tag', 'textTag', 'disabled', 'samplesOpen'],
    extName: {
      'ui:title': t('surveyAdmin.metainterview.extName'),
      'ui:readonly': true,
    },
    nameText: { 'ui:title': t('surveyAdmin.metainterview.nameText') },
    organisationName: {
      'ui:title': t('surveyAdmin.metainterview.organisationName'),
    },
    tag: { 'ui:title': t('surveyAdmin.surveys.tag') },
    textTag: { 'ui:title': t('surveyAdmin.surveys.textTag') },
    disabled: { 'ui:title': t('surveyAdmin.surveys.disabled') },
    samplesOpen: { 'ui:title': t('surveyAdmin.surveys.samplesOpen') },
  };
}

/** The metainterview editor (spec 3 section 3, Metainterview): Save, then 'Metainterview saved'; a refusal in the red alert. */
export function MetainterviewEditor({ surveyExtName, surveyId, metainterview }: { surveyExtName: string; surveyId: number; metainterview: Metainterview }) {
  const { api } = useSession();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uiSchema = useMemo(() => metainterviewUiSchema(intl), [intl]);
  const [form, setForm] = useState(metainterview);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  async function save(data: Metainterview) {
    setBusy(true);
    setError(null);
    try {
      const answer = await saveMetainterview(api, surveyExtName, surveyId, data);
      queryClient.setQueryData(metainterviewQuery(api, surveyExtName, surveyId).queryKey, answer);
      // The survey list's table shows the same flags.
      void queryClient.invalidateQueries({
        queryKey: [...surveyAdminKey(surveyExtName), 'list'],
      });
      setForm(answer);
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="metainterview-title">
      <Typography variant="h6" component="h2" id="metainterview-title">
        <FormattedMessage id="surveyAdmin.metainterview" />
      </Typography>
      {error !== null && <Alert severity="error">{errorMessage(error, intl)}</Alert>}
      <SchemaForm<Metainterview>
        id="metainterview-form"
        schema={metainterviewSchema}
        validators={metainterviewFormValidators}
        uiSchema={uiSchema}
        formData={form}
        disabled={busy}
        onChange={setForm}
        onSubmit={(d) => void save(d)}
      >
        <Button type="submit" variant="contained" disabled={busy} data-testid="metainterview-save" sx={{ mt: 1 }}>
          <FormattedMessage id="common.save" />
        </Button>
      </SchemaForm>
      <SavedNotice message="surveyAdmin.metainterview.saved" open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
