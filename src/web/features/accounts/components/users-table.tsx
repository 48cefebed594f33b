import { toast } from '../../../lib/toast';
import { messages } from '../../../../shared/messages';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';

function RoleCell({ user, busy, onPromote }: { user: User; busy: boolean; onPromote: () => void }) {
  if (user.role === 'admin') return <span className="badge badge-primary badge-soft">admin</span>;
  return (
    <Button variant="primary" size="responsive" onClick={onPromote} busy={busy} aria-label={`Make ${user.email} an admin`}>
      Make Admin
    </Button>
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
  const columns: DataTableColumn<User>[] = [
    { key: 'n', header: '#', cell: (_, i) => i + 1 },
    { key: 'email', header: 'Email', cellClassName: 'max-w-44 break-all sm:max-w-none', cell: (u) => u.email },
    { key: 'name', header: 'Name', headerClassName: 'hidden sm:table-cell', cellClassName: 'hidden sm:table-cell', cell: (u) => u.name },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => <RoleCell user={u} busy={promote.isPending && promote.variables === u.email} onPromote={() => onPromote(u.email)} />,
    },
  ];
  return (
    <DataTable
      caption="Every account and its role"
      columns={columns}
      rows={users.data}
      rowKey={(u) => u.email}
      rowTestId="user-row"
      empty="No accounts yet."
    />
  );
}
