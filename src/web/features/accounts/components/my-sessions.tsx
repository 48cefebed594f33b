import type { DeviceSession } from '../../../../shared/schemas/session';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { FOCUS_LANDING } from '../../../hooks/use-focus-rescue';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/sessions';

const deviceOf = (session: DeviceSession) => session.device ?? 'An unknown browser';

function SessionRow({ session }: { session: DeviceSession }) {
  const end = useEndSession();
  const nameId = `session-${session._id}`;
  const onEnd = () =>
    end.mutate(session._id, {
      onSuccess: () => toast.success(`${deviceOf(session)} was signed out.`),
      onError: (err) => toast.error(`We could not sign that device out. ${err.message}`),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="device-session">
      <div className="min-w-0 grow">
        <p id={nameId} className="font-semibold break-words">
          {deviceOf(session)}
          {session.current && <span className="badge badge-success badge-soft badge-sm ml-2 align-middle">This device</span>}
        </p>
        <p className="text-base-content/75 text-sm">
          {session.ip ? `${session.ip} · ` : ''}signed in {formatDateTime(session.createdAt)} · last active{' '}
          {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button variant="ghost" size="sm" onClick={onEnd} busy={end.isPending} aria-describedby={nameId}>
          Sign out
        </Button>
      )}
    </li>
  );
}

function SessionList() {
  const sessions = useMySessions();
  const endOthers = useEndOtherSessions();
  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError) return <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(ended === 1 ? 'One other device was signed out.' : `${ended} other devices were signed out.`),
      onError: (err) => toast.error(`We could not sign the other devices out. ${err.message}`),
    });
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-base-300 card card-border bg-base-100 divide-y px-4" data-testid="device-sessions">
        {sessions.data.map((s) => (
          <SessionRow key={s._id} session={s} />
        ))}
      </ul>
      {others > 0 ? (
        <Button className="self-start" size="sm" onClick={onEndOthers} busy={endOthers.isPending}>
          Sign out everywhere else
        </Button>
      ) : (
        <p className="text-base-content/75 text-sm">You are signed in on this device only.</p>
      )}
    </div>
  );
}

/**
 * "Where you are signed in" on My Profile: each live sign-in with its browser, address and times,
 * to sign out one by one or all but this one. A signed-out row's focus lands on the list.
 */
export function MySessions() {
  return (
    <div tabIndex={-1} {...{ [FOCUS_LANDING]: '' }} data-testid="my-sessions-section">
      <SessionList />
    </div>
  );
}
