/**
 * Demo message templates (issue 17): e-mail, SMS and letter templates in each demo universe, in its languages
 * (the retail chain writes Swedish, Norwegian, Danish and Finnish; the B2B company Finnish and English), with the
 * merge tags of server/templates/merge-tags.ts (each e-mail's link is `{{survey.link}}`, the survey's `campaigns.surveyLink`,
 * which the sender turns into a tracked click); each letter template has a letter of its own (letters.ts). One system
 * template per universe shows what only root may change.
 */
import type pg from 'pg';
import { DEMO_LETTERS, demoLetterXml, type DemoLetter } from './letters';

interface DemoTemplate {
  sendingType: 'EMAIL' | 'SMS' | 'LETTER';
  name: string;
  locale: string;
  subject?: string;
  labels?: string[];
  system?: boolean;
  extname?: string;
  /** The mail's body paragraphs (EMAIL) or the text (SMS). */
  body: string[];
  /** A letter template's .fodt file (LETTER). */
  letter?: DemoLetter;
}

/** A plain, table-based mail that common mail clients render alike. */
function mailHtml(locale: string, paragraphs: string[], sender: string): string {
  const ps = paragraphs.map((p) => `<p style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#1d2633">${p}</p>`).join('');
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${sender}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f5f7"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff"><tr><td style="padding:32px">${ps}</td></tr></table>` +
    `</td></tr></table></body></html>`
  );
}

const RETAIL = { fromName: 'Nordhem Living', fromEmail: 'kundservice@nordhem.example' };
const KESTREL = { fromName: 'Kestrel Facility Services', fromEmail: 'feedback@kestrel.example' };

const TEMPLATES: Record<string, { sender: { fromName: string; fromEmail: string }; templates: DemoTemplate[] }> = {
  demo: {
    sender: RETAIL,
    templates: [
      {
        sendingType: 'EMAIL',
        name: 'Standardinbjudan',
        locale: 'sv',
        system: true,
        extname: 'standard_invitation',
        subject: 'Hur var ditt besök hos oss?',
        labels: ['inbjudan'],
        body: ['Hej {{contact.name}}!', 'Tack för ditt besök i {{unit.name}}. Vi vill gärna veta hur det var: svara på några korta frågor om {{survey.title}}.', '<a href="{{survey.link}}">Svara på enkäten</a>', 'Vänliga hälsningar<br>Nordhem Living'],
      },
      {
        sendingType: 'EMAIL',
        name: 'Påminnelse butiksbesök',
        locale: 'sv',
        // The sample list's and the editor's follow-up mail action (storevisit.yaml) names it.
        extname: 'visit_reminder',
        subject: 'Påminnelse: berätta om ditt besök',
        labels: ['påminnelse'],
        body: ['Hej {{contact.name}},', 'för några dagar sedan besökte du {{unit.name}}. Det tar bara två minuter att berätta hur det var.', '<a href="{{survey.link}}">Berätta här</a>', 'Tack på förhand!<br>Nordhem Living'],
      },
      {
        sendingType: 'EMAIL',
        name: 'Invitasjon butikkbesøk',
        locale: 'nb',
        subject: 'Hvordan var besøket ditt?',
        labels: ['invitasjon'],
        body: ['Hei {{contact.name}}!', 'Takk for besøket i {{unit.name}}. Fortell oss gjerne hvordan det var.', '<a href="{{survey.link}}">Svar på undersøkelsen</a>', 'Vennlig hilsen<br>Nordhem Living'],
      },
      {
        sendingType: 'EMAIL',
        name: 'Invitation butiksbesøg',
        locale: 'da',
        subject: 'Hvordan var dit besøg?',
        labels: ['invitation'],
        body: ['Hej {{contact.name}}!', 'Tak for dit besøg i {{unit.name}}. Fortæl os gerne, hvordan det var.', '<a href="{{survey.link}}">Svar på undersøgelsen</a>', 'Venlig hilsen<br>Nordhem Living'],
      },
      {
        sendingType: 'EMAIL',
        name: 'Kutsu myymäläkäynnin kyselyyn',
        locale: 'fi',
        subject: 'Millainen käyntisi oli?',
        labels: ['kutsu'],
        body: ['Hei {{contact.name}}!', 'Kiitos käynnistäsi myymälässä {{unit.name}}. Kerro meille, millainen käynti oli.', '<a href="{{survey.link}}">Vastaa kyselyyn</a>', 'Ystävällisin terveisin<br>Nordhem Living'],
      },
      { sendingType: 'SMS', name: 'SMS-inbjudan', locale: 'sv', body: ['Hej {{contact.name}}! Tack för ditt besök i {{unit.name}}. Berätta gärna hur det var – svara på vårt mejl. /Nordhem Living'] },
      { sendingType: 'SMS', name: 'SMS-invitasjon', locale: 'nb', body: ['Hei {{contact.name}}! Takk for besøket i {{unit.name}}. Svar gjerne på e-posten vår. Hilsen Nordhem Living'] },
      { sendingType: 'SMS', name: 'Tekstiviestikutsu', locale: 'fi', body: ['Hei {{contact.name}}! Kiitos käynnistä myymälässä {{unit.name}}. Kerro kokemuksestasi sähköpostikyselyssämme. T. Nordhem Living'] },
      { sendingType: 'LETTER', name: 'Brev till kund', locale: 'sv', labels: ['brev'], body: [], letter: DEMO_LETTERS.customerSv },
      { sendingType: 'LETTER', name: 'Kirje asiakkaalle', locale: 'fi', labels: ['kirje'], body: [], letter: DEMO_LETTERS.customerFi },
    ],
  },
  b2b: {
    sender: KESTREL,
    templates: [
      {
        sendingType: 'EMAIL',
        name: 'Relationship survey invitation',
        locale: 'en',
        system: true,
        extname: 'relationship_invitation',
        subject: 'How are we doing, {{contact.name}}?',
        labels: ['invitation'],
        body: ['Dear {{contact.name}},', 'Once a year we ask our customers how our services at {{unit.name}} meet their needs. Your answers shape next year\u2019s service plan.', '<a href="{{survey.link}}">Answer the survey</a>', 'Kind regards<br>Kestrel Facility Services'],
      },
      {
        sendingType: 'EMAIL',
        name: 'Asiakassuhdekyselyn kutsu',
        locale: 'fi',
        subject: 'Miten olemme onnistuneet?',
        labels: ['kutsu'],
        body: ['Hyvä {{contact.name}},', 'kysymme kerran vuodessa asiakkailtamme, miten palvelumme kohteessa {{unit.name}} vastaavat tarpeisiin.', '<a href="{{survey.link}}">Vastaa kyselyyn</a>', 'Ystävällisin terveisin<br>Kestrel Facility Services'],
      },
      { sendingType: 'SMS', name: 'Survey reminder', locale: 'en', body: ['Hello {{contact.name}}, a reminder of our short survey about {{unit.name}}: see your inbox. Thank you! Kestrel'] },
      { sendingType: 'SMS', name: 'Muistutusviesti', locale: 'fi', body: ['Hei {{contact.name}}, muistathan lyhyen kyselymme kohteesta {{unit.name}}. Kiitos! Kestrel'] },
      { sendingType: 'LETTER', name: 'Letter to customer', locale: 'en', labels: ['letter'], body: [], letter: DEMO_LETTERS.customerEn },
    ],
  },
};

/** Inserts the demo templates of the universes named in `universeIds` (name → id). */
export async function seedDemoTemplates(client: pg.ClientBase, universeIds: Record<string, number>): Promise<void> {
  for (const [universe, { sender, templates }] of Object.entries(TEMPLATES)) {
    const universeId = universeIds[universe];
    if (universeId === undefined) continue;
    for (const t of templates) {
      await client.query(
        `insert into message_template (universe_id, sending_type, name, extname, subject, labels, locale, from_name, from_email, html, contents, system, letter_file_name, letter_file)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          universeId,
          t.sendingType,
          t.name,
          t.extname ?? '',
          t.subject ?? '',
          JSON.stringify(t.labels ?? []),
          t.locale,
          t.sendingType === 'EMAIL' ? sender.fromName : '',
          t.sendingType === 'EMAIL' ? sender.fromEmail : '',
          t.sendingType === 'EMAIL' ? mailHtml(t.locale, t.body, sender.fromName) : '',
          t.sendingType === 'SMS' ? t.body.join('\n') : '',
          t.system ?? false,
          t.letter?.fileName ?? null,
          t.letter ? demoLetterXml(t.letter) : null,
        ],
      );
    }
  }
}
