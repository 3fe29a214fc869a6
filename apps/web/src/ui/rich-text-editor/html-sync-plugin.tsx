import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import {
  $getRoot,
  $setSelection,
  CLEAR_HISTORY_COMMAND,
  HISTORY_MERGE_TAG,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { $getHtml, $setHtml } from './html.ts';

/** How many emitted texts may wait for the parent's echo before the oldest is forgotten. */
const MAX_PENDING = 50;

interface SyncState {
  /** The last `value` seen. */
  value: string;
  /** The last HTML emitted. */
  emitted: string;
  /** HTML emitted that has not come back as `value` yet, oldest first. */
  pending: string[];
}

/**
 * Keeps the editor and the `value` prop in step: emits the HTML on every change of the content, and replaces the
 * content only when `value` changes to something this editor did not emit (data loaded later, a form reset).
 * Echoes of emitted HTML, even late ones while the user keeps typing, never touch the content, so the cursor stays.
 * The initial content is loaded by the composer (see editor.tsx).
 */
export function HtmlSyncPlugin({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const sync = useRef<SyncState>({ value, emitted: value, pending: [] });
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const state = sync.current;
    if (value === state.value) return;
    state.value = value;
    const echo = state.pending.indexOf(value);
    if (echo !== -1) {
      state.pending.splice(0, echo + 1);
      return;
    }
    state.pending = [];
    state.emitted = value;
    replaceContent(editor, value);
  }, [editor, value]);

  const emit = useCallback((editorState: EditorState, lexical: LexicalEditor) => {
    const html = editorState.read(() => $getHtml(lexical), { editor: lexical });
    const state = sync.current;
    if (html === state.emitted) return;
    state.emitted = html;
    state.pending.push(html);
    if (state.pending.length > MAX_PENDING) state.pending.shift();
    onChangeRef.current(html);
  }, []);

  return <OnChangePlugin ignoreSelectionChange onChange={emit} />;
}

/** Loads HTML from outside; not undoable, since undo should not bring back what was there before the load. */
function replaceContent(editor: LexicalEditor, html: string) {
  if (editor.read(() => $getHtml(editor)) === html) return;
  // Only a focused editor gets a cursor again: a selection in a blurred editor would pull the focus into it.
  const rootElement = editor.getRootElement();
  const focused = rootElement !== null && rootElement.contains(document.activeElement);
  editor.update(
    () => {
      $setSelection(null);
      $setHtml(editor, html);
      if (focused) $getRoot().selectEnd();
    },
    { tag: HISTORY_MERGE_TAG, discrete: true },
  );
  editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
}
