/* Generated from schemas/page/component.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize } from '../components/common.gen.ts';

/**
 * One component on a page: its type (resolved in the widget registry), an id unique on the page and its config. The config is checked further against the schema of its type.
 */
export interface ComponentDescriptor {
/**
 * A component type, e.g. variableBlock.
 */
type: string
/**
 * Component id, used in the data calls.
 */
id: string
/**
 * The version of its type's config this component was written for; older ones are migrated by the widget, a newer one shows as an unknown component. Missing means current.
 */
version?: number
/**
 * size and rootOnly for every type; the other settings are checked by the schema of the type.
 */
config: {
size?: ComponentSize
rootOnly?: boolean
[k: string]: unknown
}
/**
 * Children of a container component.
 */
components?: ComponentDescriptor[]
}
