import { describe, expect, it } from 'vitest';
import { canBeActedAs, combineRights, ImpersonationEnded, intersectScopes, ROLE_RIGHTS, rightsInSurvey, type Standing } from './rights';

const person = (over: Partial<Standing>): Standing => ({
  userId: 1,
  username: 'someone',
  accountDisabled: false,
  isRoot: false,
  member: true,
  hasRole: true,
  roleAdmin: false,
  actsAsOthers: false,
  unitScope: null,
  roleRights: [],
  surveyRights: {},
  surveyPrefs: {},
  roleName: null,
  locale: 'en',
  questionFilters: {},
  ...over,
});
const admin = person({ userId: 10, username: 'admin', roleAdmin: true, actsAsOthers: true });
const member = person({ userId: 20, username: 'member', unitScope: ['all,se'] });

describe('intersectScopes', () => {
  it('keeps the deeper path where one contains the other, and nothing where they are apart', () => {
    expect(intersectScopes(null, ['all,se'])).toEqual(['all,se']);
    expect(intersectScopes(['all,se'], null)).toEqual(['all,se']);
    expect(intersectScopes(null, null)).toBeNull();
    expect(intersectScopes(['all,se'], ['all,se,north', 'all,no'])).toEqual(['all,se,north']);
    expect(intersectScopes(['all,se,north'], ['all,se'])).toEqual(['all,se,north']);
    // A sibling whose name starts the same is not inside.
    expect(intersectScopes(['all,se'], ['all,sea'])).toEqual([]);
  });
});

describe('combineRights', () => {
  it('gives a session as oneself one\'s own rights', () => {
    expect(combineRights({ userId: 10, universeId: 1 }, admin, null)).toMatchObject({ isRoot: false, isUniverseAdmin: true, mayReadMailbox: true, mayChangeUniverse: true });
    expect(combineRights({ userId: 20, universeId: 1 }, member, null)).toMatchObject({ isUniverseAdmin: false, mayReadData: true, unitScope: ['all,se'] });
    expect(combineRights({ userId: 20, universeId: null }, member, null)).toMatchObject({ mayReadData: false, isUniverseAdmin: false });
  });

  it('gives an impersonating session the intersection: no root, no administrator, nothing personal', () => {
    const rights = combineRights({ userId: 20, universeId: 1, actingUserId: 10 }, member, admin);
    expect(rights).toEqual({
      userId: 20,
      actingUserId: 10,
      universeId: 1,
      impersonating: true,
      isRoot: false,
      isUniverseAdmin: false,
      mayReadData: true,
      unitScope: ['all,se'],
      roleName: null,
      mayChangeUniverse: false,
      mayChangeOwnAccount: false,
      mayReadMailbox: false,
      roleRights: [],
      surveyRights: {},
      questionFilters: [{}, {}],
      locale: 'en',
    });
    // Even a root administrator acting gives no root rights.
    expect(combineRights({ userId: 20, universeId: 1, actingUserId: 10 }, member, { ...admin, isRoot: true }).isRoot).toBe(false);
    // Scopes that do not overlap give no data at all.
    const apart = combineRights({ userId: 20, universeId: 1, actingUserId: 10 }, member, { ...admin, unitScope: ['all,no'] });
    expect([apart.mayReadData, apart.unitScope]).toEqual([false, []]);
  });

  it('ends an impersonation whose grounds are gone', () => {
    const key = { userId: 20, universeId: 1, actingUserId: 10 };
    expect(() => combineRights(key, member, { ...admin, actsAsOthers: false })).toThrow(ImpersonationEnded);
    expect(() => combineRights(key, member, { ...admin, member: false })).toThrow(/no longer administers/);
    expect(() => combineRights(key, { ...member, isRoot: true }, admin)).toThrow(/root user/);
    expect(() => combineRights(key, { ...member, roleAdmin: true }, admin)).toThrow(/administers this universe/);
    expect(() => combineRights(key, { ...member, member: false }, admin)).toThrow(/no longer an active member/);
    expect(() => combineRights({ ...key, universeId: null }, member, admin)).toThrow(/no universe/);
  });
});

