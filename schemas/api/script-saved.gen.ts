/* Generated from schemas/api/script-saved.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ConfigurationIssue } from './configuration-check.gen.ts';
import type { ScriptBlock } from './script-block.gen.ts';

/**
 * POST vuejs/scripts/{survey}: the script as saved, and for a CONFIGURATION script the warnings of the configuration (paths and YAML lines) that did not refuse it. A configuration with errors is refused with 422 and a ConfigurationCheck.
 */
export interface ScriptSaved {
script: ScriptBlock
warnings: ConfigurationIssue[]
}
