/* Generated from schemas/components/actionManager/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionManagerData as ApiActionManagerData } from '../../api/action-manager-data.gen.ts';

/**
 * Action manager data: the answer of GET vuejs/actions/actionmanager/{survey}/{id}/{path}.
 */
export type ActionManagerData = ApiActionManagerData
