/* Generated from schemas/api/params/template-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * One message template of the session's universe, read through a survey (its merge tags): GET vuejs/mails/template/{survey}/{id}, vuejs/sms/template/{survey}/{id}; id 0 is a new template.
 */
export interface TemplateParams {
survey: ExtName
id: number
}
