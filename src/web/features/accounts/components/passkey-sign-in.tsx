import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSignInWithPasskey } from '../api/sign-in-passkey';

/** The ceremony's refusal: `closed` (the browser's prompt was closed) or a message in words (PasskeySignInError). */
const promptClosed = (error: Error) => 'closed' in error && error.closed === true;

function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 9.2-9.2M17 6l3 3M14.5 8.5l2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this shop; the chosen
 * one signs the server's challenge and the session starts. A closed prompt is said in one quiet line.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const passkey = useSignInWithPasskey();
  const error = passkey.error;
  return (
    <>
      <Button
        outline
        className="w-full gap-3"
        busy={passkey.isPending}
        onClick={() => passkey.mutate(undefined, { onSuccess: onSignedIn })}
      >
        {!passkey.isPending && <KeyIcon />}
        Sign in with a passkey
      </Button>
      {error &&
        (promptClosed(error) ? (
          <p role="status" className="text-base-content/80 text-sm">
            The passkey prompt was closed. Try again, or log in with your e-mail and password.
          </p>
        ) : (
          <Alert>{error.message}</Alert>
        ))}
    </>
  );
}
