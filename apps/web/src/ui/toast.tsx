import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
}

// A few lines of state instead of a toast library: it keeps the visitor's first download small.
const NO_TOASTS: Toast[] = [];
let toasts: Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function push(tone: Tone, message: string) {
  toasts = [...toasts.filter((toast) => toast.message !== message), { id: nextId++, tone, message }].slice(-4);
  emit();
}

/** The alerts of the specification, as accessible toasts (errors are announced assertively). */
export const notify = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
};

const STYLES: Record<Tone, { box: string; icon: React.ReactNode }> = {
  success: {
    box: 'border-green-200 bg-green-50 text-green-900',
    icon: <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: <XCircle className="size-5 shrink-0 text-danger" aria-hidden="true" />,
  },
  info: {
    box: 'border-steel-300 bg-white text-navy-900',
    icon: <Info className="size-5 shrink-0 text-steel-600" aria-hidden="true" />,
  },
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.tone === 'error' ? 8000 : 5000);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone]);
  const style = STYLES[toast.tone];
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${style.box}`}
    >
      {style.icon}
      <p className="flex-1 pt-0.5">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label={t`Close`}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Where toasts appear; rendered once at the root. */
export function Toaster() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // Toasts answer what a visitor did in the browser: the server (and the hydrating render) shows none.
    () => NO_TOASTS,
  );
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] mx-auto flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-2"
      data-testid="toasts"
    >
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
