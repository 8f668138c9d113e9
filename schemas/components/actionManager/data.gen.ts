/* Generated from schemas/components/actionManager/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionManagerAnswer } from '../../entities/actionManagerData.gen.ts';

/**
 * Action manager data (GET vuejs/actions/actionmanager/{survey}/{id}/{path}).
 */
export type ActionManagerData = ActionManagerAnswer
