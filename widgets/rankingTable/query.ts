import type { DataRequest } from '../../engine/index.tsx';
import { callPath } from '../shared/paths.ts';

/** Ranking list: GET vuejs/newranking/list/{survey}/{config}/{path}/none (the drill path carries its filters). */
export function rankingTableRequest(p: { surveyExtName: string; config: string; drillPath: string }): DataRequest {
  return { key: [p.surveyExtName, p.config, p.drillPath], method: 'GET', path: callPath('vuejs/newranking/list', p.surveyExtName, p.config, p.drillPath, 'none') };
}
