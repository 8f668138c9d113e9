/**
 * The page engine's public API. Widgets import from here (never from engine internals); the app
 * calls `renderPage`. The engine imports no widget.
 */
import type { ReactNode } from 'react';
import { EngineProvider, type EngineEnvironment } from './react/context.tsx';
import { PageView } from './react/PageView.tsx';

export { registerWidget, getWidget, registeredWidgets, type WidgetDefinition, type WidgetFixture, type WidgetProps, type WidgetQuery, type WidgetQueryContext } from './registry.ts';
export { EngineProvider, useEngine, useEngineUser, useDrillContext, useLocalized, useText, useComponentState, pickText, type ComponentStateStore, type EngineEnvironment, type FetchJson, type FixtureSource } from './react/context.tsx';
export { useComponentData, DataView, DataShapeError, type DataRequest, type DataResult } from './react/data.tsx';
export { ComponentGrid } from './react/ComponentGrid.tsx';
export { ComponentSlot } from './react/ComponentSlot.tsx';
export { PageView } from './react/PageView.tsx';
export { FixtureEngine, FIXTURE_USER, fixtureData } from './react/FixtureEngine.tsx';
export { engineMessages, format, LOCALES, type Locale, type Messages } from './messages.ts';
export * from './descriptor/index.ts';

/** Renders a page descriptor for a user in a drill context (the host provides a React Query client). */
export function renderPage(descriptor: unknown, environment: EngineEnvironment): ReactNode {
  return (
    <EngineProvider value={environment}>
      <PageView descriptor={descriptor} />
    </EngineProvider>
  );
}
