/* Generated from schemas/components/alertList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { AlertList } from '../../api/alert-list.gen.ts';

/**
 * Alert list answer (the alert list screen's call).
 */
export type AlertListData = AlertList
