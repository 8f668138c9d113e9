/** The survey's `sampleView` configuration (schemas/entities/surveyConfiguration.schema.json), read with its defaults. */
import type { QuestionType } from '../../core/sample/rules';
import type { Localized } from '../analytics/survey-config';
import { textInEveryLocale } from '../i18n';

export interface SampleChoiceDef {
  extName: string;
  title?: Localized;
}

export interface SampleFieldDef {
  questionId: string;
  type: QuestionType;
  title?: Localized;
  choices?: SampleChoiceDef[];
  optional?: boolean;
  disabled?: boolean;
  cancelledComment?: boolean;
}

export interface SampleViewConfig {
  canEditState: boolean;
  canCancelSamples: boolean;
  canPostpone: boolean;
  showApproveButtonInState2: boolean;
  showApproveButtonInState3: boolean;
  evaluationPeriods: SampleChoiceDef[];
  subStates: SampleChoiceDef[];
  resendEmailField: string | null;
  resendSmsField: string | null;
  groups: { title: Localized; cancelledComment?: boolean; approvedComment?: boolean; fields: SampleFieldDef[] }[];
  tableGroups: { title: Localized; source: 'stateLog' }[];
}

/** The question id of the sample's own event date; every other field lives in the contact. */
export const EVENT_DATE_FIELD = 'eventDate';

/** A survey without `sampleView` shows the contact read-only: nothing may change until someone configures it. */
export function readSampleView(config: Record<string, unknown>): SampleViewConfig {
  const v = (config.sampleView ?? {}) as Partial<SampleViewConfig>;
  return {
    canEditState: v.canEditState ?? false,
    canCancelSamples: v.canCancelSamples ?? false,
    canPostpone: v.canPostpone ?? false,
    showApproveButtonInState2: v.showApproveButtonInState2 ?? false,
    showApproveButtonInState3: v.showApproveButtonInState3 ?? false,
    evaluationPeriods: v.evaluationPeriods ?? [],
    subStates: v.subStates ?? [],
    resendEmailField: v.resendEmailField ?? null,
    resendSmsField: v.resendSmsField ?? null,
    groups: v.groups ?? [
      {
        title: textInEveryLocale('word.contact'),
        fields: [
          { questionId: 'name', type: 'text', title: textInEveryLocale('interviewTable.contactName') },
          { questionId: 'email', type: 'Email', title: textInEveryLocale('interviewTable.contactEmail') },
        ],
      },
    ],
    tableGroups: v.tableGroups ?? [],
  };
}
