/**
 * The playground's CodeMirror 6 editor, loaded only when the playground opens (Playground.tsx imports it with
 * a dynamic import: its own chunk). YAML or JSON; completion and hover from the page and component schemas
 * (codemirror-json-schema, over `completionSchema`); the errors at their lines from the engine's own checks
 * (`diagnosticsOf`), so the editor and the list below it never disagree.
 */
import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { Compartment, EditorState } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { linter } from '@codemirror/lint';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { yaml, yamlLanguage } from '@codemirror/lang-yaml';
import { jsonCompletion, jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import { yamlCompletion, yamlSchemaHover } from 'codemirror-json-schema/yaml';
import Box from '@mui/material/Box';
import { useEditorText } from '../../src/ui/useEditorText.ts';
import { completionSchema } from './completionSchema.ts';
import { diagnosticsOf, isConfiguration } from './descriptorText.ts';
import { parse } from 'yaml';

export type DescriptorLanguage = 'yaml' | 'json';

const languageOf = (language: DescriptorLanguage) =>
  language === 'yaml'
    ? [yaml(), yamlLanguage.data.of({ autocomplete: yamlCompletion() }), hoverTooltip(yamlSchemaHover())]
    : [json(), jsonLanguage.data.of({ autocomplete: jsonCompletion() }), hoverTooltip(jsonSchemaHover())];

const schemaKind = (text: string): 'page' | 'configuration' => {
  try {
    return isConfiguration(parse(text)) ? 'configuration' : 'page';
  } catch {
    return 'page';
  }
};

const engineLinter = linter((view) => diagnosticsOf(view.state.doc.toString()).map((d) => ({ ...d, severity: 'error' as const })), { delay: 300 });

export default function DescriptorEditor({ value, language, label, onChange }: { value: string; language: DescriptorLanguage; label: string; onChange(value: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  const kind = useRef(schemaKind(value));
  const languageSlot = useRef(new Compartment());
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          languageSlot.current.of(languageOf(language)),
          stateExtensions(completionSchema(kind.current)),
          engineLinter,
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.theme({ '&': { height: '560px', border: '1px solid rgba(0, 0, 0, 0.23)', borderRadius: '4px', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return;
            const text = u.state.doc.toString();
            // A page and a whole script complete from different schemas.
            const now = schemaKind(text);
            if (now !== kind.current) {
              kind.current = now;
              queueMicrotask(() => updateSchema(u.view, completionSchema(now)));
            }
            change.current(text);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The view is made once; the effects below carry later changes into it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEditorText(view, value);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageOf(language)) });
  }, [language]);

  return <Box ref={host} data-testid="descriptor-editor" data-language={language} sx={{ '& .cm-editor.cm-focused': { outline: '2px solid #0000c8' } }} />;
}
