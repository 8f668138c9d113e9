import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAuth } from '../auth/context.ts';
import { appMessages } from './appMessages.ts';
import { DEFAULT_LOCALE, pickLocale } from './index.ts';

/**
 * react-intl in the user's locale once known, in the server host's (or browser's) before; keeps `<html lang>` in step.
 * Only the chosen locale's core messages are fetched first, and each lazy screen's area with it (src/i18n/areas.ts);
 * until the first core arrives nothing is shown (no flash of message ids), and on a change of locale the previous
 * language stays on screen until the new one's core and every area loaded so far are in (src/i18n/messageStore.ts).
 */
export function LocaleProvider({ children }: { children?: ReactNode }) {
  const { state } = useAuth();
  const identity = 'identity' in state ? state.identity : null;
  const locale = pickLocale(identity?.locale);
  const { shown, failed } = useSyncExternalStore(appMessages.subscribe, appMessages.getState);

  useEffect(() => appMessages.setLocale(locale), [locale]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  // Without any catalogue there is no translated text to say so with; English is the fallback language.
  if (failed && !shown) {
    return (
      <p role="alert" style={{ margin: 24, fontFamily: 'sans-serif' }}>
        Sightline could not load its texts. Check your connection and reload the page.
      </p>
    );
  }
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
