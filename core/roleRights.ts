/**
 * The rights a role grants, with spec 3's names: the one list the server enforces (server/accounts/rights.ts) and
 * the role form shows (src/screens/roles/RoleForm.tsx). Role-wide rights are the role form's four flags; survey
 * rights are flags of each survey access entry and hold in that survey only.
 */
export const ROLE_LEVEL_RIGHTS = ['canaddusers', 'canseealldata', 'cancreateroles', 'canviewcompletedsamples'] as const;
export const SURVEY_RIGHTS = [
  'canViewSamples',
  'canViewAnon',
  'canEditOpenPeriods',
  'canEditClosedPeriods',
  'canChangeStateOpenPeriods',
  'canChangeStateClosedPeriods',
  'canCancelSamples',
  'canPostponeSamples',
  'canAccessStatusPage',
  'canHandleAlerts',
  'canEditActions',
  'modifyUserFilters',
] as const;
/** Every right the product knows: what root holds, and a stored name must be one of them to grant anything. */
export const ROLE_RIGHTS = [...ROLE_LEVEL_RIGHTS, ...SURVEY_RIGHTS] as const;
export type RoleRight = (typeof ROLE_RIGHTS)[number];
export type SurveyRight = (typeof SURVEY_RIGHTS)[number];
