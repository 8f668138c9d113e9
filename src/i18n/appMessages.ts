import type { MessageArea } from './areas.ts';
import { loadArea } from './index.ts';
import { createMessageStore } from './messageStore.ts';

/** The app's messages (LocaleProvider shows them); one store per page load, like the chunks it fetches. */
export const appMessages = createMessageStore(loadArea);

/**
 * A lazy chunk together with the message areas it renders (src/i18n/areas.ts), in parallel: what it resolves to
 * renders only once their words are in. Write it literally as `withMessages([...], () => import('...'))`:
 * scripts/message-area-reach.test.ts reads that form to check every id a chunk uses is loaded with it.
 */
export function withMessages<T>(areas: readonly MessageArea[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), ...areas.map((area) => appMessages.ensure(area))]).then(([loaded]) => loaded);
}
