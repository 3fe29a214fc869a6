import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { useLingui } from '@lingui/react/macro';
import { $createParagraphNode, $getSelection, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { Bold, Heading2, Heading3, Italic, Link, List, ListOrdered, Redo2, Underline, Undo2 } from 'lucide-react';
import { ToolbarButton, ToolbarSeparator } from './toolbar-button.tsx';
import type { ToolbarState } from './toolbar-state.ts';
import { useRovingFocus } from './use-roving-focus.ts';

export interface ToolbarProps {
  state: ToolbarState;
  /** Id of the toolbar; its name is "Text formatting" followed by the editor's label. */
  id: string;
  labelId: string;
  /** Id of the link row, which the link button opens. */
  linkEditorId: string;
  linkEditorOpen: boolean;
  onLinkClick: () => void;
}

/** The formatting buttons above the editable. */
export function Toolbar({ id, labelId, state, linkEditorId, linkEditorOpen, onLinkClick }: ToolbarProps) {
  const { t } = useLingui();
  const [editor] = useLexicalComposerContext();
  const { ref: toolbarRef, onFocus, onKeyDown } = useRovingFocus<HTMLDivElement>();

  /** Turns the selected blocks into a heading of the level, or back into paragraphs when they already are one. */
  const toggleHeading = (tag: 'h2' | 'h3') =>
    editor.update(() => {
      const selection = $getSelection();
      $setBlocksType(selection, () => (state.block === tag ? $createParagraphNode() : $createHeadingNode(tag)));
    });
  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  return (
    <div
      ref={toolbarRef}
      id={id}
      role="toolbar"
      aria-label={t`Text formatting`}
      aria-labelledby={`${id} ${labelId}`}
      aria-orientation="horizontal"
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 p-1"
    >
      <ToolbarButton
        label={t`Undo`}
        icon={<Undo2 />}
        disabled={!state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      />
      <ToolbarButton
        label={t`Redo`}
        icon={<Redo2 />}
        disabled={!state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      />
      <ToolbarSeparator />
      <ToolbarButton
        label={t`Heading 2`}
        icon={<Heading2 />}
        pressed={state.block === 'h2'}
        onClick={() => toggleHeading('h2')}
      />
      <ToolbarButton
        label={t`Heading 3`}
        icon={<Heading3 />}
        pressed={state.block === 'h3'}
        onClick={() => toggleHeading('h3')}
      />
      <ToolbarSeparator />
      <ToolbarButton
        label={t`Bold`}
        icon={<Bold />}
        pressed={state.bold}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
      />
      <ToolbarButton
        label={t`Italic`}
        icon={<Italic />}
        pressed={state.italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      />
      <ToolbarButton
        label={t`Underline`}
        icon={<Underline />}
        pressed={state.underline}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')}
      />
      <ToolbarSeparator />
      <ToolbarButton
        label={t`Bulleted list`}
        icon={<List />}
        pressed={state.block === 'bullet'}
        onClick={() => toggleList('bullet')}
      />
      <ToolbarButton
        label={t`Numbered list`}
        icon={<ListOrdered />}
        pressed={state.block === 'number'}
        onClick={() => toggleList('number')}
      />
      <ToolbarSeparator />
      <ToolbarButton
        label={state.link === null ? t`Add link` : t`Edit link`}
        icon={<Link />}
        aria-expanded={linkEditorOpen}
        aria-controls={linkEditorOpen ? linkEditorId : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        className={state.link === null ? '' : 'text-steel-600'}
        onClick={onLinkClick}
      />
    </div>
  );
}
