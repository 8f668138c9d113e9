/**
 * Words of the built-in tables (alert history, invitations, answers) and variables, in the five locales; configured
 * titles win over these. Kept on the server like the level words of server/analytics/segmented.ts, because the
 * tables travel as data (columns with titles) in the spec's Interview data shape.
 */
import { localize } from '../../core/metrics/variables';

const WORDS = {
  date: { en: 'Date', sv: 'Datum', nb: 'Dato', da: 'Dato', fi: 'Päivämäärä' },
  state: { en: 'State', sv: 'Status', nb: 'Status', da: 'Status', fi: 'Tila' },
  user: { en: 'User', sv: 'Användare', nb: 'Bruker', da: 'Bruger', fi: 'Käyttäjä' },
  comment: { en: 'Comment', sv: 'Kommentar', nb: 'Kommentar', da: 'Kommentar', fi: 'Kommentti' },
  question: { en: 'Question', sv: 'Fråga', nb: 'Spørsmål', da: 'Spørgsmål', fi: 'Kysymys' },
  variable: { en: 'Variable', sv: 'Variabel', nb: 'Variabel', da: 'Variabel', fi: 'Muuttuja' },
  value: { en: 'Value', sv: 'Värde', nb: 'Verdi', da: 'Værdi', fi: 'Arvo' },
  internalName: { en: 'Internal name', sv: 'Internt namn', nb: 'Internt navn', da: 'Internt navn', fi: 'Sisäinen nimi' },
  alerts: { en: 'Alert history', sv: 'Larmhistorik', nb: 'Varselhistorikk', da: 'Alarmhistorik', fi: 'Hälytyshistoria' },
  invitations: { en: 'Invitations', sv: 'Inbjudningar', nb: 'Invitasjoner', da: 'Invitationer', fi: 'Kutsut' },
  answers: { en: 'All answers', sv: 'Alla svar', nb: 'Alle svar', da: 'Alle svar', fi: 'Kaikki vastaukset' },
  background: { en: 'Background', sv: 'Bakgrund', nb: 'Bakgrunn', da: 'Baggrund', fi: 'Taustatiedot' },
  unit: { en: 'Unit', sv: 'Enhet', nb: 'Enhet', da: 'Enhed', fi: 'Yksikkö' },
  parentUnit: { en: 'Parent unit', sv: 'Överordnad enhet', nb: 'Overordnet enhet', da: 'Overordnet enhed', fi: 'Yläyksikkö' },
  respondedAt: { en: 'Answered', sv: 'Besvarad', nb: 'Besvart', da: 'Besvaret', fi: 'Vastattu' },
  interviewId: { en: 'Interview', sv: 'Intervju', nb: 'Intervju', da: 'Interview', fi: 'Haastattelu' },
  contactName: { en: 'Name', sv: 'Namn', nb: 'Navn', da: 'Navn', fi: 'Nimi' },
  contactEmail: { en: 'E-mail', sv: 'E-post', nb: 'E-post', da: 'E-mail', fi: 'Sähköposti' },
  system: { en: 'System', sv: 'Systemet', nb: 'Systemet', da: 'Systemet', fi: 'Järjestelmä' },
} as const;

export type Word = keyof typeof WORDS;

export function word(key: Word, locale: string): string {
  return localize(WORDS[key], locale);
}

export function isWord(key: string): key is Word {
  return key in WORDS;
}

const ALERT_STATES: Record<number, Record<string, string>> = {
  2: { en: 'Open', sv: 'Öppet', nb: 'Åpent', da: 'Åben', fi: 'Avoin' },
  3: { en: 'Solved', sv: 'Löst', nb: 'Løst', da: 'Løst', fi: 'Ratkaistu' },
  6: { en: 'Processing', sv: 'Under behandling', nb: 'Under behandling', da: 'Under behandling', fi: 'Käsittelyssä' },
};
const SAMPLE_STATES: Record<number, Record<string, string>> = {
  0: { en: 'Completed', sv: 'Besvarad', nb: 'Besvart', da: 'Besvaret', fi: 'Vastattu' },
  1: { en: 'New', sv: 'Ny', nb: 'Ny', da: 'Ny', fi: 'Uusi' },
  2: { en: 'Approved', sv: 'Godkänd', nb: 'Godkjent', da: 'Godkendt', fi: 'Hyväksytty' },
  3: { en: 'Unapproved', sv: 'Ej godkänd', nb: 'Ikke godkjent', da: 'Ikke godkendt', fi: 'Hylätty' },
  4: { en: 'Cancelled', sv: 'Avbruten', nb: 'Avbrutt', da: 'Annulleret', fi: 'Peruttu' },
};

export function alertStateText(state: number, locale: string): string {
  return localize(ALERT_STATES[state] ?? String(state), locale);
}

export function sampleStateText(state: number, locale: string): string {
  return localize(SAMPLE_STATES[state] ?? String(state), locale);
}