describe('role rights', () => {
  const editor = person({ userId: 30, username: 'editor', unitScope: ['all,se'], roleRights: ['canEditActions', 'canviewcompletedsamples'] });
  const rightsOf = (session: Parameters<typeof combineRights>[0], self: Standing, acting: Standing | null = null) => combineRights(session, self, acting).roleRights;

  it('gives root every right and everybody else what their role lists (an administrator\'s role too), nothing without a universe', () => {
    expect(rightsOf({ userId: 1, universeId: 1 }, person({ isRoot: true, member: false, hasRole: false }))).toEqual([...ROLE_RIGHTS]);
    expect(rightsOf({ userId: 10, universeId: 1 }, admin)).toEqual([]);
    expect(rightsOf({ userId: 10, universeId: 1 }, { ...admin, roleRights: ['canEditActions'] })).toEqual(['canEditActions']);
    expect(rightsOf({ userId: 30, universeId: 1 }, editor)).toEqual(['canEditActions', 'canviewcompletedsamples']);
    expect(rightsOf({ userId: 20, universeId: 1 }, member)).toEqual([]);
    expect(rightsOf({ userId: 30, universeId: null }, editor)).toEqual([]);
    // A disabled membership keeps no rights of its role.
    expect(rightsOf({ userId: 30, universeId: 1 }, { ...editor, member: false })).toEqual([]);
  });

  it('never adds a right while impersonating: only those both people hold', () => {
    expect(rightsOf({ userId: 30, universeId: 1, actingUserId: 10 }, editor, { ...admin, roleRights: ['canEditActions'] })).toEqual(['canEditActions']);
    expect(rightsOf({ userId: 30, universeId: 1, actingUserId: 10 }, editor, admin)).toEqual([]);
    expect(rightsOf({ userId: 20, universeId: 1, actingUserId: 10 }, member, { ...admin, roleRights: ['canEditActions', 'canviewcompletedsamples'] })).toEqual([]);
  });
});

describe('survey rights (the role form\'s survey access list)', () => {
  const inSurvey = (session: Parameters<typeof combineRights>[0], self: Standing, acting: Standing | null, survey: string) =>
    rightsInSurvey(combineRights(session, self, acting), survey);
  const writer = person({ userId: 40, username: 'writer', roleRights: ['canviewcompletedsamples'], surveyRights: { hotel: ['canEditActions'], shop: [] } });

  it('adds a survey\'s rights to the role-wide ones in that survey only; root holds all everywhere', () => {
    expect(inSurvey({ userId: 40, universeId: 1 }, writer, null, 'hotel')).toEqual(['canviewcompletedsamples', 'canEditActions']);
    expect(inSurvey({ userId: 40, universeId: 1 }, writer, null, 'shop')).toEqual(['canviewcompletedsamples']);
    expect(inSurvey({ userId: 40, universeId: 1 }, writer, null, 'other')).toEqual(['canviewcompletedsamples']);
    expect(inSurvey({ userId: 1, universeId: 1 }, person({ isRoot: true }), null, 'hotel')).toEqual([...ROLE_RIGHTS]);
    expect(inSurvey({ userId: 40, universeId: 1 }, { ...writer, member: false }, null, 'hotel')).toEqual([]);
  });

  it('keeps only what both people hold in the survey while impersonating', () => {
    const acting = { ...admin, roleRights: ['canEditActions' as const] };
    expect(inSurvey({ userId: 40, universeId: 1, actingUserId: 10 }, writer, acting, 'hotel')).toEqual(['canEditActions']);
    expect(inSurvey({ userId: 40, universeId: 1, actingUserId: 10 }, writer, acting, 'shop')).toEqual([]);
    expect(inSurvey({ userId: 40, universeId: 1, actingUserId: 10 }, writer, { ...admin, surveyRights: { shop: ['canEditActions'] } }, 'hotel')).toEqual([]);
  });
});

describe('question filters', () => {
  it("are the person's own, and while impersonating both people's (each narrows what the session sees)", () => {
    const filtered = person({ userId: 21, questionFilters: { storevisit: { csat: '5' } } });
    const filteringAdmin = person({ ...admin, questionFilters: { storevisit: { nps: '10' } } });
    expect(combineRights({ userId: 21, universeId: 1 }, filtered, null).questionFilters).toEqual([{ storevisit: { csat: '5' } }]);
    expect(combineRights({ userId: 21, universeId: 1, actingUserId: 10 }, filtered, filteringAdmin).questionFilters).toEqual([
      { storevisit: { csat: '5' } },
      { storevisit: { nps: '10' } },
    ]);
  });
});

describe('canBeActedAs', () => {
  it('is an active member who is neither root nor an administrator', () => {
    expect(canBeActedAs(member)).toBe(true);
    expect(canBeActedAs({ ...member, isRoot: true })).toBe(false);
    expect(canBeActedAs({ ...member, roleAdmin: true })).toBe(false);
    expect(canBeActedAs({ ...member, actsAsOthers: true })).toBe(false);
    expect(canBeActedAs({ ...member, member: false })).toBe(false);
    expect(canBeActedAs({ ...member, accountDisabled: true })).toBe(false);
  });
});
