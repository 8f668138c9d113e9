import { describe, expect, it } from 'vitest';
import { afterLoginTarget, navigationGuard, trackEvent } from './guard.ts';

const base = { search: {}, isPublic: false };

describe('navigation guard (spec 1 section 2.2)', () => {
  it('lets anyone through to public routes, and signed-in users everywhere', () => {
    expect(navigationGuard({ ...base, path: '/upgrade', phase: 'unauthenticated', isPublic: true })).toEqual({ kind: 'stay' });
    expect(navigationGuard({ ...base, path: '/ranking/s/all', phase: 'signed-in' })).toEqual({ kind: 'stay' });
  });

  it('sends an unauthenticated user on an authenticated route to the identity service', () => {
    expect(navigationGuard({ ...base, path: '/ranking/s/all', phase: 'unauthenticated' })).toEqual({ kind: 'sign-in' });
    expect(navigationGuard({ ...base, path: '/', phase: 'unauthenticated' })).toEqual({ kind: 'sign-in' });
  });

  it('sends an authenticated user without identity carrying a linkable parameter to / with redirect and survey, tracked', () => {
    expect(
      navigationGuard({ ...base, path: '/page/campaigns/storevisit/all', search: { campaignId: 12 }, phase: 'identity-pending', surveyParam: 'storevisit' }),
    ).toEqual({ kind: 'redirect', search: { redirect: '/page/campaigns/storevisit/all?campaignId=12', survey: 'storevisit' }, track: true });
    expect(navigationGuard({ ...base, path: '/userlist/x', search: { survey: 'service' }, phase: 'identity-pending' })).toEqual({
      kind: 'redirect',
      search: { redirect: '/userlist/x?survey=service', survey: 'service' },
      track: true,
    });
  });

  it('otherwise sends such a user to / unless the path is / or already carries a redirect', () => {
    expect(navigationGuard({ ...base, path: '/ranking/s/all', search: { page: 2 }, phase: 'identity-pending' })).toEqual({
      kind: 'redirect',
      search: {},
      track: false,
    });
    expect(navigationGuard({ ...base, path: '/', phase: 'identity-pending' })).toEqual({ kind: 'stay' });
    expect(navigationGuard({ ...base, path: '/ranking/s/all', search: { redirect: '/x' }, phase: 'identity-pending' })).toEqual({ kind: 'stay' });
  });
});

describe('after login', () => {
  const defaultPageOf = (survey: string | null) => `/page/start/${survey ?? 'first'}/all`;
  it('goes to the redirect, else the survey from the query, else the start survey', () => {
    expect(afterLoginTarget({ redirect: '/ranking/s/all?page=2', survey: 'x' }, defaultPageOf)).toBe('/ranking/s/all?page=2');
    expect(afterLoginTarget({ survey: 'service' }, defaultPageOf)).toBe('/page/start/service/all');
    expect(afterLoginTarget({}, defaultPageOf)).toBe('/page/start/first/all');
  });
  it('never redirects out of the app', () => {
    expect(afterLoginTarget({ redirect: '//evil.example/x' }, defaultPageOf)).toBe('/page/start/first/all');
    expect(afterLoginTarget({ redirect: 'https://evil.example/' }, defaultPageOf)).toBe('/page/start/first/all');
    expect(afterLoginTarget({ redirect: '/\\evil.example' }, defaultPageOf)).toBe('/page/start/first/all');
  });
  it('records the tracking event in the data layer', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackEvent('deep-link-before-login', { path: '/x' }, target);
    expect(target.dataLayer).toEqual([{ event: 'deep-link-before-login', path: '/x' }]);
  });
});
