import { createRegistry } from '../../../engine/index.tsx';
import { WIDGETS } from '../../../widgets/index.ts';

/**
 * The app's widgets. Only the lazily loaded page chunk (PageScreen.tsx) and the page loader's lazily imported
 * prefetch (prefetchPage.ts) import it, so none of them weighs on the first paint.
 */
export const registry = createRegistry(WIDGETS);
