import { partNumberKey } from '@tp/schemas/part-number';
import { useSyncExternalStore } from 'react';

/** A part on the visitor's inquiry list; description and group as they were shown when it was added. */
export interface InquiryLine {
  partnumber: string;
  quantity: number;
  description?: string;
  group?: string;
}

/** The most lines one inquiry may carry (the server's limit, REQUEST_LINES_MAX). */
export const INQUIRY_LINES_MAX = 200;
const QUANTITY_MAX = 1_000_000;
const STORAGE_KEY = 'inquiryList';
const NONE: InquiryLine[] = [];

// The list lives in localStorage so it survives page changes, reloads and other tabs; the server never sees it
// until the visitor sends it. Every change is written at once and announced to the components that show it.
let lines: InquiryLine[] | null = null;
const listeners = new Set<() => void>();

const isLine = (value: unknown): value is InquiryLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InquiryLine).partnumber === 'string' &&
  Number.isInteger((value as InquiryLine).quantity);

function read(): InquiryLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    const valid = Array.isArray(stored) ? stored.filter(isLine).slice(0, INQUIRY_LINES_MAX) : [];
    // An empty list is the very value the server rendered with, so hydration has nothing to draw again.
    return valid.length > 0 ? valid : NONE;
  } catch {
    return NONE;
  }
}

function current(): InquiryLine[] {
  lines ??= read();
  return lines;
}

function write(next: InquiryLine[]) {
  lines = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or a full storage: the list still lasts as long as the page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    lines = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's inquiry list; empty while the server renders and until the page has hydrated. */
export function useInquiryList(): InquiryLine[] {
  return useSyncExternalStore(subscribe, current, () => NONE);
}

const clampQuantity = (quantity: number) => Math.min(QUANTITY_MAX, Math.max(1, Math.round(quantity) || 1));
/** Two spellings of one number (`L29479-G01`, `l29479 g01`) are one line. */
const keyOf = (partnumber: string) => partNumberKey(partnumber) || partnumber.trim();
const sameKey = (a: string, b: string) => keyOf(a) === keyOf(b);

/** What adding did: added, already there (the quantity is added to it) or refused because the list is full. */
export type AddOutcome = 'added' | 'increased' | 'full';

export const inquiryList = {
  add(line: InquiryLine): AddOutcome {
    const list = current();
    const index = list.findIndex((existing) => sameKey(existing.partnumber, line.partnumber));
    if (index >= 0) {
      write(
        list.map((existing, i) =>
          i === index
            ? {
                ...existing,
                quantity: clampQuantity(existing.quantity + line.quantity),
              }
            : existing,
        ),
      );
      return 'increased';
    }
    if (list.length >= INQUIRY_LINES_MAX) return 'full';
    write([
      ...list,
      {
        ...line,
        partnumber: line.partnumber.trim(),
        quantity: clampQuantity(line.quantity),
      },
    ]);
    return 'added';
  },
  setQuantity(partnumber: string, quantity: number) {
    write(
      current().map((line) => (line.partnumber === partnumber ? { ...line, quantity: clampQuantity(quantity) } : line)),
    );
  },
  remove(partnumber: string) {
    write(current().filter((line) => line.partnumber !== partnumber));
  },
  clear() {
    write([]);
  },
};
