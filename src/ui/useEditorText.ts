import { useEffect, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';

/**
 * Carries a controlled editor's `value` into its CodeMirror view when it changed from outside (a reset, another
 * mode); text the user typed is already there and is left alone, cursor and history with it.
 */
export function useEditorText(view: RefObject<EditorView | null>, value: string): void {
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [view, value]);
}
