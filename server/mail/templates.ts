/** Texts of the mail the server sends, in the five product languages (English when the locale is another). */
const RESET = {
  en: {
    subject: 'Reset your Sightline password',
    body: (name: string, link: string, minutes: number) =>
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset your Sightline password. Open this link to choose a new one:\n\n${link}\n\nThe link works once and for ${minutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.`,
  },
  sv: {
    subject: 'Återställ ditt lösenord till Sightline',
    body: (name: string, link: string, minutes: number) =>
      `Hej ${name},\n\nNågon (förhoppningsvis du) bad om att återställa ditt lösenord till Sightline. Öppna länken för att välja ett nytt:\n\n${link}\n\nLänken fungerar en gång och i ${minutes} minuter. Om du inte bad om detta kan du strunta i mejlet: lösenordet är oförändrat.`,
  },
  da: {
    subject: 'Nulstil din adgangskode til Sightline',
    body: (name: string, link: string, minutes: number) =>
      `Hej ${name},\n\nNogen (forhåbentlig dig) har bedt om at nulstille din adgangskode til Sightline. Åbn linket for at vælge en ny:\n\n${link}\n\nLinket virker én gang og i ${minutes} minutter. Hvis du ikke har bedt om det, kan du se bort fra denne mail: din adgangskode er uændret.`,
  },
  nb: {
    subject: 'Tilbakestill passordet ditt til Sightline',
    body: (name: string, link: string, minutes: number) =>
      `Hei ${name},\n\nNoen (forhåpentlig du) ba om å tilbakestille passordet ditt til Sightline. Åpne lenken for å velge et nytt:\n\n${link}\n\nLenken virker én gang og i ${minutes} minutter. Hvis du ikke ba om dette, kan du se bort fra e-posten: passordet er uendret.`,
  },
  fi: {
    subject: 'Vaihda Sightline-salasanasi',
    body: (name: string, link: string, minutes: number) =>
      `Hei ${name},\n\nJoku (toivottavasti sinä) pyysi Sightline-salasanasi vaihtamista. Valitse uusi salasana avaamalla linkki:\n\n${link}\n\nLinkki toimii kerran ja ${minutes} minuutin ajan. Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi ei muutu.`,
  },
};

export function resetMail(locale: string, name: string, link: string, minutes: number): { subject: string; text: string } {
  const t = RESET[(locale in RESET ? locale : 'en') as keyof typeof RESET];
  return { subject: t.subject, text: t.body(name, link, minutes) };
}
