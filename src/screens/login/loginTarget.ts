import type { Identity } from '../../auth/types.ts';
import { afterLoginTarget } from '../../routing/guard.ts';
import type { LoginSearch } from '../../routing/search.ts';
import { validateLoginSearch } from '../../routing/search.ts';
import { defaultPagePath, findSurvey } from '../../session/navigation.ts';
import type { LoginInput } from '../../../machines/login.machine.ts';

/** The login page's query, merged with the query of the path remembered before the identity service's redirect. */
export function loginQuery(search: LoginSearch, rememberedPath: string | null): LoginSearch {
  const remembered = rememberedPath ? new URL(rememberedPath, 'http://x').searchParams : null;
  const fromRemembered = remembered ? validateLoginSearch(Object.fromEntries(remembered)) : {};
  return { ...fromRemembered, ...search };
}

/** The machine's input: `universe` signs straight in; `change` shows the choice, with the indicator overview. */
export function loginInput(search: LoginSearch): LoginInput {
  return { universe: search.universe ?? null, change: Boolean(search.change), allowIndicators: Boolean(search.change) };
}

/**
 * Where a finished login goes: the deep link the user opened before signing in (remembered across the
 * identity service's redirect), else the guard's rule (redirect, survey, start survey's default page).
 */
export function loginTarget(search: LoginSearch, rememberedRouterPath: string | null, identity: Identity): string {
  const deepLink = rememberedRouterPath && rememberedRouterPath.split('?')[0] !== '/' ? rememberedRouterPath : null;
  return afterLoginTarget({ redirect: search.redirect ?? deepLink ?? undefined, survey: search.survey }, (survey) =>
    defaultPagePath(findSurvey(identity, survey) ?? findSurvey(identity, identity.startSurvey) ?? identity.surveys[0] ?? null),
  );
}
