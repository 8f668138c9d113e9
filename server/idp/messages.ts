/** The embedded sign-in pages' texts in the five product languages. */
export const IDP_LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
export type IdpLocale = (typeof IDP_LOCALES)[number];

const en = {
  title: 'Sign in to Sightline',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  unknownUser: 'There is no user called {username}.',
  wrongPassword: 'Wrong password.',
  accountDisabled: 'This account is disabled. Ask your administrator to enable it.',
  tooManyAttempts: 'Too many failed sign-ins. Try again in {wait}.',
  forgotPassword: 'Forgot your password?',
  missingFields: 'Enter both your username and your password.',
  expired: 'The sign-in took too long. Go back to Sightline and try again.',
  logoutTitle: 'Signing you out…',
  logoutQuestion: 'Sign out of Sightline?',
  logoutConfirm: 'Sign out',
  loggedOut: 'You are signed out.',
  backToApp: 'Back to Sightline',
  errorTitle: 'Sign-in could not continue',
  wrongAddressTitle: 'Sightline is at another address',
  wrongAddress: 'You opened Sightline at {here}, but it is set up to be reached at {publicUrl}, and signing in works only there. To use {here}, start the server with PUBLIC_URL={here}.',
  goToPublicUrl: 'Go to {publicUrl}',
};
export type IdpMessages = typeof en;

