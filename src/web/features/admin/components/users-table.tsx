import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import type { User } from '../../../../shared/schemas/user';
import { EmptyState, ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

function RoleCell({ user, busy, onPromote }: { user: User; busy: boolean; onPromote: () => void }) {
  if (user.role === 'admin') return <span className="badge badge-primary badge-soft">admin</span>;
  return (
    <button
      type="button"
      className="btn btn-primary btn-xs sm:btn-sm"
      onClick={onPromote}
      disabled={busy}
      aria-label={`Make ${user.email} an admin`}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Make Admin
    </button>
  );
}

/** All User: every account, with Make Admin for those who are not admins yet. */
export function UsersTable() {
  const users = useUsers();
  const promote = useMakeAdmin();

  const onPromote = (email: string) =>
    promote.mutate(email, {
      onSuccess: (r) => {
        if (r.modifiedCount > 0) toast.success(messages.madeAdmin);
      },
      onError: (e) => toast.error(e instanceof ApiError && e.status === 403 ? messages.makeAdminFailed : e.message),
    });

  if (users.isPending)
    return (
      <div aria-busy="true" aria-label="Loading users" className="flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (users.isError) return <ErrorState message={users.error.message} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) return <EmptyState>No accounts yet.</EmptyState>;
  return (
    <div className="border-base-300 overflow-x-auto rounded-box border">
      <table className="table-zebra table">
        <caption className="sr-only">Every account and its role</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Email</th>
            <th scope="col" className="hidden sm:table-cell">
              Name
            </th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {users.data.map((u, i) => (
            <tr key={u.email} data-testid="user-row">
              <td>{i + 1}</td>
              <td className="max-w-44 break-all sm:max-w-none">{u.email}</td>
              <td className="hidden sm:table-cell">{u.name}</td>
              <td>
                <RoleCell user={u} busy={promote.isPending && promote.variables === u.email} onPromote={() => onPromote(u.email)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
