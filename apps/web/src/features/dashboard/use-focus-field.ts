import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FIELD_HASH, fieldNamed } from '../../lib/field-link.ts';

/** How long a screen may take to load and draw the field before the link gives up on it. */
const WAIT_MS = 5_000;

/**
 * Opens a screen at one field: a link such as `/dashboard/services/3#field-title_en` (the Translations screen's)
 * scrolls to that field and puts the cursor in it once the screen has drawn it.
 */
export function useFocusField() {
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    const name = FIELD_HASH.exec(hash)?.[1];
    if (!name) return;
    const focus = () => {
      const field = fieldNamed(name);
      if (!field) return false;
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => focus() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash]);
}
