/* Generated from schemas/api/params/page-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { AnyName } from './path-parts.gen.ts';

/**
 * GET vuejs/pages/page/{survey}/{pageId}.
 */
export interface PageParams {
survey: AnyName
pageId: AnyName
}
