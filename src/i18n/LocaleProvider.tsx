import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAuth } from '../auth/context.ts';
import { DEFAULT_LOCALE, loadCatalogue, pickLocale, type AppLocale, type Catalogue } from './index.ts';

interface Loaded {
  locale: AppLocale;
  messages: Catalogue;
}

/**
 * react-intl in the user's locale once known, in the server host's (or browser's) before; keeps `<html lang>` in step.
 * Only the chosen locale's catalogue is fetched; until the first one arrives nothing is shown (no flash of message ids),
 * and on a change of locale the previous language stays on screen until the new catalogue is in.
 */
export function LocaleProvider({ children }: { children?: ReactNode }) {
  const { state } = useAuth();
  const identity = 'identity' in state ? state.identity : null;
  const locale = pickLocale(identity?.locale);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    loadCatalogue(locale).then(
      (messages) => {
        if (!current) return;
        setLoaded({ locale, messages });
        setFailed(null);
      },
      (error: unknown) => {
        if (current) setFailed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  // Without any catalogue there is no translated text to say so with; English is the fallback language.
  if (failed && !loaded) {
    return (
      <p role="alert" style={{ margin: 24, fontFamily: 'sans-serif' }}>
        Sightline could not load its texts. Check your connection and reload the page.
      </p>
    );
  }
  if (!loaded) return null;
  return (
    <IntlProvider locale={loaded.locale} defaultLocale={DEFAULT_LOCALE} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
