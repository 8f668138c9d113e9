/**
 * Texts the engine and its widgets show, in the five product locales. Widgets keep theirs beside
 * them in the same shape; `useText` picks the user's locale, falling back to English.
 */
export const LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type Messages<K extends string> = Record<Locale, Record<K, string>>;

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export const engineMessages: Messages<
  'unknownComponent' | 'invalidConfig' | 'rootOnly' | 'widgetCrashed' | 'invalidPage' | 'dataFailed' | 'dataInvalid' | 'retry' | 'noData' | 'loading'
> = {
  en: {
    unknownComponent: 'Unknown component: {type}',
    invalidConfig: 'This component is configured wrongly:',
    rootOnly: 'root only',
    widgetCrashed: 'This component stopped working: {message}',
    invalidPage: 'This page cannot be shown: its description is invalid.',
    dataFailed: 'The data could not be loaded: {message}',
    dataInvalid: 'The server sent data this component cannot read.',
    retry: 'Try again',
    noData: 'No data for this selection.',
    loading: 'Loading',
  },
  sv: {
    unknownComponent: 'Okänd komponent: {type}',
    invalidConfig: 'Komponenten är felaktigt konfigurerad:',
    rootOnly: 'endast root',
    widgetCrashed: 'Komponenten slutade fungera: {message}',
    invalidPage: 'Sidan kan inte visas: dess beskrivning är ogiltig.',
    dataFailed: 'Data kunde inte hämtas: {message}',
    dataInvalid: 'Servern skickade data som komponenten inte kan läsa.',
    retry: 'Försök igen',
    noData: 'Inga data för detta urval.',
    loading: 'Laddar',
  },
  da: {
    unknownComponent: 'Ukendt komponent: {type}',
    invalidConfig: 'Komponenten er konfigureret forkert:',
    rootOnly: 'kun root',
    widgetCrashed: 'Komponenten holdt op med at virke: {message}',
    invalidPage: 'Siden kan ikke vises: dens beskrivelse er ugyldig.',
    dataFailed: 'Data kunne ikke hentes: {message}',
    dataInvalid: 'Serveren sendte data, som komponenten ikke kan læse.',
    retry: 'Prøv igen',
    noData: 'Ingen data for dette udvalg.',
    loading: 'Indlæser',
  },
  nb: {
    unknownComponent: 'Ukjent komponent: {type}',
    invalidConfig: 'Komponenten er feil konfigurert:',
    rootOnly: 'kun root',
    widgetCrashed: 'Komponenten sluttet å virke: {message}',
    invalidPage: 'Siden kan ikke vises: beskrivelsen er ugyldig.',
    dataFailed: 'Data kunne ikke hentes: {message}',
    dataInvalid: 'Serveren sendte data komponenten ikke kan lese.',
    retry: 'Prøv igjen',
    noData: 'Ingen data for dette utvalget.',
    loading: 'Laster',
  },
  fi: {
    unknownComponent: 'Tuntematon komponentti: {type}',
    invalidConfig: 'Komponentin asetuksissa on virheitä:',
    rootOnly: 'vain root',
    widgetCrashed: 'Komponentti lakkasi toimimasta: {message}',
    invalidPage: 'Sivua ei voi näyttää: sen kuvaus on virheellinen.',
    dataFailed: 'Tietoja ei voitu hakea: {message}',
    dataInvalid: 'Palvelin lähetti tietoja, joita komponentti ei osaa lukea.',
    retry: 'Yritä uudelleen',
    noData: 'Ei tietoja tälle valinnalle.',
    loading: 'Ladataan',
  },
};
