import { toast } from '../../../lib/toast';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { Button } from '../../../components/ui/button';

/** Verified, or a prompt to use the link in the verification e-mail with a Resend button. */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const send = useSendVerificationEmail();
  const resend = () =>
    send.mutate(email, {
      onSuccess: () => toast.success(`We sent a new link to ${email}.`),
      onError: (err) => toast.error(err.message),
    });
  if (verified) {
    return (
      <span className="badge badge-soft badge-success badge-sm" data-testid="email-status">
        E-mail verified
      </span>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="email-status">
      <span className="badge badge-soft badge-warning badge-sm">Not verified yet</span>
      <span className="text-base-content/70 text-sm">Open the link we e-mailed you to verify your address.</span>
      <Button variant="link" size="xs" className="px-0" onClick={resend} busy={send.isPending}>
        Resend the link
      </Button>
    </div>
  );
}
