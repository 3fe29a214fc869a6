import { useState } from 'react';
import { notify } from '../../ui/toast.tsx';

/**
 * The schemas the public forms check with before sending (the server checks with the same), loaded when a visitor
 * first touches a form rather than with the page: with zod they are about a quarter of a page's script, and only
 * sending needs them.
 */
export const loadFormSchemas = () => import('@tp/schemas');

type FormSchemas = Awaited<ReturnType<typeof loadFormSchemas>>;

/**
 * The schemas for a form's send: `checking` while they are fetched (the button shows busy and a second click waits);
 * undefined, after telling the visitor `unsentMessage`, when they cannot be fetched (offline, or a tab older than the
 * site's last update).
 */
export function useFormSchemas(unsentMessage: string) {
  const [checking, setChecking] = useState(false);
  const schemasForSend = async (): Promise<FormSchemas | undefined> => {
    if (checking) return undefined;
    setChecking(true);
    try {
      return await loadFormSchemas();
    } catch {
      notify.error(unsentMessage);
      return undefined;
    } finally {
      setChecking(false);
    }
  };
  return { checking, schemasForSend };
}
