import type { Messages } from '../../../engine/index.tsx';

export const pageScreenMessages: Messages<'loading' | 'notFound' | 'failed' | 'retry'> = {
  en: { loading: 'Loading the page', notFound: 'This page does not exist: {message}', failed: 'The page could not be loaded: {message}', retry: 'Try again' },
  sv: { loading: 'Sidan laddas', notFound: 'Sidan finns inte: {message}', failed: 'Sidan kunde inte hämtas: {message}', retry: 'Försök igen' },
  da: { loading: 'Siden indlæses', notFound: 'Siden findes ikke: {message}', failed: 'Siden kunne ikke hentes: {message}', retry: 'Prøv igen' },
  nb: { loading: 'Siden lastes', notFound: 'Siden finnes ikke: {message}', failed: 'Siden kunne ikke hentes: {message}', retry: 'Prøv igjen' },
  fi: { loading: 'Sivua ladataan', notFound: 'Sivua ei ole: {message}', failed: 'Sivua ei voitu ladata: {message}', retry: 'Yritä uudelleen' },
};
