/**
 * The indicator calls (spec 2: GET vuejs/indicators/overview/{survey}/{id} and block/{survey}/{id}, `?timespan=`):
 * the component is looked up in the page's survey as every component call does, then the figures are counted
 * across the caller's universe by ./figures.ts inside the caller's unit scope.
 */
import { localize } from '../../core/metrics/variables';
import { rightsIn } from '../accounts/rights';
import { readerComponent } from '../analytics/component-lookup';
import type { Db } from '../db/pool';
import { Forbidden, Invalid, NotFound } from '../errors';
import { text } from '../i18n';
import { universeOf, type AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import { DEFAULT_TIME_SPAN, surveyIndicators, TIME_SPANS, type SurveyIndicators } from './figures';
import type { GlobalOverview, IndicatorTimeSpan } from '../../schemas/api/global-overview.gen';
import type { IndicatorBlock } from '../../schemas/api/indicator-block.gen';
import type { GlobalOverviewConfig } from '../../schemas/components/globalOverview/config.gen';
import type { IndicatorBlockConfig } from '../../schemas/components/indicatorBlock/config.gen';

function configOf<T extends { rootOnly?: boolean }>(ctx: AnalyticsContext, id: string, type: 'globalOverview' | 'indicatorBlock'): T {
  return readerComponent(ctx, id, [type], `not_a_${type}`, type === 'globalOverview' ? 'a global overview' : 'an indicator block').config as T;
}

/** The figures of the caller's universe in their scope, in a read-only transaction of their own. */
async function indicatorsFor(db: Db, caller: Caller, timeSpan: IndicatorTimeSpan, locale: string, survey?: string): Promise<SurveyIndicators[]> {
  return db.withTenant({ universeId: universeOf(caller), userId: caller.userId }, async (client) => {
    await client.query('set transaction read only');
    const rights = await rightsIn(client, caller);
    if (!rights.mayReadData) throw new Forbidden('forbidden', 'You have no role in this universe that gives access to survey results.');
    return surveyIndicators(client, { scope: rights.unitScope, questionFilters: rights.questionFilters, timeSpan, today: db.today(), locale, withVariable: true, ...(survey ? { survey } : {}) });
  });
}

export async function globalOverview(db: Db, caller: Caller, survey: string, id: string, asked?: IndicatorTimeSpan): Promise<GlobalOverview> {
  const { config, locale } = await withSurvey(db, caller, survey, { readOnly: true }, async (ctx) => ({ config: configOf<GlobalOverviewConfig>(ctx, id, 'globalOverview'), locale: ctx.locale }));
  const offered = config.timeSpans ? TIME_SPANS.filter((s) => config.timeSpans!.includes(s)).sort((a, b) => config.timeSpans!.indexOf(a) - config.timeSpans!.indexOf(b)) : [...TIME_SPANS];
  if (asked && !offered.includes(asked)) throw new Invalid('bad_time_span', `The global overview "${id}" offers the time spans ${offered.join(', ')}, not "${asked}".`);
  const timeSpan = asked ?? (config.defaultTimeSpan && offered.includes(config.defaultTimeSpan) ? config.defaultTimeSpan : offered.includes(DEFAULT_TIME_SPAN) ? DEFAULT_TIME_SPAN : offered[0]!);
  const surveys = await indicatorsFor(db, caller, timeSpan, locale);
  const welcomeText = config.welcomeText ? localize(config.welcomeText, locale) : '';
  const clickText = config.clickText ? localize(config.clickText, locale) : '';
  return {
    ...(welcomeText ? { welcomeText } : {}),
    ...(clickText ? { clickText } : {}),
    timeSpan,
    timeFilters: offered.map((extName) => ({ extName, title: text(locale, `indicators.span.${extName}`) })),
    indicatorBlocks: surveys.map((s) => s.block),
  };
}

export async function indicatorBlock(db: Db, caller: Caller, survey: string, id: string, asked?: IndicatorTimeSpan): Promise<IndicatorBlock> {
  const { config, locale } = await withSurvey(db, caller, survey, { readOnly: true }, async (ctx) => ({ config: configOf<IndicatorBlockConfig>(ctx, id, 'indicatorBlock'), locale: ctx.locale }));
  const target = config.survey ?? survey;
  const [found] = await indicatorsFor(db, caller, asked ?? config.timeSpan ?? DEFAULT_TIME_SPAN, locale, target);
  if (!found) throw new NotFound('unknown_survey', `There is no survey "${target}" your role gives access to.`);
  return found.block;
}
