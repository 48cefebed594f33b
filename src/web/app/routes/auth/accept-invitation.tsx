import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AcceptInvitationForm } from '../../../features/accounts/components/accept-invitation-form';
import { AuthCard } from '../../../features/accounts/components/auth-card';

/** /staff/invitations/:token: the link an invitation mails (issue 29). A used or expired link says so when sent. */
export default function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Join the PartsHub staff"
      subtitle="Choose your name and a password. You will sign in with the e-mail address this invitation was sent to."
    >
      <AcceptInvitationForm token={token} onJoined={() => void navigate(paths.dashboard.root.getHref(), { replace: true })} />
    </AuthCard>
  );
}
