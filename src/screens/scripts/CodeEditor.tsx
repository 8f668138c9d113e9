import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { Compartment, EditorState } from '@codemirror/state';
import { javascript } from '@codemirror/lang-javascript';
import { yaml } from '@codemirror/lang-yaml';
import Box from '@mui/material/Box';
import { useEditorText } from '../../ui/useEditorText.ts';

export type CodeLanguage = 'yaml' | 'javascript';

export interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  /** The editable text's accessible name. */
  label: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** Spec 3 section 9: the script editor is 600 px high. */
const HEIGHT = '600px';

/**
 * The editable text's name, and a tab index it already has as contenteditable: accessibility checkers count only a
 * tab index as focusable, and the scrolling box around the text must hold something focusable (keyboard scrolling).
 */
const contentAttributes = (label: string) => EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });

const languageOf = (language: CodeLanguage) => (language === 'yaml' ? yaml() : javascript());

/**
 * CodeMirror 6 (spec 3 sections 2 and 4): YAML for a CONFIGURATION script, JavaScript otherwise. It lives in the
 * script screen's chunk only (src/screens/scripts/route.ts), so the first paint never carries it. The view owns the
 * text while it is edited; a new `value` from outside (a reload, a save's answer) replaces it only when it differs.
 */
export function CodeEditor({ value, language, label, onChange, disabled = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const compartments = useRef({
    language: new Compartment(),
    editable: new Compartment(),
    label: new Compartment(),
  });

  useEffect(() => {
    const c = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          c.language.of(languageOf(language)),
          c.editable.of(EditorView.editable.of(!disabled)),
          c.label.of(contentAttributes(label)),
          EditorView.theme({
            '&': {
              height: HEIGHT,
              border: '1px solid rgba(0, 0, 0, 0.23)',
              borderRadius: '4px',
            },
            '.cm-scroller': { overflow: 'auto' },
          }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
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
    const c = compartments.current;
    view.current?.dispatch({
      effects: [c.language.reconfigure(languageOf(language)), c.editable.reconfigure(EditorView.editable.of(!disabled)), c.label.reconfigure(contentAttributes(label))],
    });
  }, [language, disabled, label]);

  return (
    <Box
      ref={host}
      data-testid="script-code"
      data-language={language}
      sx={{
        height: HEIGHT,
        '& .cm-editor.cm-focused': { outline: '2px solid #0000c8' },
      }}
    />
  );
}
