import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ForgotPasswordForm } from '../../../features/accounts/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login.getHref()} className="link link-primary font-medium">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
