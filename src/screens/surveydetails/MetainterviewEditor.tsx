import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import metainterviewSchema from '../../../schemas/api/metainterview.schema.json';
import { metainterviewFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { metainterviewQuery, saveMetainterview, type Metainterview } from '../../api/surveyDetails.ts';
import { surveyAdminKey } from '../../api/surveyAdmin.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import type { UiSchema } from '../../adminForms/SchemaForm.tsx';
import { SavedSchemaForm } from '../../adminForms/SavedSchemaForm.tsx';

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
  return (
    <SavedSchemaForm<Metainterview>
      name="metainterview"
      title="surveyAdmin.metainterview"
      savedMessage="surveyAdmin.metainterview.saved"
      schema={metainterviewSchema}
      validators={metainterviewFormValidators}
      uiSchema={uiSchema}
      initial={metainterview}
      save={async (data) => {
        const answer = await saveMetainterview(api, surveyExtName, surveyId, data);
        queryClient.setQueryData(metainterviewQuery(api, surveyExtName, surveyId).queryKey, answer);
        // The survey list's table shows the same flags.
        void queryClient.invalidateQueries({ queryKey: [...surveyAdminKey(surveyExtName), 'list'] });
        return answer;
      }}
    />
  );
}
