import type { ContactMessage } from '../../../../shared/schemas/content';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkContactRead } from '../api/mark-contact-read';
import { Button } from '../../../components/ui/button';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Unread first, then newest first. */
const inboxOrder = (a: ContactMessage, b: ContactMessage) => Number(a.read) - Number(b.read) || b.createdAt.localeCompare(a.createdAt);

function MessageCard({ message, busy, onRead }: { message: ContactMessage; busy: boolean; onRead: () => void }) {
  return (
    <li className={`card card-border bg-base-100 p-4 ${message.read ? 'opacity-70' : 'border-primary/50'}`} data-testid="contact-message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            {!message.read && <span className="badge badge-primary badge-sm mr-2">new</span>}
            {message.subject}
          </h3>
          <p className="text-base-content/70 text-sm break-all">
            <a className="link" href={`mailto:${message.email}`}>
              {message.email}
            </a>{' '}
            · {when(message.createdAt)}
          </p>
        </div>
        {!message.read && (
          <Button size="sm" outline onClick={onRead} busy={busy}>
            Mark read
          </Button>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{message.message}</p>
    </li>
  );
}

/** The Contact Us inbox (admin). */
export function MessagesInbox() {
  const inbox = useContactMessages();
  const markRead = useMarkContactRead();

  if (inbox.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading messages" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  if (inbox.isError) return <ErrorState message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  if (inbox.data.length === 0) return <EmptyState>No messages yet. Messages sent from the Contact Us form land here.</EmptyState>;
  const unread = inbox.data.filter((m) => !m.read).length;
  return (
    <>
      <p className="text-base-content/70 mb-3 text-sm" aria-live="polite">
        {unread === 0 ? 'All messages are read.' : `${unread} unread of ${inbox.data.length}.`}
      </p>
      {markRead.isError && <ErrorState message={markRead.error.message} />}
      <ul className="flex flex-col gap-3">
        {[...inbox.data].sort(inboxOrder).map((m) => (
          <MessageCard
            key={m._id}
            message={m}
            busy={markRead.isPending && markRead.variables === m._id}
            onRead={() => markRead.mutate(m._id)}
          />
        ))}
      </ul>
    </>
  );
}
