import type { DataRequest } from '../../engine/index.tsx';
import { callPath } from '../shared/paths.ts';

/** What grouped, delta, priority and choice line charts send in place of a period (spec 2 §2). */
export const DUMMY_TYPE_SEGMENT = 'dummy';

/** Chart data: GET vuejs/charts/chart/{survey}/{id}/{type}/{path}, the type segment being the period. */
export function chartRequest(p: { surveyExtName: string; componentId: string; drillPath: string; period: string }): DataRequest {
  return { key: [p.surveyExtName, p.drillPath, p.period], method: 'GET', path: callPath('vuejs/charts/chart', p.surveyExtName, p.componentId, p.period, p.drillPath) };
}
