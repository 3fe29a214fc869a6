import { useNavigate } from '@tanstack/react-router';
import { authStore } from '../../lib/auth.ts';

/** What every way of signing in ends with: a session, which may only set up a second factor first. */
export interface SignedIn {
  access_token: string;
  setup_required?: true;
}

/** Keeps the session and opens the dashboard, or My account when the role needs a second factor set up first. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return (answer: SignedIn) => {
    authStore.signIn(answer.access_token);
    void navigate({ to: answer.setup_required ? '/dashboard/account' : '/dashboard' });
  };
}