export const IDP_MESSAGES: Record<IdpLocale, IdpMessages> = {
  en,
  sv: {
    title: 'Logga in på Sightline',
    username: 'Användarnamn',
    password: 'Lösenord',
    submit: 'Logga in',
    unknownUser: 'Det finns ingen användare som heter {username}.',
    wrongPassword: 'Fel lösenord.',
    accountDisabled: 'Kontot är avstängt. Be din administratör att aktivera det.',
    tooManyAttempts: 'För många misslyckade inloggningar. Försök igen om {wait}.',
    forgotPassword: 'Glömt lösenordet?',
    missingFields: 'Fyll i både användarnamn och lösenord.',
    expired: 'Inloggningen tog för lång tid. Gå tillbaka till Sightline och försök igen.',
    logoutTitle: 'Loggar ut…',
    logoutQuestion: 'Logga ut från Sightline?',
    logoutConfirm: 'Logga ut',
    loggedOut: 'Du är utloggad.',
    backToApp: 'Tillbaka till Sightline',
    errorTitle: 'Inloggningen kunde inte fortsätta',
    wrongAddressTitle: 'Sightline finns på en annan adress',
    wrongAddress: 'Du öppnade Sightline på {here}, men den är inställd för att nås på {publicUrl}, och inloggning fungerar bara där. Starta servern med PUBLIC_URL={here} för att använda {here}.',
    goToPublicUrl: 'Gå till {publicUrl}',
  },
  da: {
    title: 'Log ind på Sightline',
    username: 'Brugernavn',
    password: 'Adgangskode',
    submit: 'Log ind',
    unknownUser: 'Der findes ingen bruger ved navn {username}.',
    wrongPassword: 'Forkert adgangskode.',
    accountDisabled: 'Kontoen er deaktiveret. Bed din administrator om at aktivere den.',
    tooManyAttempts: 'For mange mislykkede log ind. Prøv igen om {wait}.',
    forgotPassword: 'Glemt din adgangskode?',
    missingFields: 'Udfyld både brugernavn og adgangskode.',
    expired: 'Log ind tog for lang tid. Gå tilbage til Sightline og prøv igen.',
    logoutTitle: 'Logger ud…',
    logoutQuestion: 'Log ud af Sightline?',
    logoutConfirm: 'Log ud',
    loggedOut: 'Du er logget ud.',
    backToApp: 'Tilbage til Sightline',
    errorTitle: 'Log ind kunne ikke fortsætte',
    wrongAddressTitle: 'Sightline ligger på en anden adresse',
    wrongAddress: 'Du åbnede Sightline på {here}, men den er sat op til at blive nået på {publicUrl}, og log ind virker kun der. Start serveren med PUBLIC_URL={here} for at bruge {here}.',
    goToPublicUrl: 'Gå til {publicUrl}',
  },
  nb: {
    title: 'Logg inn på Sightline',
    username: 'Brukernavn',
    password: 'Passord',
    submit: 'Logg inn',
    unknownUser: 'Det finnes ingen bruker som heter {username}.',
    wrongPassword: 'Feil passord.',
    accountDisabled: 'Kontoen er deaktivert. Be administratoren din om å aktivere den.',
    tooManyAttempts: 'For mange mislykkede innlogginger. Prøv igjen om {wait}.',
    forgotPassword: 'Glemt passordet?',
    missingFields: 'Fyll inn både brukernavn og passord.',
    expired: 'Innloggingen tok for lang tid. Gå tilbake til Sightline og prøv igjen.',
    logoutTitle: 'Logger ut…',
    logoutQuestion: 'Logge ut av Sightline?',
    logoutConfirm: 'Logg ut',
    loggedOut: 'Du er logget ut.',
    backToApp: 'Tilbake til Sightline',
    errorTitle: 'Innloggingen kunne ikke fortsette',
    wrongAddressTitle: 'Sightline ligger på en annen adresse',
    wrongAddress: 'Du åpnet Sightline på {here}, men den er satt opp til å nås på {publicUrl}, og innlogging virker bare der. Start serveren med PUBLIC_URL={here} for å bruke {here}.',
    goToPublicUrl: 'Gå til {publicUrl}',
  },
  fi: {
    title: 'Kirjaudu Sightlineen',
    username: 'Käyttäjätunnus',
    password: 'Salasana',
    submit: 'Kirjaudu',
    unknownUser: 'Käyttäjää {username} ei ole.',
    wrongPassword: 'Väärä salasana.',
    accountDisabled: 'Tili on poistettu käytöstä. Pyydä ylläpitäjää ottamaan se käyttöön.',
    tooManyAttempts: 'Liian monta epäonnistunutta kirjautumista. Yritä uudelleen {wait} kuluttua.',
    forgotPassword: 'Unohditko salasanasi?',
    missingFields: 'Anna sekä käyttäjätunnus että salasana.',
    expired: 'Kirjautuminen kesti liian kauan. Palaa Sightlineen ja yritä uudelleen.',
    logoutTitle: 'Kirjaudutaan ulos…',
    logoutQuestion: 'Kirjaudutaanko ulos Sightlinesta?',
    logoutConfirm: 'Kirjaudu ulos',
    loggedOut: 'Olet kirjautunut ulos.',
    backToApp: 'Takaisin Sightlineen',
    errorTitle: 'Kirjautuminen ei voinut jatkua',
    wrongAddressTitle: 'Sightline on toisessa osoitteessa',
    wrongAddress: 'Avasit Sightlinen osoitteessa {here}, mutta se on määritetty osoitteeseen {publicUrl}, ja kirjautuminen toimii vain siellä. Jos haluat käyttää osoitetta {here}, käynnistä palvelin asetuksella PUBLIC_URL={here}.',
    goToPublicUrl: 'Siirry osoitteeseen {publicUrl}',
  },
};

/** ui_locales from the authorization request first, then Accept-Language; Norwegian variants map to nb. */
export function pickIdpLocale(uiLocales: unknown, acceptLanguage: string | undefined): IdpLocale {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim()),
  ];
  for (const tag of candidates) {
    const lang = tag.toLowerCase().split('-')[0];
    const mapped = lang === 'no' || lang === 'nn' ? 'nb' : lang;
    if ((IDP_LOCALES as readonly string[]).includes(mapped ?? '')) return mapped as IdpLocale;
  }
  return 'en';
}

/** A wait as the sign-in page shows it, the same in all five languages: "45 s", "15 min". */
export function shortWait(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
