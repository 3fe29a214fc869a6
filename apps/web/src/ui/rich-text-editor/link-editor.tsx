import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import { useLingui } from '@lingui/react/macro';
import {
  $createTextNode,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_LOW,
  FOCUS_COMMAND,
  type RangeSelection,
} from 'lexical';
import { Check, Unlink, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LINK_ATTRIBUTES, normalizeLinkUrl } from './link-url.ts';
import { ToolbarButton } from './toolbar-button.tsx';

/**
 * Opening, applying and removing a link. The selection is remembered when the link row opens, since the focus
 * then moves to the address field, and restored when the link is applied.
 */
export function useLinkEditor() {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  const saved = useRef<RangeSelection | null>(null);

  const start = useCallback(() => {
    saved.current = editor.getEditorState().read(() => {
      const selection = $getSelection();
      return $isRangeSelection(selection) ? selection.clone() : null;
    });
    setOpen(true);
  }, [editor]);

  const close = useCallback(() => {
    setOpen(false);
    editor.focus();
  }, [editor]);

  const change = useCallback(
    (url: string | null) => {
      editor.update(() => {
        const selection = saved.current;
        if (selection && $getNodeByKey(selection.anchor.key) && $getNodeByKey(selection.focus.key)) {
          $setSelection(selection.clone());
        }
        const current = $getSelection();
        if (!$isRangeSelection(current)) return;
        const inLink = $findMatchingParent(current.anchor.getNode(), $isLinkNode) !== null;
        if (url !== null && current.isCollapsed() && !inLink) {
          // Nothing selected: the address itself becomes the link text.
          const text = $createTextNode(url.replace(/^(mailto|tel):/i, ''));
          current.insertNodes([$createLinkNode(url, LINK_ATTRIBUTES).append(text)]);
        } else {
          $toggleLink(url, LINK_ATTRIBUTES);
        }
      });
      close();
    },
    [editor, close],
  );
  const remove = useCallback(() => change(null), [change]);

  // Going back into the text closes the link row.
  useEffect(() => {
    if (!open) return;
    return editor.registerCommand(
      FOCUS_COMMAND,
      () => {
        setOpen(false);
        return false;
      },
      COMMAND_PRIORITY_LOW,
    );
  }, [editor, open]);

  return { open, start, close, apply: change, remove };
}

export interface LinkEditorProps {
  id: string;
  /** The address of the link at the selection, or null when there is none. */
  currentUrl: string | null;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The row below the toolbar with the link's address. */
export function LinkEditor({ id, currentUrl, onApply, onRemove, onClose }: LinkEditorProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(currentUrl ?? '');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = () => {
    const url = normalizeLinkUrl(draft);
    if (url !== null) onApply(url);
    else if (draft.trim() === '' && currentUrl !== null) onRemove();
    else if (draft.trim() === '') onClose();
    else setInvalid(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // not the submit of a surrounding form
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // not the close of a surrounding dialog
      onClose();
    }
  };

  return (
    <div id={id} className="border-t border-slate-200 px-1.5 py-1.5">
      <div className="flex items-center gap-1">
        <input
          ref={input}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-label={t`Link address`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder={t`https://example.com, /imprint, mailto: or tel:`}
          className={`h-8 min-w-0 flex-1 rounded-md border bg-white px-2.5 text-sm text-ink placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
            invalid
              ? 'border-danger focus:ring-danger/25'
              : 'border-slate-300 focus:border-steel-600 focus:ring-steel-500/25'
          }`}
        />
        <ToolbarButton label={t`Apply link`} icon={<Check />} onClick={submit} />
        {currentUrl !== null && <ToolbarButton label={t`Remove link`} icon={<Unlink />} onClick={onRemove} />}
        <ToolbarButton label={t`Close link editor`} icon={<X />} onClick={onClose} />
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="px-1 pt-1 text-sm text-danger">
          {t`Enter a web address, an e-mail address, a phone number (tel:) or a path of this site such as /imprint.`}
        </p>
      )}
    </div>
  );
}
