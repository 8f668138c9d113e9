import { useCallback } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { DrillRoute } from '../../core/drillpath/tokens.ts';
import { parsedDrill } from '../session/store.tsx';

export interface RouteDrill {
  surveyExtName: string | undefined;
  /** The current route's drill path, parsed by the route; undefined on screens without one (interview, admin). */
  drill: DrillRoute | undefined;
  /** Writes a new drill path into the current route (page back to 1), so reload, shared links and back all work. */
  setDrillPath(next: DrillRoute): void;
}

/**
 * The drill path of whichever route is on screen, for parts of the shell (the filter sidebar) that sit outside the
 * screens' own routes.
 */
export function useRouteDrillPath(): RouteDrill {
  const params = useParams({ strict: false }) as { surveyExtName?: string; drillPath?: unknown };
  const navigate = useNavigate();
  const setDrillPath = useCallback(
    (next: DrillRoute) =>
      void navigate({
        to: '.',
        params: ((prev: Record<string, unknown>) => ({ ...prev, drillPath: next })) as never,
        search: ((prev: Record<string, unknown>) => ('page' in prev ? { ...prev, page: 1 } : prev)) as never,
      }),
    [navigate],
  );
  return { surveyExtName: params.surveyExtName, drill: parsedDrill(params), setDrillPath };
}
