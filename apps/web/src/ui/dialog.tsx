import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { linkedFieldWithin } from '../lib/field-link.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Width of the panel: `sm` for small prompts, `lg` for editing forms. */
  size?: 'sm' | 'md' | 'lg';
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/** A modal dialog: focus is trapped inside, Escape and the close button close it, focus returns afterwards. */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md' }: DialogProps) {
  const { t } = useLingui();
  const openedFrom = useFocusBeforeOpening(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Opened by a link to one of its fields (`#field-title_en`): the cursor goes there, not to the first field.
          onOpenAutoFocus={(event) => {
            const field = event.currentTarget instanceof HTMLElement ? linkedFieldWithin(event.currentTarget) : null;
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (openedFrom?.isConnected) openedFrom.focus();
          }}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-semibold text-navy-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mr-2 -mt-1 flex size-9 items-center justify-center rounded-lg text-muted hover:bg-steel-100"
              aria-label={t`Close`}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mb-4 text-muted">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * What had focus when `open` turned true, to give it back on closing: Radix returns focus only to its own trigger,
 * and ours are opened by plain buttons. Read while rendering the opening, before a field inside (`autoFocus`) or
 * Radix takes focus, so a keyboard user closing the dialog goes on from where they were, not from the page's top.
 */
function useFocusBeforeOpening(open: boolean) {
  const focused = () =>
    open && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null;
  const [opener, setOpener] = useState(focused);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Kept on closing: Radix asks for it after the closed dialog has gone.
    if (open) setOpener(focused());
  }
  return opener;
}
