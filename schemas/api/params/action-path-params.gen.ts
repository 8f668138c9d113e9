/* Generated from schemas/api/params/action-path-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionId, DrillText, ExtName } from './path-parts.gen.ts';

/**
 * An action (0 for a new one) at a drill unit: GET vuejs/actions/getaction/{survey}/{id}/{path}, POST vuejs/actions/getactionvalue/{survey}/{id}/{path}.
 */
export interface ActionPathParams {
survey: ExtName
id: ActionId
path: DrillText
}
