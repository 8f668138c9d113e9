import type { DataRequest } from '../../engine/index.tsx';
import { callPath } from '../shared/paths.ts';

/** Results summary: GET vuejs/results/summary/{survey}/{id}/{path}. */
export function resultsRequest(p: { surveyExtName: string; componentId: string; drillPath: string }): DataRequest {
  return { key: [p.surveyExtName, p.drillPath], method: 'GET', path: callPath('vuejs/results/summary', p.surveyExtName, p.componentId, p.drillPath) };
}
