import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import type { EngineUser } from '../../schemas/entities/engineUser.gen.ts';
import { DEFAULT_LOCALE, type Locale } from '../../core/locales.ts';
import { STATIC_CATALOGUES } from '../../src/i18n/staticCatalogues.ts';
import type { WidgetRegistry } from '../registry.ts';
import { EngineProvider, type FetchJson } from './context.tsx';
import { RegistryProvider } from './RegistryProvider.tsx';

export const FIXTURE_USER: EngineUser = { username: 'root', role: 'admin', isRoot: true, locale: 'en' };

/**
 * The engine without a server, for Storybook, the playground and tests: widgets read `data` by
 * component id (or by `id/key` for a second call of one component) instead of calling the server. Texts come
 * from the catalogue of `locale`.
 */
export function FixtureEngine({
  registry,
  data,
  user = FIXTURE_USER,
  locale = user.locale,
  activeView = null,
  fetchJson,
  openReport,
  openScreen,
  children,
}: {
  /** The widgets it renders (each test and story builds its own with `createRegistry`). */
  registry: WidgetRegistry;
  data?: Record<string, unknown>;
  user?: EngineUser;
  locale?: Locale;
  activeView?: string | null;
  /** Given instead of `data`, widgets call it like the server (tests of loading and failures). */
  fetchJson?: FetchJson;
  /** What a widget's download does once its report is queued (tests watch it). */
  openReport?: (taskUUID: string) => void;
  /** What a widget's link to another screen does (tests watch it). */
  openScreen?: (path: string) => void;
  children: ReactNode;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const fixtures = fetchJson ? undefined : (_type: string, key: string) => data?.[key];
  return (
    <QueryClientProvider client={client}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={STATIC_CATALOGUES[locale]}>
      <RegistryProvider registry={registry}>
        <EngineProvider
          value={{
            user,
            locale,
            surveyExtName: 'demo',
            drillPath: 'all',
            activeView,
            fetchJson: fetchJson ?? (() => Promise.reject(new Error('No server here: fixture data only'))),
            fixtures,
            ...(openReport ? { openReport } : {}),
            ...(openScreen ? { openScreen } : {}),
          }}
        >
          {children}
        </EngineProvider>
      </RegistryProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** The data of a widget fixture keyed as FixtureEngine reads it, for a component with the given id. */
export function fixtureData(componentId: string, fixture: { data?: unknown; children?: Record<string, unknown> }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fixture.data !== undefined) out[componentId] = fixture.data;
  for (const [key, value] of Object.entries(fixture.children ?? {})) {
    out[key] = value;
    out[`${componentId}/${key}`] = value;
  }
  return out;
}
