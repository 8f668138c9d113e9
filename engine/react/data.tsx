import { useQuery, type QueryFunction } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { check, dataValidator } from '../../schemas/validators.ts';
import type { WidgetQuery } from '../registry.ts';
import { toIssues, type Issue } from '../descriptor/issues.ts';
import { useEngine } from './context.tsx';
import { logOnce } from './logOnce.ts';

/** What a widget's query factory returns: the cache key and the call of spec 2 section 7. */
export interface DataRequest {
  key: readonly unknown[];
  method: 'GET' | 'POST';
  /** Relative to /rest, e.g. `vuejs/variables/block/demo/kpi/all`. */
  path: string;
  body?: unknown;
}

/** Data that arrived but does not match the component's data schema. */
export class DataShapeError extends Error {
  constructor(readonly issues: Issue[]) {
    super(`The data does not match its schema: ${issues.slice(0, 3).map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`);
  }
}

export type DataResult<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'success'; data: T };

/**
 * Fetches a component's data with its query factory's request (or reads its fixture), and checks
 * it against the component type's data schema; data that does not match is an error, not a crash.
 */
export function useComponentData<T>(
  type: string,
  componentId: string,
  /** A request (cached per component) or the widget's registered query options (cached per resource). */
  request: DataRequest | WidgetQuery | null,
  options: {
    /** Check the answer against this component type's data schema instead (a tile's chart is chart data). */
    schemaOf?: string;
    /** Fixture key for a second call of the same component, e.g. `kpi/chart/0`. */
    fixtureKey?: string;
  } = {},
): DataResult<T> {
  const { fetchJson, fixtures } = useEngine();
  const schemaType = options.schemaOf ?? type;
  const own = request && 'queryKey' in request ? request : null;
  const call = request && !('queryKey' in request) ? request : null;
  const query = useQuery({
    queryKey: own?.queryKey ?? ['component', type, componentId, ...(call?.key ?? [])],
    queryFn: own ? (own.queryFn as QueryFunction) : () => fetchJson(call!.method, call!.path, call!.body),
    enabled: request !== null && !fixtures,
  });
  // New data renders in the background, in slices the browser can interleave with input and paint: a large widget
  // arriving (or several at once) does not block the page in one long task. Until then the previous state shows.
  const fetched = useDeferredValue(query.data);
  const raw = fixtures ? fixtures(type, options.fixtureKey ?? componentId) : fetched;
  const shapeError = useMemo(() => {
    if (raw === undefined) return null;
    const validator = dataValidator(schemaType);
    const issues = validator ? toIssues(check(validator, raw)) : [];
    return issues.length > 0 ? new DataShapeError(issues) : null;
  }, [raw, schemaType]);

  if (fixtures) {
    if (raw === undefined) return { status: 'error', error: new Error(`No fixture data for ${type} "${componentId}"`), retry: () => undefined };
    return shapeError ? { status: 'error', error: shapeError, retry: () => undefined } : { status: 'success', data: raw as T };
  }
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  if (shapeError) return { status: 'error', error: shapeError, retry: () => void query.refetch() };
  if (query.isPending || raw === undefined) return { status: 'loading' };
  return { status: 'success', data: raw as T };
}

/**
 * The loading, error and data states every widget shows the same way: a placeholder while loading,
 * a readable error with "Try again" (detail logged to the console once), else the children.
 */
export function DataView<T>({
  result,
  componentId,
  loading,
  children,
}: {
  result: DataResult<T>;
  componentId: string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (result.status === 'loading') return <>{loading ?? <Skeleton variant="rounded" height={160} role="progressbar" aria-label={intl.formatMessage({ id: 'engine.loading' })} />}</>;
  if (result.status === 'error') {
    const shape = result.error instanceof DataShapeError;
    // Asking again will not help when the server refused the request itself (4xx: no access, no such component).
    const status = (result.error as { status?: unknown }).status;
    const refused = typeof status === 'number' && status >= 400 && status < 500;
    logOnce(`data:${componentId}:${result.error.message}`, `Component "${componentId}":`, result.error);
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ overflowWrap: 'anywhere' }}
        action={
          shape || refused ? undefined : (
            <Button color="inherit" size="small" onClick={result.retry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )
        }
      >
        {shape ? intl.formatMessage({ id: 'engine.dataInvalid' }) : intl.formatMessage({ id: 'engine.dataFailed' }, { message: result.error.message })}
      </Alert>
    );
  }
  return <>{children(result.data)}</>;
}
