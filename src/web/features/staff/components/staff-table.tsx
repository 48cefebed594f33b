import type { StaffMemberWire } from '../../../../shared/schemas/staff';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { FOCUS_LANDING } from '../../../hooks/use-focus-rescue';
import { formatDateTime } from '../../../lib/dates';

export type StaffAction = 'roles' | 'suspend' | 'remove';

interface ItemProps {
  member: StaffMemberWire;
  /** The viewer's own row ("you"). */
  self: boolean;
  onAction: (member: StaffMemberWire, action: StaffAction) => void;
}

export const memberName = (m: StaffMemberWire) => m.name || m.email;

function Roles({ roles }: { roles: string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span key={role} className="badge badge-primary badge-soft badge-sm">
          {role}
        </span>
      ))}
    </span>
  );
}

function Status({ suspended }: { suspended: boolean }) {
  return suspended ? <span className="badge badge-error badge-soft badge-sm">Suspended</span> : <span>Active</span>;
}

/** Whether the member signs in with a second factor (their roles wait for it under STAFF_2FA=required). */
function TwoFactor({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <span className="badge badge-success badge-soft badge-sm whitespace-nowrap">2FA on</span>
  ) : (
    <span className="badge badge-warning badge-soft badge-sm whitespace-nowrap">No 2FA</span>
  );
}

const lastActive = (m: StaffMemberWire) => (m.lastSeenAt ? formatDateTime(m.lastSeenAt) : 'Never');

/** A member's actions; the visible words start each name (axe: label-in-name), the name says whose. */
function Actions({ member, onAction }: ItemProps) {
  const who = <span className="sr-only">: {memberName(member)}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="responsive" onClick={() => onAction(member, 'roles')}>
        Change roles{who}
      </Button>
      <Button size="responsive" outline onClick={() => onAction(member, 'suspend')}>
        {member.suspended ? 'Lift suspension' : 'Suspend'}
        {who}
      </Button>
      <Button size="responsive" outline variant="error" onClick={() => onAction(member, 'remove')}>
        Remove from staff{who}
      </Button>
    </div>
  );
}

function Name({ member, self }: { member: StaffMemberWire; self: boolean }) {
  return (
    <>
      {member.name || '—'}
      {self && <span className="text-base-content/70 font-normal"> (you)</span>}
    </>
  );
}

/** Small screens: one card per member. */
function MemberCard(props: ItemProps) {
  const { member, self } = props;
  const facts: [string, React.ReactNode][] = [
    ['E-mail', <span className="break-all">{member.email}</span>],
    ['Roles', <Roles roles={member.roles} />],
    ['Status', <Status suspended={member.suspended} />],
    ['Two-factor', <TwoFactor enabled={member.twoFactorEnabled} />],
    ['Last active', lastActive(member)],
  ];
  return (
    <li
      className="card card-border bg-base-100"
      data-testid="staff-card"
      data-user-id={member.userId}
      tabIndex={-1}
      {...{ [FOCUS_LANDING]: '' }}
    >
      <div className="card-body gap-3 p-4">
        <h3 className="font-semibold break-words">
          <Name member={member} self={self} />
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-base-content/70">{term}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
        <Actions {...props} />
      </div>
    </li>
  );
}

interface Props {
  members: StaffMemberWire[];
  viewerEmail?: string;
  onAction: ItemProps['onAction'];
}

/** The staff: a table from 768 px (a row per member, its actions at the end), cards below. */
export function StaffTable({ members, viewerEmail, onAction }: Props) {
  const self = (m: StaffMemberWire) => m.email === viewerEmail;
  const columns: DataTableColumn<StaffMemberWire>[] = [
    {
      key: 'name',
      header: 'Name and e-mail',
      rowHeader: true,
      cellClassName: 'max-w-72',
      cell: (m) => (
        <>
          <span className="block break-words">
            <Name member={m} self={self(m)} />
          </span>
          <span className="text-base-content/80 block font-normal wrap-anywhere">{m.email}</span>
        </>
      ),
    },
    { key: 'roles', header: 'Roles', cellClassName: 'min-w-24', cell: (m) => <Roles roles={m.roles} /> },
    { key: 'status', header: 'Status', cellClassName: 'whitespace-nowrap', cell: (m) => <Status suspended={m.suspended} /> },
    { key: 'twoFactor', header: 'Two-factor', cell: (m) => <TwoFactor enabled={m.twoFactorEnabled} /> },
    { key: 'seen', header: 'Last active', cellClassName: 'min-w-28', cell: lastActive },
    { key: 'actions', header: 'Actions', hideHeader: true, cell: (m) => <Actions member={m} self={self(m)} onAction={onAction} /> },
  ];
  return (
    <>
      <DataTable
        caption="Staff members"
        columns={columns}
        rows={members}
        rowKey={(m) => m.userId}
        rowTestId="staff-row"
        focusableRows
        from="md"
      />
      <ul className="grid gap-3 md:hidden" aria-label="Staff members">
        {members.map((m) => (
          <MemberCard key={m.userId} member={m} self={self(m)} onAction={onAction} />
        ))}
      </ul>
    </>
  );
}
