/* Generated from schemas/components/mailTemplatesList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { MessageTemplateList } from '../../api/message-template-list.gen.ts';

/**
 * Template list: the answer of GET vuejs/mails/templates/{survey}.
 */
export type MailTemplatesListData = MessageTemplateList
