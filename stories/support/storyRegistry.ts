/** The registry the stories and the playground render with: every widget of the app, apart from the app's own. */
import { createRegistry } from '../../engine/index.tsx';
import { WIDGETS } from '../../widgets/index.ts';

export const storyRegistry = createRegistry(WIDGETS);
