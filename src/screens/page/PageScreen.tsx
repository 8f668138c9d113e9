/**
 * The generic page `/page/{pageId}/{surveyExtName}/{drillPath}` (spec 1 section 2.1): fetches the
 * page descriptor and renders it through the engine. Loaded lazily with the engine and the widgets,
 * so none of them weighs on the first paint.
 */
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { EngineProvider, PageView, RegistryProvider, type ComponentStateStore, type EngineEnvironment } from '../../../engine/index.tsx';
import { ApiError, fetchJsonOf } from '../../api/client.ts';
import { useSession } from '../../auth/context.ts';
import { pickLocale } from '../../i18n/index.ts';
import { DrillHeader } from '../../drill/DrillHeader.tsx';
import { useExportContext } from '../../drill/useExportContext.ts';
import { pageDescriptorQuery } from '../../api/pages.ts';
import { screenHref } from '../../routing/listScreens.ts';
import { reportDownloadHref } from '../../ui/samples/links.ts';
import { formatRoute, type DrillRoute } from '../../../core/drillpath/tokens.ts';
import { registry } from './registry.ts';

export interface PageScreenProps {
  pageId: string;
  surveyExtName: string;
  drill: DrillRoute;
  view?: string;
  componentState?: ComponentStateStore;
  /** The route's `?campaignId=`: the campaign a campaign details component shows. */
  campaignId?: number;
  /** False on a screen that shows its own drill header above the page (the alert list's configured page). */
  drillHeader?: boolean;
}

export function PageScreen({ pageId, surveyExtName, drill, view, campaignId, componentState, drillHeader = true }: PageScreenProps) {
  const drillPath = formatRoute(drill);
  const { identity, api } = useSession();
  const navigate = useNavigate();
  const locale = pickLocale(identity.locale);
  const intl = useIntl();
  // The route's loader asked already (and asks again on each opening): its refusal (a missing page's 404) is
  // shown as it is, not asked for a second time as the screen mounts. Try again still asks afresh.
  const descriptor = useQuery({ ...pageDescriptorQuery(api, surveyExtName, pageId, view), retryOnMount: false });
  // The page (drill header, title, every component's frame) renders in the background once its descriptor arrives, in
  // slices the browser can interleave with paint and input, not in one long task (issue 12); the skeleton shows until
  // then. A descriptor already in the cache (a page opened before) renders at once.
  const page = useDeferredValue(descriptor.data);
  const exportContext = useExportContext(surveyExtName, drill, drillPath);

  const openPage = useCallback(
    (target: string, path?: string) => {
      // A widget names the drill path as text; the target route parses it (a bad one shows its message there).
      void navigate({ href: screenHref(target, surveyExtName, path || drillPath) });
    },
    [navigate, surveyExtName, drillPath],
  );
  const openScreen = useCallback((path: string) => void navigate({ href: path }), [navigate]);
  // A widget's download (the record table's) waits for its report on the report download screen, as the menu's do.
  const openReport = useCallback((taskUUID: string) => void navigate({ href: reportDownloadHref(surveyExtName, taskUUID) }), [navigate, surveyExtName]);
  const changeDrillPath = useCallback(
    (next: DrillRoute) =>
      void navigate({ to: '/page/$pageId/$surveyExtName/$drillPath', params: { pageId, surveyExtName, drillPath: next }, search: (prev) => ({ ...prev, page: undefined }) }),
    [navigate, pageId, surveyExtName],
  );
  const environment = useMemo<EngineEnvironment>(
    () => ({
      user: { username: identity.username, role: identity.role ?? null, isRoot: identity.isRoot === true, locale },
      locale,
      surveyExtName,
      drillPath,
      activeView: view ?? null,
      fetchJson: fetchJsonOf(api),
      openPage,
      pageId,
      campaignId,
      openScreen,
      openReport,
      componentState,
      exportContext,
    }),
    [identity.username, identity.role, identity.isRoot, locale, surveyExtName, drillPath, view, api, openPage, pageId, campaignId, openScreen, openReport, componentState, exportContext],
  );

  if (descriptor.isPending || (descriptor.isSuccess && page === undefined)) {
    return (
      <Box aria-busy="true" aria-label={intl.formatMessage({ id: 'page.loading' })}>
        <Skeleton variant="text" width={240} height={40} />
        <Skeleton variant="rounded" height={140} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (descriptor.isError) {
    const err = descriptor.error;
    const notFound = err instanceof ApiError && err.status === 404;
    return (
      <Alert
        severity={notFound ? 'warning' : 'error'}
        role="alert"
        action={
          notFound ? undefined : (
            <Button color="inherit" size="small" onClick={() => void descriptor.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          )
        }
      >
        {intl.formatMessage({ id: notFound ? 'page.notFound' : 'page.failed' }, { message: err.message })}
      </Alert>
    );
  }
  return (
    <RegistryProvider registry={registry}>
      <EngineProvider value={environment}>
        {/* Spec 1 section 2.3: a page may show the drill path bar and the filter bar. */}
        {drillHeader && <DrillHeader surveyExtName={surveyExtName} drill={drill} onDrillPathChange={changeDrillPath} />}
        <PageView descriptor={page} />
      </EngineProvider>
    </RegistryProvider>
  );
}
