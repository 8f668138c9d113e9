import type { WidgetFixture } from '../../engine/index.tsx';
import type { MessageTemplateList } from '../../schemas/api/message-template-list.gen.ts';

type Row = MessageTemplateList['rows'][number];

/** The demo universe's templates as the list call answers them (by name). */
export const TEMPLATE_ROWS: Row[] = [
  { id: 7, name: 'Brev till kund', subject: '', sendingType: 'LETTER', labels: ['brev'], system: false },
  { id: 3, name: 'Påminnelse', subject: 'Vi vill gärna höra från dig', sendingType: 'EMAIL', labels: ['påminnelse', 'butik'], system: false },
  { id: 5, name: 'SMS-inbjudan', subject: '', sendingType: 'SMS', labels: [], system: false },
  { id: 1, name: 'Standardinbjudan', subject: 'Hur var ditt besök hos {{unit.name}}?', sendingType: 'EMAIL', labels: ['inbjudan'], system: true },
];

export function templateList(parts: Partial<MessageTemplateList> = {}): MessageTemplateList {
  return { rows: TEMPLATE_ROWS, createEmailTemplates: true, createSMSTemplates: true, createLetterTemplates: true, ...parts };
}

export const mailTemplatesListFixtures: WidgetFixture<'mailTemplatesList'>[] = [
  {
    name: 'An administrator: every kind of template, and every kind may be created',
    config: { size: 12, title: { en: 'Message templates', sv: 'Meddelandemallar' } },
    data: templateList(),
  },
  {
    name: 'A reader: the list without create buttons',
    config: { size: 12 },
    data: templateList({ createEmailTemplates: false, createSMSTemplates: false, createLetterTemplates: false }),
  },
  {
    name: 'No templates yet; only e-mail and SMS templates may be created',
    config: { size: 12 },
    data: templateList({ rows: [], createLetterTemplates: false }),
  },
];
