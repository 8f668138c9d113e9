/** Texts the sample calls answer in the caller's locale: state names, the state log's columns, the resent invitation. */
import { localize } from '../../core/metrics/variables';

type Lang = 'en' | 'sv' | 'nb' | 'da' | 'fi';
const t = (en: string, sv: string, nb: string, da: string, fi: string) => ({ en, sv, nb, da, fi });

const STATE_NAMES: Record<number, Record<Lang, string>> = {
  0: t('Completed', 'Besvarad', 'Besvart', 'Besvaret', 'Vastattu'),
  1: t('New', 'Ny', 'Ny', 'Ny', 'Uusi'),
  2: t('Approved', 'Godkänd', 'Godkjent', 'Godkendt', 'Hyväksytty'),
  3: t('Unapproved', 'Ej godkänd', 'Ikke godkjent', 'Ikke godkendt', 'Hylätty'),
  4: t('Cancelled', 'Avbruten', 'Kansellert', 'Annulleret', 'Peruttu'),
};

const TEXTS = {
  stateQuestion: t('State', 'Tillstånd', 'Tilstand', 'Tilstand', 'Tila'),
  evalPeriodQuestion: t('Evaluation period', 'Utvärderingsperiod', 'Evalueringsperiode', 'Evalueringsperiode', 'Arviointijakso'),
  subStateQuestion: t('Sub-state', 'Deltillstånd', 'Deltilstand', 'Deltilstand', 'Alatila'),
  date: t('Date', 'Datum', 'Dato', 'Dato', 'Päivämäärä'),
  user: t('User', 'Användare', 'Bruker', 'Bruger', 'Käyttäjä'),
  action: t('Action', 'Åtgärd', 'Handling', 'Handling', 'Toiminto'),
  from: t('From', 'Från', 'Fra', 'Fra', 'Mistä'),
  to: t('To', 'Till', 'Til', 'Til', 'Mihin'),
  changes: t('Changed fields', 'Ändrade fält', 'Endrede felt', 'Ændrede felter', 'Muutetut kentät'),
};

const ACTION_NAMES: Record<string, Record<Lang, string>> = {
  approve: t('Approve', 'Godkänn', 'Godkjenn', 'Godkend', 'Hyväksy'),
  cancel: t('Cancel', 'Avbryt', 'Kanseller', 'Annuller', 'Peru'),
  unapprove: t('Unapprove', 'Underkänn', 'Underkjenn', 'Afvis', 'Hylkää'),
  update: t('Update', 'Uppdatera', 'Oppdater', 'Opdater', 'Päivitä'),
  resendEmail: t('Resend e-mail', 'Skicka e-post igen', 'Send e-post igjen', 'Send e-mail igen', 'Lähetä sähköposti uudelleen'),
  resendSms: t('Resend SMS', 'Skicka sms igen', 'Send SMS igjen', 'Send sms igen', 'Lähetä tekstiviesti uudelleen'),
};

export function stateName(state: number, locale: string): string {
  return localize(STATE_NAMES[state] ?? String(state), locale);
}

export function sampleText(key: keyof typeof TEXTS, locale: string): string {
  return localize(TEXTS[key], locale);
}

export function actionName(action: string, locale: string): string {
  return localize(ACTION_NAMES[action] ?? action, locale);
}

const INVITATION: Record<Lang, { subject: (survey: string) => string; body: (name: string, survey: string, unit: string) => string }> = {
  en: {
    subject: (s) => `${s}: we would like to hear from you`,
    body: (n, s, u) => `Hello ${n},\n\nThank you for your recent visit to ${u}. We would be grateful if you answered a few questions about it (${s}).\n\nThis is a reminder of our earlier invitation.`,
  },
  sv: {
    subject: (s) => `${s}: vi vill gärna höra från dig`,
    body: (n, s, u) => `Hej ${n},\n\nTack för ditt besök hos ${u}. Vi blir glada om du svarar på några frågor om det (${s}).\n\nDetta är en påminnelse om vår tidigare inbjudan.`,
  },
  nb: {
    subject: (s) => `${s}: vi vil gjerne høre fra deg`,
    body: (n, s, u) => `Hei ${n},\n\nTakk for besøket hos ${u}. Vi blir glade om du svarer på noen spørsmål om det (${s}).\n\nDette er en påminnelse om vår tidligere invitasjon.`,
  },
  da: {
    subject: (s) => `${s}: vi vil gerne høre fra dig`,
    body: (n, s, u) => `Hej ${n},\n\nTak for dit besøg hos ${u}. Vi bliver glade, hvis du svarer på nogle spørgsmål om det (${s}).\n\nDette er en påmindelse om vores tidligere invitation.`,
  },
  fi: {
    subject: (s) => `${s}: haluaisimme kuulla sinusta`,
    body: (n, s, u) => `Hei ${n},\n\nKiitos käynnistäsi: ${u}. Olisimme kiitollisia, jos vastaisit muutamaan kysymykseen siitä (${s}).\n\nTämä on muistutus aiemmasta kutsustamme.`,
  },
};

/** The invitation a resend repeats, in the contact's language when it has one. */
export function invitationText(locale: string, name: string, survey: string, unit: string): { subject: string; text: string } {
  const lang = (locale in INVITATION ? locale : 'en') as Lang;
  const m = INVITATION[lang];
  return { subject: m.subject(survey), text: m.body(name || '', survey, unit) };
}
