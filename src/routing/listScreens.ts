/**
 * Route names of spec 1 section 2.1 that stand for a drill-down list screen (a tile shortcut's target, a sample
 * page's `fromPage`), both the route name and its path's first word. Any other name is a configured page id.
 */
import { encodeSegment } from '../session/navigation.ts';

export type ListScreenRoute = '/ranking/$surveyExtName/$drillPath' | '/alertlist/$surveyExtName/$drillPath' | '/samplelist/$surveyExtName/$drillPath';

const LIST_SCREENS: Record<string, ListScreenRoute> = {
  ranking: '/ranking/$surveyExtName/$drillPath',
  rankings: '/ranking/$surveyExtName/$drillPath',
  alerts: '/alertlist/$surveyExtName/$drillPath',
  alertlist: '/alertlist/$surveyExtName/$drillPath',
  samples: '/samplelist/$surveyExtName/$drillPath',
  samplelist: '/samplelist/$surveyExtName/$drillPath',
};

export function listScreenRoute(name: string): ListScreenRoute | undefined {
  return Object.hasOwn(LIST_SCREENS, name) ? LIST_SCREENS[name] : undefined;
}

/**
 * The address of a list screen or a configured page on a drill path given as text (a widget's shortcut, the
 * session's last view): list screens open on their first page. The route parses the drill path.
 */
export function screenHref(target: string, surveyExtName: string, drillPath: string): string {
  const screen = listScreenRoute(target);
  const survey = encodeSegment(surveyExtName);
  const drill = encodeSegment(drillPath);
  return screen ? `${screen.replace('$surveyExtName', survey).replace('$drillPath', drill)}?page=1` : `/page/${encodeSegment(target)}/${survey}/${drill}`;
}
