import { Trans } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx';

/**
 * The field for a code of the authenticator app (six digits: the phone's number pad and its one-time-code
 * suggestion) or, with `recovery`, one of the recovery codes too (letters and dashes, so a full keyboard).
 */
export function CodeField({ recovery = false, ...rest }: Omit<TextFieldProps, 'label'> & { recovery?: boolean }) {
  return (
    <TextField
      label={recovery ? <Trans>Code from the app or a recovery code</Trans> : <Trans>6-digit code from the app</Trans>}
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={recovery ? 40 : 6}
      required
      className="max-w-64 font-mono tracking-widest"
      {...rest}
    />
  );
}
