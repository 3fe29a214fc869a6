import { notify } from '../../ui/toast.tsx';
import type { CaptchaState } from '../captcha/captcha-checkbox.tsx';

type CheckResult = { success: true } | { success: false; error: { issues: { path: PropertyKey[] }[] } };

/**
 * The fields a failed schema check names: `true` outlines a field red; a typed but malformed e-mail
 * gets `badEmail` so the visitor learns why. The public forms and the server use the same schema.
 */
export function fieldErrorsOf<F extends string>(
  result: CheckResult,
  typedEmail: string,
  badEmail: string,
): Partial<Record<F, string | true>> {
  const errors: Partial<Record<F, string | true>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    errors[field] = field === 'email' && typedEmail.trim() ? badEmail : true;
  }
  return errors;
}

/** True when the captcha is solved; otherwise its box turns red and the robot message is shown. */
export function captchaSolved(captcha: CaptchaState, robotMessage: string): boolean {
  if (captcha.ticket) return true;
  captcha.setHighlight(true);
  notify.error(robotMessage);
  return false;
}
