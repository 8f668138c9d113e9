import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Skeleton from '@mui/material/Skeleton';

/** How far below (or above) the window a deferred component starts to render and fetch. */
export const NEAR_MARGIN_PX = 100;

/** About the height of a chart or table card, so the components below keep their places while this one waits. */
const PLACEHOLDER_HEIGHT = 240;

/**
 * Renders its children once they come within NEAR_MARGIN_PX of the window (and stays rendered): a component below
 * the fold then neither fetches its data nor renders while the first screen loads. Without IntersectionObserver
 * (an old browser, jsdom) and before printing, it renders at once.
 */
export function WhenNear({ componentId, children }: { componentId: string; children: ReactNode }) {
  const intl = useIntl();
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    observer.observe(placeholder.current!);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <Skeleton
      ref={placeholder}
      variant="rounded"
      height={PLACEHOLDER_HEIGHT}
      data-testid="deferred-component"
      data-deferred-id={componentId}
      // A labelled, indeterminate progress bar: a bare span may not carry a label (axe: aria-prohibited-attr).
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'engine.loading' })}
    />
  );
}
