import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { RichTextEditorProps } from '../rich-text-editor.tsx';
import { $setHtml } from './html.ts';
import { HtmlSyncPlugin } from './html-sync-plugin.tsx';
import { LinkEditor, useLinkEditor } from './link-editor.tsx';
import { isAcceptedLinkUrl, LINK_ATTRIBUTES } from './link-url.ts';
import { DEFAULT_MIN_HEIGHT } from './layout.ts';
import { theme } from './theme.ts';
import { Toolbar } from './toolbar.tsx';
import { useToolbarState } from './toolbar-state.ts';

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode];

/** The Lexical editor behind `RichTextEditor` (loaded lazily by ../rich-text-editor.tsx). */
export default function RichTextEditor({
  label,
  value,
  onChange,
  minHeight = DEFAULT_MIN_HEIGHT,
  id,
  error,
  editableRef,
}: RichTextEditorProps) {
  const fallbackId = useId();
  const editableId = id ?? `rte${fallbackId.replace(/:/g, '')}`;
  const labelId = `${editableId}-label`;
  const errorId = error ? `${editableId}-error` : undefined;
  // Read once: later values reach the editor through HtmlSyncPlugin.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'RichTextEditor',
    theme,
    nodes: NODES,
    onError: (error) => console.error(error),
    editorState: (editor) => $setHtml(editor, value),
  }));

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-navy-900">
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <EditorFrame
          editableId={editableId}
          labelId={labelId}
          minHeight={minHeight}
          errorId={errorId}
          editableRef={editableRef}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAcceptedLinkUrl} attributes={LINK_ATTRIBUTES} />
        <HtmlSyncPlugin value={value} onChange={onChange} />
      </LexicalComposer>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The reason the text is refused, under the editor. */
function FieldError({ id, error }: { id?: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {error}
    </p>
  );
}

interface EditorFrameProps {
  editableId: string;
  labelId: string;
  minHeight: number;
  /** Id of the error text when the content is refused. */
  errorId?: string;
  editableRef?: Ref<HTMLDivElement>;
}

/** The bordered box: toolbar, link row and the editable. */
function EditorFrame({ editableId, labelId, minHeight, errorId, editableRef }: EditorFrameProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);
  const link = useLinkEditor();
  const linkEditorId = `${editableId}-link`;

  const onKeyDown = (event: KeyboardEvent) => {
    const modifier = (event.ctrlKey || event.metaKey) && !event.altKey;
    if (modifier && event.key.toLowerCase() === 'k' && event.target === editor.getRootElement()) {
      event.preventDefault();
      link.start();
    }
  };

  return (
    <div
      className={`rounded-lg border bg-white shadow-sm transition-colors focus-within:ring-3 ${
        errorId
          ? 'border-danger ring-danger/20 focus-within:ring-danger/25'
          : 'border-slate-300 focus-within:border-steel-600 focus-within:ring-steel-500/25'
      }`}
    >
      <div className="rounded-t-lg border-b border-slate-200 bg-steel-50/60">
        <Toolbar
          id={`${editableId}-toolbar`}
          labelId={labelId}
          state={state}
          linkEditorId={linkEditorId}
          linkEditorOpen={link.open}
          onLinkClick={link.open ? link.close : link.start}
        />
        {link.open && (
          <LinkEditor
            id={linkEditorId}
            currentUrl={state.link}
            onApply={link.apply}
            onRemove={link.remove}
            onClose={link.close}
          />
        )}
      </div>
      <div className="relative" onKeyDown={onKeyDown}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              ref={editableRef}
              id={editableId}
              aria-labelledby={labelId}
              aria-describedby={errorId}
              aria-invalid={errorId ? true : undefined}
              aria-multiline
              className="rich-text overflow-y-auto px-3.5 py-3 outline-none focus-visible:outline-none"
              style={{ minHeight }}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
    </div>
  );
}
