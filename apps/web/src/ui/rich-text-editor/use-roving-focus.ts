import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

const ITEMS = 'button:not(:disabled)';

/**
 * Roving focus for a toolbar (WAI-ARIA toolbar pattern): Tab enters the toolbar once, on the button used last,
 * and the arrow keys, Home and End move between its enabled buttons.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const active = useRef<HTMLElement | null>(null);

  const items = useCallback(() => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []), []);

  // After every render, since buttons get enabled and disabled: exactly one enabled button is in the tab order.
  useLayoutEffect(() => {
    const list = items();
    const current = list.find((item) => item === active.current) ?? list[0];
    for (const item of list) item.tabIndex = item === current ? 0 : -1;
  });

  const onFocus = useCallback(
    (event: FocusEvent<T>) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEMS)) return;
      active.current = event.target;
      for (const item of items()) item.tabIndex = item === event.target ? 0 : -1;
    },
    [items],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const list = items();
      const index = list.findIndex((item) => item === document.activeElement);
      if (index === -1) return;
      const target =
        event.key === 'ArrowRight'
          ? list[(index + 1) % list.length]
          : event.key === 'ArrowLeft'
            ? list[(index - 1 + list.length) % list.length]
            : event.key === 'Home'
              ? list[0]
              : event.key === 'End'
                ? list[list.length - 1]
                : undefined;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [items],
  );

  return { ref, onFocus, onKeyDown };
}
