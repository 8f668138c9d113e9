import type { MessageArea } from './areas.ts';
import type { AppLocale, Catalogue, Messages } from './index.ts';

/** What react-intl is given: a locale and every message of the areas loaded for it so far. */
export interface ShownMessages {
  locale: AppLocale;
  messages: Catalogue;
}

export interface MessageState {
  /** Null until the first locale's core is in. */
  shown: ShownMessages | null;
  /** Why the first core could not be loaded (nothing to show yet). */
  failed: unknown;
}

export interface MessageStore {
  getState(): MessageState;
  subscribe(listener: () => void): () => void;
  /** The locale to speak: shown once its core (later: every area asked for so far) is in; until then the previous one stays. */
  setLocale(locale: AppLocale): void;
  /** Resolves once the area's messages are part of what is shown; a lazy chunk awaits it before it renders. */
  ensure(area: MessageArea): Promise<void>;
}

/**
 * The messages the app has on screen, area by area (src/i18n/areas.ts). An area asked for stays asked for: a change of
 * locale shows the new language only once all of them are in for it, so no mounted screen ever meets a missing id.
 */
export function createMessageStore(load: (locale: AppLocale, area: MessageArea) => Promise<Messages>): MessageStore {
  const wanted = new Set<MessageArea>(['core']);
  const loaded = new Map<string, Messages>();
  const loading = new Set<string>();
  const listeners = new Set<() => void>();
  const waiters: { area: MessageArea; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let target: AppLocale | null = null;
  let shownAreas = new Set<MessageArea>();
  let state: MessageState = { shown: null, failed: null };

  const has = (locale: AppLocale, area: MessageArea) => loaded.has(`${locale}/${area}`);

  function publish(next: MessageState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function update() {
    const shown = state.shown;
    // The first language shows with its core; a change of language waits for every area asked for, so a screen
    // already mounted keeps its words.
    const targetReady = target !== null && (shown === null ? has(target, 'core') : [...wanted].every((area) => has(target!, area)));
    const locale = targetReady ? target : shown?.locale;
    if (!locale) return;
    const areas = [...wanted].filter((area) => has(locale, area));
    if (locale !== shown?.locale) {
      shownAreas = new Set(areas);
      const messages = Object.assign({}, ...areas.map((area) => loaded.get(`${locale}/${area}`))) as Catalogue;
      publish({ shown: { locale, messages }, failed: null });
    } else if (shown && areas.length !== shownAreas.size) {
      // Another area of the language on screen joins the catalogue react-intl already reads (ours, made above), with
      // no new state: a new catalogue re-created react-intl and rendered every mounted screen again, at once, for each
      // area that came in as the page loaded (issue 12). Nothing mounted needs it: a chunk renders only once its
      // areas are in (withMessages), and what renders next reads the catalogue then.
      for (const area of areas) if (!shownAreas.has(area)) Object.assign(shown.messages, loaded.get(`${locale}/${area}`));
      shownAreas = new Set(areas);
    }
    for (const waiter of [...waiters]) {
      if (!shownAreas.has(waiter.area)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  function fetch(locale: AppLocale, area: MessageArea) {
    const key = `${locale}/${area}`;
    if (loaded.has(key) || loading.has(key)) return;
    loading.add(key);
    load(locale, area).then(
      (messages) => {
        loading.delete(key);
        loaded.set(key, messages);
        update();
      },
      (error: unknown) => {
        loading.delete(key);
        // The chunk that asked shows its error (and asks again on retry); without any words there is nothing to show.
        for (const waiter of waiters.filter((w) => w.area === area)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.reject(error);
        }
        if (area === 'core' && state.shown === null && locale === target) publish({ shown: null, failed: error });
      },
    );
  }

  /** Every area asked for, in the target locale and (while a change of language is under way) the shown one. */
  function fetchWanted() {
    for (const locale of new Set([target, state.shown?.locale])) {
      if (locale) for (const area of wanted) fetch(locale, area);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocale(locale) {
      target = locale;
      fetchWanted();
      update();
    },
    ensure(area) {
      wanted.add(area);
      const done = new Promise<void>((resolve, reject) => waiters.push({ area, resolve, reject }));
      fetchWanted();
      update();
      return done;
    },
  };
}
