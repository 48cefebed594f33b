import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { GoogleButton } from '../../../features/accounts/components/google-button';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { PasskeySignIn } from '../../../features/accounts/components/passkey-sign-in';
import { usePasskeySupport } from '../../../features/accounts/hooks/use-passkey-support';
import { googleErrorMessage, safeRedirect } from '../../../features/accounts/utils/auth-error';
import { accessQueryOptions, useAuth } from '../../../lib/auth';

// Only an account with two-factor sign-in needs it: loaded when its sign-in asks for the code.
const TwoFactorStep = lazy(() => import('../../../features/accounts/components/two-factor-step'));

/**
 * Where a sign-in lands: the page asked for, except for a member of staff whose role waits for
 * two-factor sign-in, who sets it up first (its access was read by completeSignIn).
 */
function useLanding(redirectTo: string) {
  const queryClient = useQueryClient();
  return (email: string) =>
    queryClient.getQueryData(accessQueryOptions(email).queryKey)?.twoFactorRequired
      ? paths.dashboard.profile.getHref('two-factor')
      : redirectTo;
}

/** The e-mail and password, then (with two-factor sign-in) the code; or a passkey, or Google. */
function SignInSteps({ redirectTo, googleError }: { redirectTo: string; googleError: string | null }) {
  const navigate = useNavigate();
  const landing = useLanding(redirectTo);
  const passkeys = usePasskeySupport();
  const [challenged, setChallenged] = useState<string | null>(null);
  const signedIn = (email: string) => void navigate(landing(email), { replace: true });

  if (challenged) {
    return (
      <Suspense fallback={<Spinner label="Loading the code step" />}>
        <TwoFactorStep email={challenged} onSignedIn={signedIn} onCancel={() => setChallenged(null)} />
      </Suspense>
    );
  }
  return (
    <>
      <LoginForm onSignedIn={signedIn} onTwoFactor={setChallenged} initialError={googleError ? googleErrorMessage(googleError) : null} />
      {passkeys && (
        <>
          <div className="divider my-0 text-sm">or</div>
          <PasskeySignIn onSignedIn={signedIn} />
        </>
      )}
      <GoogleButton returnTo={redirectTo} divider={!passkeys} />
    </>
  );
}

export default function LoginPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const landing = useLanding(redirectTo);

  if (user) return <Navigate to={landing(user.email)} replace />;
  return (
    <AuthCard
      meta={{
        title: 'Login — PartsHub',
        description: 'Sign in to PartsHub to order laptop parts, pay by card and follow your orders.',
        canonicalPath: paths.login.getHref(),
      }}
      title="Login"
      subtitle="Welcome back. Sign in to order parts and follow your orders."
      footer={
        <>
          <p>
            New to PartsHub?{' '}
            <Link to={paths.signup.getHref()} className="link link-primary font-medium">
              Create an account
            </Link>
          </p>
          <p className="mt-2">
            Bought without an account?{' '}
            <Link to={paths.guestOrders.getHref()} className="link link-primary font-medium">
              Find my order
            </Link>
          </p>
        </>
      }
    >
      <SignInSteps redirectTo={redirectTo} googleError={params.get('error')} />
    </AuthCard>
  );
}
