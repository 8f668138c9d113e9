/** The survey's `sampleView` configuration (schemas/entities/surveyConfiguration.schema.json), read with its defaults. */
import type { QuestionType } from '../../core/sample/rules';
import type { Localized } from '../analytics/survey-config';
import { textInEveryLocale } from '../i18n';
import type { RoleRight } from '../accounts/rights';

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
  showApproveButtonInState2: boolean;
  showApproveButtonInState3: boolean;
  evaluationPeriods: SampleChoiceDef[];
  subStates: SampleChoiceDef[];
  resendEmailField: string | null;
  resendSmsField: string | null;
  groups: { title: Localized; cancelledComment?: boolean; approvedComment?: boolean; fields: SampleFieldDef[] }[];
  /** `name` is what vuejs/sampleeditor/tablepaneldata?tablename asks for; the source when not given. */
  tableGroups: { title: Localized; source: 'stateLog'; name?: string }[];
}

/** The question id of the sample's own event date; every other field lives in the contact. */
export const EVENT_DATE_FIELD = 'eventDate';

/** What a role may do to one sample: the sample flags its rights give (spec 3 section 3). */
export interface SampleRights {
  /** Edit the fields (update). */
  canEditState: boolean;
  /** Approve, unapprove and cancel. */
  canChangeState: boolean;
  canCancelSamples: boolean;
  canPostpone: boolean;
}

/**
 * A sample's period is the calendar month of its event date: open while that month lasts, closed once it has
 * ended (by the server's day, server/clock.ts), when corrections would change figures already reported.
 */
export function inClosedPeriod(eventDate: string, today: string): boolean {
  return eventDate.slice(0, 7) < today.slice(0, 7);
}

/**
 * The one rule for changing samples, from the role's rights in the survey (root holds them all): editing and
 * changing the state each need the right for the sample's period (open or closed); cancelling and postponing need
 * their own right besides changing the state (core/sample/rules.ts). An answered sample never changes.
 */
export function sampleRights(rights: readonly RoleRight[], eventDate: string, today: string, completed: boolean): SampleRights {
  const closed = inClosedPeriod(eventDate, today);
  const has = (r: RoleRight) => !completed && rights.includes(r);
  return {
    canEditState: has(closed ? 'canEditClosedPeriods' : 'canEditOpenPeriods'),
    canChangeState: has(closed ? 'canChangeStateClosedPeriods' : 'canChangeStateOpenPeriods'),
    canCancelSamples: rights.includes('canCancelSamples'),
    canPostpone: rights.includes('canPostponeSamples'),
  };
}

/** A survey without `sampleView` shows the contact's name and e-mail; what may change is the role's (sampleRights). */
export function readSampleView(config: Record<string, unknown>): SampleViewConfig {
  const v = (config.sampleView ?? {}) as Partial<SampleViewConfig>;
  return {
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
