import { useDrillContext, useEngine, type WidgetQueryContext } from '../../engine/index.tsx';

/** What a widget hands its registered query factory on screen: the same context a page loader builds. */
export function useQueryContext(componentId: string): WidgetQueryContext {
  const { surveyExtName, drillPath } = useDrillContext();
  const { fetchJson } = useEngine();
  return { surveyExtName, drillPath, componentId, fetchJson };
}
