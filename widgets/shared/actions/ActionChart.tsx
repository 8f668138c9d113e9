import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActionChart as ActionChartAnswer } from '../../../schemas/api/action-chart.gen.ts';
import { DataView, useComponentData, useEngine } from '../../../engine/index.tsx';
import { actionChartQuery } from '../../../src/api/actions.ts';
import { callerOf } from '../../../src/api/client.ts';
import { ChartFrame } from '../ChartFrame.tsx';
import { useChartTexts } from '../useChartTexts.ts';
import { actionChartSpec } from './actionChartSpec.ts';

/**
 * A saved action's chart (POST vuejs/charts/actionchart/{survey}/{id}): the development of its expression at its unit
 * with the goal line and the action period marked, in the chart card every chart widget uses. The action plan and the
 * edit dialog show it. It reads through the engine, so a fixture engine (Storybook) answers it from the fixture
 * `{componentId}/actionChart/{id}`; the answer is no component's data, so the engine checks no data schema
 * (`schemaOf` names none) and widgets/fixtures.test.ts checks that fixture against the ActionChart API schema.
 */
export function ActionChart({ componentId, actionId, itemTitle, surveyExtName }: {
  /** Whose fixture it reads (`{componentId}/actionChart/{id}`). */
  componentId: string;
  actionId: number;
  /** The action's question, in the chart's title. */
  itemTitle: string;
  /** The engine's survey unless the caller (the dialog) names one. */
  surveyExtName?: string;
}) {
  const intl = useIntl();
  const engine = useEngine();
  const { fetchJson, locale } = engine;
  const survey = surveyExtName ?? engine.surveyExtName;
  const texts = useChartTexts(locale);
  const api = useMemo(() => callerOf(fetchJson), [fetchJson]);
  const result = useComponentData<ActionChartAnswer>('actionChart', componentId, actionChartQuery(api, survey, actionId), {
    fixtureKey: `${componentId}/actionChart/${actionId}`,
  });
  const title = intl.formatMessage({ id: 'widget.actionPlan.chartOf' }, { title: itemTitle });
  const startLabel = intl.formatMessage({ id: 'actions.dialog.fromDate' });
  const deadlineLabel = intl.formatMessage({ id: 'actions.dialog.deadline' });
  // Keyed on the answer, not on the result (a new object each render): the chart is drawn again only when its data
  // or words change, not on every key typed in the dialog around it.
  const answer = result.status === 'success' ? result.data : null;
  const spec = useMemo(() => {
    if (!answer || answer.chart.series.length === 0) return null;
    return (width: number) => actionChartSpec(answer, { ...texts, width, title, startLabel, deadlineLabel });
  }, [answer, texts, title, startLabel, deadlineLabel]);
  return (
    <ChartFrame title={title} spec={spec}>
      <DataView result={result} componentId={componentId}>
        {(data) => (data.chart.series.length === 0 ? <p>{intl.formatMessage({ id: 'common.noData' })}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}
