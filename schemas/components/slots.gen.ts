/* Generated from the container config schemas under schemas/components/ by `npm run gen`. Do not edit: change the schema and regenerate. */

/** A place in a container's config that holds nested components: keys down to it (`*`: every item of an array), one component or a list. */
export interface ConfigSlot {
  readonly path: readonly string[];
  readonly list: boolean;
}

/** The slots of each container type, read from the `$ref`s to page/component.schema.json in its config schema. */
export const COMPONENT_SLOTS: Readonly<Record<string, readonly ConfigSlot[]>> = {
  actionOverview: [{"path":["fallback"],"list":false}],
  discriminator: [{"path":["branches","*","components"],"list":true}],
  menuBlock: [{"path":["tabs","*","components"],"list":true}],
  selectionBlock: [{"path":["components"],"list":true}],
};
