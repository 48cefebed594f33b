import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
} from '../../../../shared/schemas/audit';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useDebouncedText } from '../../../hooks/use-debounced-text';
import { isFiltered, type AuditParams } from '../hooks/use-audit-params';

const ENTITY_OPTIONS = AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] }));
/** An action's entity: the part before its dot ("order.status" → order; refunds are an order's). */
const ACTION_ENTITY: Record<string, AuditEntity> = {
  refund: 'order',
  shipping: 'shipping-option',
  tax: 'tax-rate',
  staff: 'user',
  auth: 'user',
  account: 'user',
};
const entityOfAction = (a: AuditAction) => {
  const head = a.split('.')[0]!;
  return ACTION_ENTITY[head] ?? (head as AuditEntity);
};

interface Props {
  params: AuditParams;
  onChange: (change: Partial<AuditParams>) => void;
}

/** Who: part of an e-mail, sent once typing pauses. */
function PersonBox({ value, onSearch }: { value: string; onSearch: (actor: string) => void }) {
  const [text, setText] = useDebouncedText(value, onSearch, 300);
  return (
    <Field label="Person" className="py-0">
      {(id) => (
        <input
          id={id}
          type="search"
          className="input w-full"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="E-mail or part of it"
          autoComplete="off"
          maxLength={320}
        />
      )}
    </Field>
  );
}

function DayField({
  label,
  value,
  min,
  max,
  onDay,
}: {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onDay: (day?: string) => void;
}) {
  return (
    <Field label={label} className="py-0">
      {(id) => (
        <input
          id={id}
          type="date"
          className="input w-full"
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(e) => onDay(e.target.value || undefined)}
        />
      )}
    </Field>
  );
}

/** The Audit log's filters: person, kind of thing, action and days; each change goes to the address. */
export function AuditFilters({ params, onChange }: Props) {
  const actions = AUDIT_ACTIONS.filter((a) => !params.entity || entityOfAction(a) === params.entity);
  return (
    <div
      role="search"
      aria-label="Filter the audit log"
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5"
    >
      <PersonBox value={params.actor ?? ''} onSearch={(actor) => onChange({ actor: actor || undefined })} />
      <SelectField
        label="About"
        fieldClassName="py-0"
        value={params.entity ?? ''}
        onChange={(e) =>
          onChange({ entity: (e.target.value || undefined) as AuditEntity | undefined, entityId: undefined, action: undefined })
        }
        options={ENTITY_OPTIONS}
      >
        <option value="">Anything</option>
      </SelectField>
      <SelectField
        label="Action"
        fieldClassName="py-0"
        value={params.action ?? ''}
        onChange={(e) => onChange({ action: (e.target.value || undefined) as AuditAction | undefined })}
        options={actions.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
      >
        <option value="">Every action</option>
      </SelectField>
      <DayField label="From" value={params.from} max={params.to} onDay={(from) => onChange({ from })} />
      <DayField label="To" value={params.to} min={params.from} onDay={(to) => onChange({ to })} />
    </div>
  );
}

/** "Showing one order's history" and the way back to everything, or "Clear filters". */
export function FilterSummary({ params, onChange }: Props) {
  if (!isFiltered(params)) return null;
  const clear = { actor: undefined, entity: undefined, entityId: undefined, action: undefined, from: undefined, to: undefined };
  return (
    <p className="text-base-content/80 flex flex-wrap items-center gap-x-3 text-sm" data-testid="audit-filter-summary">
      {params.entityId && (
        <span>
          The history of one {params.entity ? AUDIT_ENTITY_LABELS[params.entity].toLowerCase() : 'thing'} only.{' '}
          <button type="button" className="link link-primary" onClick={() => onChange({ entityId: undefined })}>
            Show all
          </button>
        </span>
      )}
      <button type="button" className="link link-primary" onClick={() => onChange(clear)}>
        Clear filters
      </button>
    </p>
  );
}
