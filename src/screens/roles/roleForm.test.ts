/**
 * The role form's schema, rights and validators agree: the schema's flags are exactly the one list of rights
 * (core/roleRights.ts), and the validators `npm run gen` precompiled accept a role and refuse a broken one without
 * compiling anything at run time (the Content-Security-Policy forbids it).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { RJSFSchema } from '@rjsf/utils';
import roleSchema from '../../../schemas/api/role.schema.json';
import { roleFormValidators } from '../../../schemas/forms/validators.gen.ts';
import { ROLE_LEVEL_RIGHTS, SURVEY_RIGHTS } from '../../../core/roleRights.ts';
import type { Role } from '../../api/roles.ts';

const booleans = (props: Record<string, { type?: string }>) => Object.keys(props).filter((k) => props[k]!.type === 'boolean');

const role: Role = {
  id: 0,
  name: 'West',
  title: '',
  parentId: null,
  canaddusers: false,
  canseealldata: false,
  cancreateroles: false,
  canviewcompletedsamples: true,
  unitScope: ['all,se,west'],
  surveyAccessList: [
    {
      surveyExtName: 'storevisit',
      surveyName: 'Store visits',
      access: true,
      ...(Object.fromEntries(SURVEY_RIGHTS.map((r) => [r, false])) as Record<(typeof SURVEY_RIGHTS)[number], false>),
      startPage: '',
      viewOrder: '',
      viewAccessList: [{ drilldownId: 0, viewName: 'Stores', viewExtName: 'stores', access: true, defaultDrill: '' }],
      anchorAccessList: [{ id: 1, anchorName: '1', access: true }],
      notifications: false,
      questionNotificationList: [],
      notificationChannelList: [],
    },
  ],
};

describe('the role form schema', () => {
  it('has one flag per right of the one list: the four role-wide ones and the survey ones', () => {
    const top = booleans(roleSchema.properties as Record<string, { type?: string }>);
    expect(top.sort()).toEqual([...ROLE_LEVEL_RIGHTS].sort());
    const access = booleans(roleSchema.$defs.surveyAccess.properties as Record<string, { type?: string }>);
    expect(access.sort()).toEqual([...SURVEY_RIGHTS, 'access', 'notifications'].sort());
  });

  it('is validated by the precompiled validators: a good role passes, a nameless one is refused at its field', () => {
    const validator = createPrecompiledValidator<Role>(roleFormValidators as unknown as ValidatorFunctions, roleSchema as RJSFSchema);
    expect(validator.validateFormData(role, roleSchema as RJSFSchema).errors).toEqual([]);
    // The form hands an emptied text field over as no value (RJSF), so the empty name is refused as missing.
    const refused = validator.validateFormData({ ...role, name: undefined as unknown as string }, roleSchema as RJSFSchema);
    expect(refused.errors.map((e) => e.name)).toEqual(['required']);
    expect(refused.errorSchema.name?.__errors).toHaveLength(1);
  });

  it('compiles nothing in the browser: the generated validators hold no code generation', () => {
    const code = fs.readFileSync(new URL('../../../schemas/forms/validators.gen.ts', import.meta.url), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|require\(/);
  });
});
