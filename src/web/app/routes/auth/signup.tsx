import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { GoogleButton } from '../../../features/accounts/components/google-button';
import { SignupForm } from '../../../features/accounts/components/signup-form';
import { useAuth } from '../../../lib/auth';

export default function SignupPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const home = paths.home.getHref();

  if (user) return <Navigate to={home} replace />;
  return (
    <AuthCard
      meta={{
        title: 'Sign up — PartsHub',
        description: 'Create a PartsHub account to order laptop parts, save your laptops and track every order.',
        canonicalPath: paths.signup.getHref(),
      }}
      title="Sign Up"
      subtitle="Create your account to order parts, pay by card and track every order."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className="link link-primary font-medium">
            Login
          </Link>
        </>
      }
    >
      <SignupForm onSignedUp={() => void navigate(home, { replace: true })} />
      <GoogleButton returnTo={home} />
    </AuthCard>
  );
}
