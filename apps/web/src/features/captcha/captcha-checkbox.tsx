import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (and its dialog library) loads only when a visitor ticks the box.
const CaptchaDialog = lazy(() => import('./captcha-dialog.tsx'));

/** The captcha state of a form: a ticket once solved; every submit uses it up. */
export function useCaptcha() {
  const [ticket, setTicket] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(false);
  return {
    ticket,
    verified: ticket !== null,
    highlight,
    setHighlight,
    setTicket: (value: string | null) => {
      setTicket(value);
      if (value) setHighlight(false);
    },
    reset: () => {
      setTicket(null);
      setHighlight(false);
    },
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

/** 'I'm not a robot': ticking it opens the captcha; it stays ticked once solved. Red when a submit needed it. */
export function CaptchaCheckbox({ captcha }: { captcha: CaptchaState }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        role="checkbox"
        aria-checked={captcha.verified}
        aria-invalid={captcha.highlight || undefined}
        onClick={() => !captcha.verified && setOpen(true)}
        className={`flex w-full items-center gap-3 rounded-lg border bg-white px-4 py-3 text-left text-[0.95rem] font-medium text-navy-900 transition-colors ${
          captcha.highlight ? 'border-danger ring-3 ring-danger/20' : 'border-slate-300 hover:border-steel-500'
        }`}
        data-testid="captcha-checkbox"
      >
        <span
          className={`flex size-6 items-center justify-center rounded-md border-2 ${captcha.verified ? 'border-success bg-success text-white' : 'border-slate-400 bg-white'}`}
        >
          {captcha.verified && <Check className="size-4" strokeWidth={3} aria-hidden="true" />}
        </span>
        <Trans>I'm not a robot</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CaptchaDialog open={open} onOpenChange={setOpen} onVerified={(ticket) => captcha.setTicket(ticket)} />
        </Suspense>
      )}
    </>
  );
}
