/**
 * The demo's letters (issue 17: a demo user sees a letter preview at once): one small Flat ODF text letter per
 * letter template, written here for Sightline (no third-party file is shipped), in the template's language, with
 * the merge tags of server/templates/merge-tags.ts in its text. A4, DejaVu Sans (Debian's fonts-dejavu-core, which
 * the LibreOffice set-up installs; LibreOffice falls back to a similar font without it).
 */

export interface DemoLetter {
  fileName: string;
  locale: 'sv' | 'fi' | 'en';
  /** The sender's line at the top, small and grey. */
  sender: string;
  heading: string;
  /** The letter's paragraphs, merge tags and all; the last ones are the closing and the signature. */
  paragraphs: string[];
}

const COUNTRY: Record<DemoLetter['locale'], string> = { sv: 'SE', fi: 'FI', en: 'GB' };

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The letter as a .fodt document: what a person would save from LibreOffice as Flat XML ODF Text. */
export function demoLetterXml(letter: DemoLetter): string {
  const p = (style: string, text: string) => `   <text:p text:style-name="${style}">${escape(text)}</text:p>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
    ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
    ' xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">',
    ' <office:font-face-decls>',
    '  <style:font-face style:name="DejaVu Sans" svg:font-family="&apos;DejaVu Sans&apos;" style:font-family-generic="swiss" style:font-pitch="variable"/>',
    ' </office:font-face-decls>',
    ' <office:styles>',
    '  <style:default-style style:family="paragraph">',
    '   <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.3cm" fo:line-height="130%"/>',
    `   <style:text-properties style:font-name="DejaVu Sans" fo:font-size="11pt" fo:language="${letter.locale}" fo:country="${COUNTRY[letter.locale]}" fo:color="#1d2633"/>`,
    '  </style:default-style>',
    '  <style:style style:name="Standard" style:family="paragraph" style:class="text"/>',
    '  <style:style style:name="Sender" style:family="paragraph" style:parent-style-name="Standard">',
    '   <style:paragraph-properties fo:margin-bottom="1.5cm" fo:border-bottom="0.5pt solid #9aa3ad" fo:padding-bottom="0.2cm"/>',
    '   <style:text-properties fo:font-size="9pt" fo:color="#5b6672"/>',
    '  </style:style>',
    '  <style:style style:name="Address" style:family="paragraph" style:parent-style-name="Standard">',
    '   <style:paragraph-properties fo:margin-bottom="0cm"/>',
    '  </style:style>',
    '  <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:class="text">',
    '   <style:paragraph-properties fo:margin-top="1.5cm" fo:margin-bottom="0.5cm"/>',
    '   <style:text-properties fo:font-size="15pt" fo:font-weight="bold"/>',
    '  </style:style>',
    ' </office:styles>',
    ' <office:automatic-styles>',
    '  <style:page-layout style:name="Page">',
    '   <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2.5cm" fo:margin-right="2.5cm"/>',
    '  </style:page-layout>',
    ' </office:automatic-styles>',
    ' <office:master-styles>',
    '  <style:master-page style:name="Standard" style:page-layout-name="Page"/>',
    ' </office:master-styles>',
    ' <office:body>',
    '  <office:text>',
    p('Sender', letter.sender),
    p('Address', '{{contact.name}}'),
    p('Address', '{{unit.name}}'),
    p('Heading', letter.heading),
    ...letter.paragraphs.map((text) => p('Standard', text)),
    '  </office:text>',
    ' </office:body>',
    '</office:document>',
    '',
  ].join('\n');
}

export const DEMO_LETTERS = {
  customerSv: {
    fileName: 'brev-till-kund.fodt',
    locale: 'sv',
    sender: 'Nordhem Living · Kundservice · kundservice@nordhem.example',
    heading: 'Hur var ditt besök?',
    paragraphs: [
      'Hej {{contact.name}}!',
      'Tack för ditt besök i {{unit.name}}. Vi vill gärna veta hur det var: svara på några korta frågor om {{survey.title}}. Det tar bara ett par minuter, och dina svar hjälper oss att bli bättre.',
      'Har du frågor om undersökningen når du oss på kundservice@nordhem.example.',
      'Vänliga hälsningar',
      'Nordhem Living',
    ],
  },
  customerFi: {
    fileName: 'kirje-asiakkaalle.fodt',
    locale: 'fi',
    sender: 'Nordhem Living · Asiakaspalvelu · kundservice@nordhem.example',
    heading: 'Millainen käyntisi oli?',
    paragraphs: [
      'Hei {{contact.name}}!',
      'Kiitos käynnistäsi myymälässä {{unit.name}}. Haluamme kuulla, millainen käynti oli: vastaa muutamaan lyhyeen kysymykseen kyselyssä {{survey.title}}. Vastaaminen vie vain pari minuuttia, ja vastauksesi auttavat meitä kehittymään.',
      'Kyselyä koskeviin kysymyksiin vastaamme osoitteessa kundservice@nordhem.example.',
      'Ystävällisin terveisin',
      'Nordhem Living',
    ],
  },
  customerEn: {
    fileName: 'letter-to-customer.fodt',
    locale: 'en',
    sender: 'Kestrel Facility Services · Customer feedback · feedback@kestrel.example',
    heading: 'How are we doing?',
    paragraphs: [
      'Dear {{contact.name}},',
      'Once a year we ask our customers how our services at {{unit.name}} meet their needs. Please take a few minutes to answer our survey, {{survey.title}}: your answers shape next year\u2019s service plan.',
      'If you have questions about the survey, write to us at feedback@kestrel.example.',
      'Kind regards',
      'Kestrel Facility Services',
    ],
  },
} satisfies Record<string, DemoLetter>;
