import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import universeSchema from '../../../schemas/api/universe-data.schema.json';
import { universeFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { saveUniverseData, universeDataQuery, type UniverseData } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import type { UiSchema } from '../../adminForms/SchemaForm.tsx';
import { SavedSchemaForm } from '../../adminForms/SavedSchemaForm.tsx';

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
  return (
    <SavedSchemaForm<UniverseData>
      name="universe"
      title="surveyAdmin.universe"
      savedMessage="surveyAdmin.universe.saved"
      schema={universeSchema}
      validators={universeFormValidators}
      uiSchema={uiSchema}
      initial={universe}
      save={async (data) => {
        const answer = await saveUniverseData(api, surveyExtName, data);
        queryClient.setQueryData(universeDataQuery(api, surveyExtName).queryKey, answer);
        return answer;
      }}
    />
  );
}
