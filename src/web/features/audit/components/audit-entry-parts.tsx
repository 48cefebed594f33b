import { Link } from 'react-router';
import { AUDIT_ENTITY_LABELS, type AuditEntry } from '../../../../shared/schemas/audit';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { fieldName, valueText } from '../utils/describe-change';
import { Email } from '../../../components/ui/email';

/** Changes listed before the rest fold under "n more". */
const SHOWN = 4;

/** Where the thing a row is about is managed (nothing for what has no screen, or is gone). */
function entityHref(row: AuditEntry): string | undefined {
  switch (row.entity) {
    case 'order':
      return paths.dashboard.manageOrder.getHref(row.entityLabel ?? undefined);
    case 'product':
      return row.action === 'product.remove' ? undefined : paths.dashboard.editProduct.getHref(row.entityId);
    case 'import':
      return paths.dashboard.imports.getHref(row.entityId);
    case 'return':
      return paths.dashboard.returns.getHref();
    case 'review':
      return paths.dashboard.reviews.getHref();
    default:
      return undefined;
  }
}

/** When: the date and time in the viewer's zone. */
export function When({ row }: { row: AuditEntry }) {
  return (
    <time dateTime={row.at} className="whitespace-nowrap">
      {formatDateTime(row.at)}
    </time>
  );
}

/** Who: their e-mail and roles as they were, or the shop itself; where the request came from. */
export function Who({ row }: { row: AuditEntry }) {
  return (
    <>
      <span className="block break-words" data-testid="audit-who">
        {row.actor.email ? <Email value={row.actor.email} /> : 'The shop (automatic)'}
      </span>
      {row.actor.roles.length > 0 && (
        <span className="mt-1 flex flex-wrap gap-1">
          {row.actor.roles.map((role) => (
            <span key={role} className="badge badge-primary badge-soft badge-sm">
              {role}
            </span>
          ))}
        </span>
      )}
      {row.ip && <span className="text-base-content/70 mt-1 block text-xs">from {row.ip}</span>}
    </>
  );
}

/** What it was about: its kind, its name (a link to where it is managed) and a link to its whole history. */
export function What({ row }: { row: AuditEntry }) {
  const name = row.entityLabel ?? row.entityId;
  const to = entityHref(row);
  const kind = AUDIT_ENTITY_LABELS[row.entity];
  return (
    <>
      <span className="text-base-content/70 block text-xs">{kind}</span>
      {to ? (
        <Link to={to} className="link link-primary break-words">
          {name}
        </Link>
      ) : (
        <span className="break-words">{name}</span>
      )}
      <Link to={paths.dashboard.audit.getHref({ entity: row.entity, entityId: row.entityId })} className="link block w-fit text-xs">
        History<span className="sr-only"> of {`${kind} ${name}`}</span>
      </Link>
    </>
  );
}

function Change({ field, from, to }: { field: string; from: unknown; to: unknown }) {
  return (
    <li className="break-words">
      <span className="font-medium">{fieldName(field)}</span>:{' '}
      {from === null ? (
        valueText(field, to)
      ) : (
        <>
          {valueText(field, from)} <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> {valueText(field, to)}
        </>
      )}
    </li>
  );
}

/** The fields that changed, "field: from → to" (a new value alone when there was none); long lists fold. */
export function Changes({ row }: { row: AuditEntry }) {
  // By name: the database keeps no order of its own.
  const entries = Object.entries(row.changes).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <span className="text-base-content/60">—</span>;
  const item = ([field, change]: (typeof entries)[number]) => <Change key={field} field={field} from={change.from} to={change.to} />;
  return (
    <div className="text-sm">
      <ul className="flex flex-col gap-0.5">{entries.slice(0, SHOWN).map(item)}</ul>
      {entries.length > SHOWN && (
        <details className="mt-1">
          <summary className="link link-primary w-fit cursor-pointer text-xs">{entries.length - SHOWN} more</summary>
          <ul className="mt-1 flex flex-col gap-0.5">{entries.slice(SHOWN).map(item)}</ul>
        </details>
      )}
    </div>
  );
}
