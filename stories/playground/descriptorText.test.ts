import { CompletionContext } from '@codemirror/autocomplete';
import { ensureSyntaxTree } from '@codemirror/language';
import { yaml } from '@codemirror/lang-yaml';
import { EditorState } from '@codemirror/state';
import { stateExtensions } from 'codemirror-json-schema';
import { yamlCompletion } from 'codemirror-json-schema/yaml';
import { describe, expect, it } from 'vitest';
import { checkSurveyConfiguration } from '../../engine/index.tsx';
import { completionSchema } from './completionSchema';
import { checkText, configurationYaml, convertText, decodeText, diagnosticsOf, encodeText } from './descriptorText';
import { EXAMPLE_DESCRIPTOR } from './example';

const BROKEN = `extname: broken
title: { en: Broken page }
components:
  - type: staticTable
    id: table
    config: { size: 6, columns: [], rows: [], colour: red }
`;

describe('the playground text', () => {
  it("puts each of the engine's problems on its line, a syntax error on the line it names", () => {
    const [problem] = diagnosticsOf(BROKEN);
    const start = BROKEN.indexOf('    config: { size: 6, columns');
    expect(problem).toEqual({ from: start, to: BROKEN.indexOf('\n', start), message: '/components/0/config/colour is not a known property here' });
    expect(diagnosticsOf(EXAMPLE_DESCRIPTOR)).toEqual([]);
    const bad = 'extname: x\ntitle: { en: X\ncomponents: []\n';
    const [syntax] = diagnosticsOf(bad);
    expect(syntax!.message).toMatch(/YAML line \d/);
    expect(bad.slice(syntax!.from, syntax!.to)).not.toBe('extname: x');
  });

  it('keeps any text, Nordic letters and all, in a link arg and reads it back', () => {
    const text = `${EXAMPLE_DESCRIPTOR}# Översikt: å ä ö ø æ, "quotes" / slashes + pluses\n`;
    const encoded = encodeText(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeText(encoded)).toBe(text);
    expect(decodeText('%%%')).toBeNull();
  });

  it('copies a page as the one page of a survey configuration that starts on it, which the server accepts', () => {
    const yaml = configurationYaml(EXAMPLE_DESCRIPTOR)!;
    const { value } = checkText(yaml);
    expect(value).toMatchObject({ startPage: 'start', pages: [{ extname: 'start' }] });
    expect(checkSurveyConfiguration(value).ok).toBe(true);
    // A whole script is copied as it is, comments included.
    const script = `# mine\nstartPage: start\npages:\n${EXAMPLE_DESCRIPTOR.replace(/^#.*\n/, '').replace(/^/gm, '    ').replace(/^ {4}schemaVersion/, '  - schemaVersion')}`;
    expect(checkText(script).issues).toEqual([]);
    expect(configurationYaml(script)).toContain('# mine');
    expect(configurationYaml('a: [')).toBeNull();
  });

  it('switches between YAML and JSON without changing the value', () => {
    const json = convertText(EXAMPLE_DESCRIPTOR, 'json')!;
    expect(JSON.parse(json)).toEqual(checkText(EXAMPLE_DESCRIPTOR).value);
    expect(checkText(convertText(json, 'yaml')!).value).toEqual(checkText(EXAMPLE_DESCRIPTOR).value);
  });

  it('completes from the page and component schemas', async () => {
    const complete = async (doc: string) => {
      const state = EditorState.create({ doc, extensions: [yaml(), stateExtensions(completionSchema('page'))] });
      // The parse runs in time slices, as in the editor; on a busy machine the first slice may not reach the end.
      ensureSyntaxTree(state, doc.length, 10_000);
      const result = await yamlCompletion()(new CompletionContext(state, doc.length, true));
      return result && 'options' in result ? result.options.map((o) => o.label) : [];
    };
    expect(await complete('extname: x\nselection')).toContain('selectionInterval');
    // Inside a component's config (the settings every type has; the settings of its own type do not complete yet).
    expect(await complete('components:\n  - type: developmentLineChart\n    id: x\n    config: { s')).toContain('size');
  });
});
