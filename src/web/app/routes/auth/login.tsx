import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { GoogleButton } from '../../../features/accounts/components/google-button';
import { LoginForm } from '../../../features/accounts/components/login-form';
import { googleErrorMessage, safeRedirect } from '../../../features/accounts/utils/auth-error';
import { useAuth } from '../../../lib/auth';

export default function LoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const googleError = params.get('error');

  if (user) return <Navigate to={redirectTo} replace />;
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
          New to PartsHub?{' '}
          <Link to={paths.signup.getHref()} className="link link-primary font-medium">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm
        onSignedIn={() => void navigate(redirectTo, { replace: true })}
        initialError={googleError ? googleErrorMessage(googleError) : null}
      />
      <GoogleButton returnTo={redirectTo} />
    </AuthCard>
  );
}
