import { messages } from '../../../../shared/messages';
import { useAuthConfig } from '../api/get-auth-config';
import { useSignInGoogle } from '../api/sign-in-google';
import { authErrorMessage } from '../utils/auth-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { FormError } from './auth-card';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z" />
    </svg>
  );
}

/** 'CONTINUE WITH GOOGLE', shown only when the server has Google sign-in configured; `divider`: an "or" line above it. */
export function GoogleButton({ returnTo, divider = true }: { returnTo: string; divider?: boolean }) {
  const config = useAuthConfig();
  const google = useSignInGoogle();
  if (!config.data?.googleEnabled) return null;
  return (
    <>
      {divider && <div className="divider my-0 text-sm">or</div>}
      <Button outline className="w-full gap-3" onClick={() => google.mutate(returnTo)} disabled={google.isPending || google.isSuccess}>
        {google.isPending || google.isSuccess ? <Spinner size="sm" /> : <GoogleLogo />}
        {messages.continueWithGoogle}
      </Button>
      <FormError message={google.error ? authErrorMessage(google.error) : null} />
    </>
  );
}
