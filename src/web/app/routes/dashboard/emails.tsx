import { MessagePreviews } from '../../../features/mail/components/message-previews';

/** E-mails (settings:write): every message the shop sends, previewed with sample content, and a test sent to oneself. */
export default function EmailsPage() {
  return (
    <section aria-labelledby="emails-title">
      <h1 id="emails-title" className="text-2xl font-bold">
        E-mails
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Every e-mail the shop sends, with sample content. Their look is in src/server/modules/mail/templates.
      </p>
      <MessagePreviews />
    </section>
  );
}
