import { lazyRouteComponent } from '@tanstack/react-router';
import { letterHelpDataQuery, templateLocalesQuery, templateQuery } from '../../api/templates.ts';
import { prefetch, type LoaderContext } from '../../routing/loaders.ts';
import { idOrNewParams } from '../../routing/params.ts';
import { withMessages } from '../../i18n/appMessages.ts';

/** The e-mail, SMS and letter template screens, loaded with their routes and their words (DESIGN.md: the first paint carries only the shell). */
export const LazyMailTemplateScreen = lazyRouteComponent(() => withMessages(['templates'], () => import('./MailTemplateScreen.tsx')), 'MailTemplateRouteScreen');
export const LazySmsTemplateScreen = lazyRouteComponent(() => withMessages(['templates'], () => import('./SmsTemplateScreen.tsx')), 'SmsTemplateRouteScreen');
export const LazyLetterTemplateScreen = lazyRouteComponent(() => withMessages(['templates'], () => import('./LetterTemplateScreen.tsx')), 'LetterTemplateRouteScreen');

/** `/mailtemplate/{survey}/{templateId}`, `/smstemplate/...`, `/lettertemplate/...`: id 0 is a new template. */
export const templateParams = idOrNewParams<{ surveyExtName: string; templateId: string }, 'templateId'>('templateId');

interface TemplateLoaderArgs {
  context: LoaderContext;
  params: { surveyExtName: string; templateId: number };
}

export function mailTemplateLoader({ context, params }: TemplateLoaderArgs) {
  prefetch(context, templateQuery(context.api, params.surveyExtName, 'EMAIL', params.templateId));
  prefetch(context, templateLocalesQuery(context.api, params.surveyExtName));
}

export function smsTemplateLoader({ context, params }: TemplateLoaderArgs) {
  prefetch(context, templateQuery(context.api, params.surveyExtName, 'SMS', params.templateId));
  prefetch(context, templateLocalesQuery(context.api, params.surveyExtName));
}

export function letterTemplateLoader({ context, params }: TemplateLoaderArgs) {
  prefetch(context, templateQuery(context.api, params.surveyExtName, 'LETTER', params.templateId));
  prefetch(context, letterHelpDataQuery(context.api, params.surveyExtName, params.templateId));
}
