import { lazy, useState, type ComponentType } from 'react';

/**
 * A component in its own chunk that renders at once when the chunk is already in (preloaded). React.lazy alone
 * suspends for a moment even then, and React reveals what a suspended boundary was waiting for at most every
 * 300 ms: each such step on the way to the first screen would cost up to that. Chosen once per mount, so a
 * component that did wait is not mounted a second time when its chunk arrives.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a network blip: the next render asks again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
