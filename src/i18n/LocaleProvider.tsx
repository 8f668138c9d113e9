import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAuth } from '../auth/context.ts';
import { catalogues, DEFAULT_LOCALE, pickLocale } from './index.ts';

/** react-intl in the user's locale once known, in the server host's (or browser's) before; keeps `<html lang>` in step. */
export function LocaleProvider({ children }: { children?: ReactNode }) {
  const { state } = useAuth();
  const identity = 'identity' in state ? state.identity : null;
  const locale = pickLocale(identity?.locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogues[locale]}>
      {children}
    </IntlProvider>
  );
}
