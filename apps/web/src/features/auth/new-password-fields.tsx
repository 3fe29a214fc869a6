import { Trans, useLingui } from '@lingui/react/macro';
// The limit alone: the schemas (zod) stay out of the public sign-in pages' code.
import { PASSWORD_MIN_LENGTH } from '@tp/schemas/limits';
import { TextField } from '../../ui/text-field.tsx';

/** What is wrong with a new password typed twice, or null when it will do. */
export function newPasswordProblem(password: string, repeated: string): 'too short' | 'differ' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too short';
  if (password !== repeated) return 'differ';
  return null;
}

export function NewPasswordFields({
  password,
  repeated,
  onPassword,
  onRepeated,
  showProblems,
}: {
  password: string;
  repeated: string;
  onPassword: (value: string) => void;
  onRepeated: (value: string) => void;
  showProblems: boolean;
}) {
  const { t } = useLingui();
  const problem = showProblems ? newPasswordProblem(password, repeated) : null;
  return (
    <>
      <TextField
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={problem === 'too short' ? t`Password must have at least ${PASSWORD_MIN_LENGTH} characters` : undefined}
      />
      <TextField
        label={<Trans>Repeat the new password</Trans>}
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        onChange={(event) => onRepeated(event.target.value)}
        error={problem === 'differ' ? t`The two passwords differ` : undefined}
      />
    </>
  );
}
