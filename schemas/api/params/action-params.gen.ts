/* Generated from schemas/api/params/action-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionId, ExtName } from './path-parts.gen.ts';

/**
 * An action (0 for a new one): POST vuejs/actions/updateaction/{survey}/{id}, POST vuejs/charts/actionchart/{survey}/{id}.
 */
export interface ActionParams {
survey: ExtName
id: ActionId
}
