/**
 * The page engine's public API. Widgets import from here (never from engine internals); the app
 * calls `renderPage` with its registry. The engine imports no widget.
 */
import type { ReactNode } from 'react';
import { EngineProvider, type EngineEnvironment } from './react/context.tsx';
import { PageView } from './react/PageView.tsx';
import { RegistryProvider } from './react/RegistryProvider.tsx';
import type { WidgetRegistry } from './registry.ts';

export { createRegistry, defineWidget, type WidgetDefinition, type WidgetFixture, type WidgetProps, type WidgetQuery, type WidgetQueryContext, type WidgetRegistry } from './registry.ts';
export { RegistryProvider, useRegistry } from './react/RegistryProvider.tsx';
export { EngineProvider, useEngine, useEngineUser, useDrillContext, useLocalized, useComponentState, pickText, type ComponentStateStore, type EngineEnvironment, type FetchJson, type FixtureSource } from './react/context.tsx';
export { useComponentData, DataView, DataShapeError, type DataRequest, type DataResult } from './react/data.tsx';
export { ComponentGrid } from './react/ComponentGrid.tsx';
export { ComponentSlot } from './react/ComponentSlot.tsx';
export { PageView } from './react/PageView.tsx';
export { FixtureEngine, FIXTURE_USER, fixtureData } from './react/FixtureEngine.tsx';
export { LOCALES, type Locale } from '../core/locales.ts';
export * from './descriptor/index.ts';

/** Renders a page descriptor for a user in a drill context (the host provides a React Query client and react-intl's IntlProvider). */
export function renderPage(descriptor: unknown, environment: EngineEnvironment, registry: WidgetRegistry): ReactNode {
  return (
    <RegistryProvider registry={registry}>
      <EngineProvider value={environment}>
        <PageView descriptor={descriptor} />
      </EngineProvider>
    </RegistryProvider>
  );
}
