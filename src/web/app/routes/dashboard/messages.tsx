import { MessagesInbox } from '../../../features/content/components/messages-inbox';

export default function MessagesPage() {
  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title" className="text-2xl font-bold">
        Messages
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">What visitors wrote through the Contact Us form, unread first.</p>
      <MessagesInbox />
    </section>
  );
}
