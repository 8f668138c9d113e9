import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetRegistry } from '../registry.ts';

const RegistryContext = createContext<WidgetRegistry | null>(null);

/** The widgets a page may use; the app, each test and each story give their own. */
export function RegistryProvider({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): WidgetRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('Pages render inside <RegistryProvider registry={createRegistry(definitions)}>');
  return registry;
}
