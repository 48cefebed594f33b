import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/accounts/components/auth-card';
import { ResetPasswordForm } from '../../../features/accounts/components/reset-password-form';
import { Alert } from '../../../components/ui/alert';

function InvalidLink() {
  return (
    <Alert look="box" className="flex flex-col items-start gap-2">
      <span>This reset link is not valid any more: it was already used or it is older than one hour.</span>
      <Link to={paths.forgotPassword.getHref()} className="btn btn-sm">
        Ask for a new link
      </Link>
    </Alert>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalid = params.get('error') !== null || !token;
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to={paths.login.getHref()} className="link link-primary font-medium">
          Back to login
        </Link>
      }
    >
      {invalid ? <InvalidLink /> : <ResetPasswordForm token={token} />}
    </AuthCard>
  );
}
