/**
 * Route parameters parsed once, at the route (`params.parse`): the drill path into its typed value beside its
 * text, ids into numbers. A malformed one fails the match and the route shows its message (RouteParamError).
 */
import { formatRoute, parseRoute, type DrillRoute } from '../../core/drillpath/tokens.ts';

/** An id in the address that is not a whole number. */
export class BadIdError extends Error {
  override name = 'BadIdError';
}

/** The drill path of routes that carry one: `drillPath` normalised, `drill` its parsed form. */
export function parseDrillPath<P extends { drillPath: string }>(raw: P): P & { drill: DrillRoute } {
  const drill = parseRoute(raw.drillPath);
  return { ...raw, drillPath: formatRoute(drill), drill };
}

/** Routes with a drill path: `params: drillPathParams`. */
export const drillPathParams = {
  parse: parseDrillPath,
  stringify: <P extends { drillPath: string }>({ drill: _drill, ...rest }: P & { drill?: DrillRoute }) => rest,
};

function wholeNumber(name: string, text: string | undefined): number {
  if (text === undefined || !/^\d{1,15}$/.test(text)) throw new BadIdError(`"${text ?? ''}" is not a valid ${name}: it must be a whole number`);
  return Number(text);
}

/** `$name` as a number: `params: idParams('alertId')`. */
export function idParams<K extends string>(name: K) {
  return {
    parse: <P extends Record<K, string>>(raw: P) => ({ ...raw, [name]: wholeNumber(name, raw[name]) }) as Omit<P, K> & Record<K, number>,
    stringify: <P extends Record<K, number>>(params: P) => ({ ...params, [name]: String(params[name]) }) as Omit<P, K> & Record<K, string>,
  };
}
