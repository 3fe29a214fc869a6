import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_CRITICAL,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useState } from 'react';

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number' | 'other';

export interface SelectionState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  block: BlockType;
  /** The address of the link the selection is in, or null. */
  link: string | null;
}

export interface ToolbarState extends SelectionState {
  canUndo: boolean;
  canRedo: boolean;
}

const NOTHING: SelectionState = { bold: false, italic: false, underline: false, block: 'paragraph', link: null };

/** The formats, block type and link at the selection. Call in a read. */
function $readSelectionState(): SelectionState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING;
  const anchor = selection.anchor.getNode();
  const topLevel =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let block: BlockType = 'other';
  if ($isListNode(topLevel)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? topLevel;
    const type = list.getListType();
    block = type === 'bullet' || type === 'number' ? type : 'other';
  } else if ($isHeadingNode(topLevel)) {
    const tag = topLevel.getTag();
    block = tag === 'h2' || tag === 'h3' ? tag : 'other';
  } else if (topLevel.getType() === 'paragraph') {
    block = 'paragraph';
  }
  const link = $findMatchingParent(anchor, $isLinkNode) ?? $findMatchingParent(selection.focus.getNode(), $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    block,
    link: link ? link.getURL() : null,
  };
}

function sameSelectionState(a: SelectionState, b: SelectionState) {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.block === b.block &&
    a.link === b.link
  );
}

/** What the toolbar shows as pressed or disabled, kept up to date with the editor. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [selection, setSelection] = useState<SelectionState>(NOTHING);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(() => {
    const update = (editorState = editor.getEditorState()) => {
      const next = editorState.read($readSelectionState, { editor });
      setSelection((current) => (sameSelectionState(current, next) ? current : next));
    };
    update();
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => update(editorState)),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (payload) => {
          setCanUndo(payload);
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (payload) => {
          setCanRedo(payload);
          return false;
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    );
  }, [editor]);

  return { ...selection, canUndo, canRedo };
}
