import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../../shared/schemas/audit';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Changes, What, When, Who } from './audit-entry-parts';

const columns: DataTableColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', cellClassName: 'align-top', cell: (r) => <When row={r} /> },
  { key: 'who', header: 'Who', cellClassName: 'align-top min-w-44 max-w-64', cell: (r) => <Who row={r} /> },
  { key: 'action', header: 'Action', rowHeader: true, cellClassName: 'align-top font-normal', cell: (r) => AUDIT_ACTION_LABELS[r.action] },
  { key: 'what', header: 'About', cellClassName: 'align-top max-w-56', cell: (r) => <What row={r} /> },
  { key: 'changes', header: 'Changes', cellClassName: 'align-top min-w-56', cell: (r) => <Changes row={r} /> },
];

/** Small screens: one card per row, nothing to scroll sideways. */
function AuditCards({ rows }: { rows: AuditEntry[] }) {
  return (
    <ul className="flex flex-col gap-3 xl:hidden" aria-label="Audit log, newest first">
      {rows.map((r) => (
        <li key={r._id} className="card card-border bg-base-100" data-testid="audit-card" data-action={r.action}>
          <div className="card-body gap-2 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="font-semibold">{AUDIT_ACTION_LABELS[r.action]}</h3>
              <span className="text-base-content/70 text-xs">
                <When row={r} />
              </span>
            </div>
            <div>
              <What row={r} />
            </div>
            <div>
              <span className="text-base-content/70 block text-xs">By</span>
              <Who row={r} />
            </div>
            <Changes row={r} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The rows of one page: a table from 1280 px (beside the dashboard menu), cards below. */
export function AuditTable({ rows }: { rows: AuditEntry[] }) {
  return (
    <>
      <DataTable
        caption="Audit log, newest first"
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        rowTestId="audit-row"
        size="sm"
        from="xl"
        testId="audit-table"
      />
      <AuditCards rows={rows} />
    </>
  );
}
