import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';

/**
 * Shown while the session may only set up a second factor (its role requires one): says why the rest of the
 * dashboard is closed and what opens it.
 */
export function SetupRequiredNotice() {
  return (
    <div
      role="status"
      data-testid="setup-required"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ShieldAlert className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          <Trans>
            Your role must sign in with a second factor. Add a passkey or set up an authenticator app to continue.
          </Trans>
        </p>
        <p className="text-sm text-amber-900">
          <Trans>The rest of the dashboard opens as soon as one is set up.</Trans>
        </p>
      </div>
    </div>
  );
}
