/** The widgets of the app, one definition each (`<type>/register.ts`); the app and each test or story build a registry from it. */
import type { WidgetDefinition } from '../engine/index.tsx';
import { actionManagerWidget } from './actionManager/register.ts';
import { actionOverviewWidget } from './actionOverview/register.ts';
import { actionPlanWidget } from './actionPlan/register.ts';
import { alertListWidget } from './alertList/register.ts';
import { benchmarkChartWidget } from './benchmarkChart/register.ts';
import { choiceLineChartWidget } from './choiceLineChart/register.ts';
import { dataTableWidget } from './dataTable/register.ts';
import { dataUploaderWidget } from './dataUploader/register.ts';
import { deltaChartWidget } from './deltaChart/register.ts';
import { developmentLineChartWidget } from './developmentLineChart/register.ts';
import { discriminatorWidget } from './discriminator/register.ts';
import { effectChartWidget } from './effectChart/register.ts';
import { feedbackOverviewWidget } from './feedbackOverview/register.ts';
import { feedbackSearchWidget } from './feedbackSearch/register.ts';
import { feedbackSentimentWidget } from './feedbackSentiment/register.ts';
import { gamificationOverviewWidget } from './gamificationOverview/register.ts';
import { globalCampaignsListWidget } from './globalCampaignsList/register.ts';
import { globalOverviewWidget } from './globalOverview/register.ts';
import { globalValuesTableWidget } from './globalValuesTable/register.ts';
import { groupedChartWidget } from './groupedChart/register.ts';
import { importSetListWidget } from './importSetList/register.ts';
import { indicatorBlockWidget } from './indicatorBlock/register.ts';
import { mailCampaignDetailsWidget } from './mailCampaignDetails/register.ts';
import { mailCampaignsListWidget } from './mailCampaignsList/register.ts';
import { mailTemplatesListWidget } from './mailTemplatesList/register.ts';
import { menuBlockWidget } from './menuBlock/register.ts';
import { priorityChartWidget } from './priorityChart/register.ts';
import { questionSearchWidget } from './questionSearch/register.ts';
import { rankingTableWidget } from './rankingTable/register.ts';
import { recordTableWidget } from './recordTable/register.ts';
import { resultsBlockWidget } from './resultsBlock/register.ts';
import { sampleTableWidget } from './sampleTable/register.ts';
import { selectionBlockWidget } from './selectionBlock/register.ts';
import { staticTableWidget } from './staticTable/register.ts';
import { textAnalyticsWidget } from './textAnalytics/register.ts';
import { variableActionBlockWidget } from './variableActionBlock/register.ts';
import { variableBlockWidget } from './variableBlock/register.ts';

export const WIDGETS: readonly WidgetDefinition[] = [
  actionManagerWidget,
  actionOverviewWidget,
  actionPlanWidget,
  alertListWidget,
  benchmarkChartWidget,
  choiceLineChartWidget,
  dataTableWidget,
  dataUploaderWidget,
  deltaChartWidget,
  developmentLineChartWidget,
  discriminatorWidget,
  effectChartWidget,
  feedbackOverviewWidget,
  feedbackSearchWidget,
  feedbackSentimentWidget,
  gamificationOverviewWidget,
  globalCampaignsListWidget,
  globalOverviewWidget,
  globalValuesTableWidget,
  groupedChartWidget,
  importSetListWidget,
  indicatorBlockWidget,
  mailCampaignDetailsWidget,
  mailCampaignsListWidget,
  mailTemplatesListWidget,
  menuBlockWidget,
  priorityChartWidget,
  questionSearchWidget,
  rankingTableWidget,
  recordTableWidget,
  resultsBlockWidget,
  sampleTableWidget,
  selectionBlockWidget,
  staticTableWidget,
  textAnalyticsWidget,
  variableActionBlockWidget,
  variableBlockWidget,
];
