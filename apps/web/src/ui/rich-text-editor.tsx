import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { DEFAULT_MIN_HEIGHT, TOOLBAR_HEIGHT } from './rich-text-editor/layout.ts';

export interface RichTextEditorProps {
  /** Visible label above the editor, also the editable's accessible name (aria-labelledby). */
  label: ReactNode;
  /** The content as HTML. */
  value: string;
  /** Called with the new HTML on every change; an empty editor gives ''. */
  onChange: (html: string) => void;
  /** Height of the editable area in pixels; 180 unless told. */
  minHeight?: number;
  /** Id of the editable; its label gets `${id}-label`. */
  id?: string;
  /** Outlines the editor red and explains why below it. */
  error?: ReactNode;
  /** The editable itself, e.g. for a form library that focuses a wrong field. */
  editableRef?: Ref<HTMLDivElement>;
}

// Lexical is loaded only when a dashboard screen shows an editor.
const Editor = lazy(() => import('./rich-text-editor/editor.tsx'));

/** A rich-text field (headings, emphasis, lists, links) that edits HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={<RichTextEditorSkeleton label={props.label} minHeight={props.minHeight ?? DEFAULT_MIN_HEIGHT} />}
    >
      <Editor {...props} />
    </Suspense>
  );
}

/** The label and an empty box of the editor's height while the editor loads. */
function RichTextEditorSkeleton({ label, minHeight }: { label: ReactNode; minHeight: number }) {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      <span className="text-sm font-medium text-navy-900">{label}</span>
      <div className="rounded-lg border border-slate-300 bg-white shadow-sm">
        <div className="border-b border-slate-200 bg-steel-50/60" style={{ height: TOOLBAR_HEIGHT }} />
        <div className="animate-pulse bg-slate-50" style={{ height: minHeight }} />
      </div>
    </div>
  );
}
