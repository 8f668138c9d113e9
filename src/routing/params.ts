/**
 * Route parameters parsed once, at the route (`params.parse`): the drill path into its typed value, ids into
 * numbers. A malformed one fails the match and the route's error component says why (RouteParamError.tsx).
 */
import { formatRoute, parseRoute, type DrillRoute } from '../../core/drillpath/tokens.ts';

/** Routes with a drill path: the address's text in, the typed value out, and back on navigation. */
export function drillPathParams<P extends { drillPath: string }>() {
  return {
    parse: (raw: P): Omit<P, 'drillPath'> & { drillPath: DrillRoute } => ({ ...raw, drillPath: parseRoute(raw.drillPath) }),
    stringify: (params: Omit<P, 'drillPath'> & { drillPath: DrillRoute }): P => ({ ...params, drillPath: formatRoute(params.drillPath) }) as P,
  };
}

/** An id in the address that is not a whole number above zero; RouteParamError names it in the user's language. */
export class BadIdError extends Error {
  override name = 'BadIdError';
  constructor(
    readonly param: string,
    readonly text: string,
  ) {
    super(`"${text}" is not a valid ${param}: it must be a whole number above zero`);
  }
}

function wholeNumber(name: string, text: string): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) === 0) throw new BadIdError(name, text);
  return Number(text);
}

/** Routes with a numeric id: `params: idParams<{ surveyExtName: string; alertId: string }, 'alertId'>('alertId')`. */
export function idParams<P extends Record<K, string>, K extends string>(name: K) {
  return {
    parse: (raw: P) => ({ ...raw, [name]: wholeNumber(name, raw[name]) }) as Omit<P, K> & Record<K, number>,
    stringify: (params: Omit<P, K> & Record<K, number>) => ({ ...params, [name]: String(params[name]) }) as unknown as P,
  };
}

/** Routes whose id 0 means "a new one" (the template screens): a whole number, zero allowed. */
export function idOrNewParams<P extends Record<K, string>, K extends string>(name: K) {
  return {
    parse: (raw: P) => ({ ...raw, [name]: raw[name] === '0' ? 0 : wholeNumber(name, raw[name]) }) as Omit<P, K> & Record<K, number>,
    stringify: (params: Omit<P, K> & Record<K, number>) => ({ ...params, [name]: String(params[name]) }) as unknown as P,
  };
}
