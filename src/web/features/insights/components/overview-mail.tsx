import type { AdminOverview } from '../../../../shared/schemas/insights';
import { Alert } from '../../../components/ui/alert';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Tells the shop owner when customer e-mails are not going out (nothing when all is well). */
export function MailProblems({ mail }: { mail: AdminOverview['mail'] }) {
  if (mail.retrying === 0 && mail.failed === 0) return null;
  const counts = [
    mail.retrying > 0 && `${plural(mail.retrying, 'e-mail is', 'e-mails are')} waiting to be tried again`,
    mail.failed > 0 && `${plural(mail.failed, 'e-mail was', 'e-mails were')} given up on after repeated attempts`,
  ].filter(Boolean);
  return (
    <Alert look="box" variant="warning" solid className="items-start" data-testid="mail-problems">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Some e-mails to customers have not gone out.</p>
        <p>{counts.join('; ')}.</p>
        {mail.lastError && (
          <p className="break-words text-sm">
            The mail server said: <q>{mail.lastError}</q>
          </p>
        )}
        <p className="text-sm">
          Check the mail settings (SMTP_URL) and the mail server. Waiting e-mails go out by themselves once it answers.
        </p>
      </div>
    </Alert>
  );
}
