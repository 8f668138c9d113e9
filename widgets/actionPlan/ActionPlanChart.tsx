import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActionChart } from '../../schemas/api/action-chart.gen.ts';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen.ts';
import { DataView, useComponentData, useEngine } from '../../engine/index.tsx';
import { actionChartQuery } from '../../src/api/actions.ts';
import { callerOf } from '../../src/api/client.ts';
import { ChartFrame } from '../shared/ChartFrame.tsx';
import { useChartTexts } from '../shared/useChartTexts.ts';
import { actionChartSpec } from './actionChartSpec.ts';

/**
 * A saved action's chart in the plan (POST vuejs/charts/actionchart/{survey}/{id}), in the chart card every chart
 * widget uses. Its fixture is the plan's child `actionChart/{id}`. The answer is not a component's data, so the
 * engine has no data schema to check it against (`schemaOf` names none); the server checks it against ActionChart.
 */
export function ActionPlanChart({ componentId, action }: { componentId: string; action: ActionSummary }) {
  const intl = useIntl();
  const { fetchJson, surveyExtName, locale } = useEngine();
  const texts = useChartTexts(locale);
  const result = useComponentData<ActionChart>('actionPlan', componentId, actionChartQuery(callerOf(fetchJson), surveyExtName, action.id), {
    schemaOf: 'actionChart',
    fixtureKey: `${componentId}/actionChart/${action.id}`,
  });
  const title = intl.formatMessage({ id: 'widget.actionPlan.chartOf' }, { title: action.variableText });
  const periodStart = intl.formatMessage({ id: 'widget.actionPlan.period' });
  const deadline = intl.formatMessage({ id: 'widget.actions.deadline' }, { date: action.deadlineText });
  const spec = useMemo(() => {
    if (result.status !== 'success' || result.data.chart.series.length === 0) return null;
    const answer = result.data;
    return (width: number) => actionChartSpec(answer, { ...texts, width, title, periodStart, deadline });
  }, [result, texts, title, periodStart, deadline]);
  return (
    <ChartFrame title={title} spec={spec}>
      <DataView result={result} componentId={componentId}>
        {(data) => (data.chart.series.length === 0 ? <p>{intl.formatMessage({ id: 'common.noData' })}</p> : null)}
      </DataView>
    </ChartFrame>
  );
}
