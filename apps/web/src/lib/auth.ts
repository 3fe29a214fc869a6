import { useSyncExternalStore } from 'react';

/** The key the original site used for the administrator's token. */
export const TOKEN_STORAGE_KEY = 'access_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  // The server renders anonymously: it never sees the token, which lives in the browser only.
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

let token = read();
/** Why the last sign-out happened, so the sign-in page can say so. */
let endedReason: 'expired' | null = null;

function notify() {
  for (const listener of listeners) listener();
}

export const authStore = {
  getToken: () => token,
  isAuthenticated: () => token !== null,
  endedReason: () => endedReason,
  signIn(newToken: string) {
    token = newToken;
    endedReason = null;
    localStorage.setItem(TOKEN_STORAGE_KEY, newToken);
    notify();
  },
  /** Forgets the token in this browser; `expired` when the server refused it. */
  signOut(reason: 'expired' | null = null) {
    if (token === null) return;
    token = null;
    endedReason = reason;
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    notify();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY) return;
    token = read();
    notify();
  });
}

export type AuthStore = typeof authStore;

/** The server's visitor: never signed in, whatever a browser holds (the token never leaves it but in API calls). */
export const anonymousAuth: AuthStore = {
  getToken: () => null,
  isAuthenticated: () => false,
  endedReason: () => null,
  signIn() {
    throw new Error('Nobody signs in during server rendering');
  },
  signOut() {},
  subscribe: () => () => false,
};

export function useIsAuthenticated(): boolean {
  // The server renders anonymously, and so does the hydrating browser; the token counts from the next render on.
  return useSyncExternalStore(
    (listener) => authStore.subscribe(listener),
    () => authStore.isAuthenticated(),
    () => false,
  );
}
