/**
 * Precompiled validators for the admin forms rendered from schemas by RJSF (issue 20): RJSF's default validator
 * compiles the schema with `new Function` in the browser, which the Content-Security-Policy forbids, so `npm run gen`
 * compiles each form's schema here with @rjsf/validator-ajv8's compileSchemaValidatorsCode (the root schema and
 * every sub-schema RJSF validates on its own, keyed as RJSF looks them up) and the form uses
 * createPrecompiledValidator with it. `npm run gen:check` fails when a form schema changed without this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { API_DIR } from './gen-schema-files.ts';

/** The forms: the export name → the schema the form renders (the same file the call's payload is checked against). */
export const FORM_SCHEMAS: Record<string, string> = {
  roleFormValidators: path.join(API_DIR, 'role.schema.json'),
  userFormValidators: path.join(API_DIR, 'user-dto.schema.json'),
  universeFormValidators: path.join(API_DIR, 'universe-data.schema.json'),
  metainterviewFormValidators: path.join(API_DIR, 'metainterview.schema.json'),
};

/**
 * One module, each form's validators in a scope of its own (ajv's names, schema11 and validate10, repeat across
 * forms). ajv's CommonJS output is used as is, its `exports` a local object; `inline` replaces its runtime requires.
 */
export function formValidatorsModule(header: string, inline: (code: string) => string): string {
  const forms = Object.entries(FORM_SCHEMAS).map(([name, file]) => {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
    const code = inline(compileSchemaValidatorsCode(schema as never, { ajvOptionsOverrides: { code: { source: true, lines: false } } }));
    return `export const ${name} = (() => {\nconst exports = {};\n${code}\nreturn exports;\n})();\n`;
  });
  return header + '// @ts-nocheck -- ajv standalone output; the forms pass it to createPrecompiledValidator\n/* eslint-disable */\n' + forms.join('\n');
}
