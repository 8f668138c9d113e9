import type { DataRequest } from '../../engine/index.tsx';
import { callPath } from '../shared/paths.ts';

/** Variables: GET vuejs/variables/block/{survey}/{id}/{path}. */
export function variableBlockRequest(p: { surveyExtName: string; componentId: string; drillPath: string }): DataRequest {
  return { key: [p.surveyExtName, p.drillPath], method: 'GET', path: callPath('vuejs/variables/block', p.surveyExtName, p.componentId, p.drillPath) };
}

/** A tile's chart: GET vuejs/variables/fetchVariableChart/{survey}/{component id}/{drill path}/{index}. */
export function variableChartRequest(p: { surveyExtName: string; componentId: string; drillPath: string; index: number }): DataRequest {
  return { key: [p.surveyExtName, p.drillPath, 'chart', p.index], method: 'GET', path: callPath('vuejs/variables/fetchVariableChart', p.surveyExtName, p.componentId, p.drillPath, p.index) };
}
