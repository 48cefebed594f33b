import { attributesOf, type AttributeDefinition, type AttributeValue } from '../../../../shared/part-attributes';
import type { ProductPage } from '../../../../shared/schemas/product';
import type { useCatalogParams } from '../hooks/use-catalog-params';
import { attributeLabel } from '../utils/attribute-labels';

type FacetValues = NonNullable<ProductPage['facets']>[string];

const valueText = (def: AttributeDefinition, value: AttributeValue) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : `${value}${def.unit && typeof value === 'number' ? ` ${def.unit}` : ''}`;

/** One attribute's values with their counts (unless `counted` is false: the server counted a sample), as checkboxes (any of those ticked). */
function Facet({
  def,
  values,
  chosen,
  counted,
  onChange,
}: {
  def: AttributeDefinition;
  values: FacetValues;
  chosen: string[];
  counted: boolean;
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="min-w-0" data-testid={`facet-${def.name}`}>
      <legend className="mb-1 text-sm font-medium">{attributeLabel(def).replace(/ \(.*\)$/, '')}</legend>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map(({ value, count }) => {
          const text = String(value);
          const on = chosen.includes(text);
          return (
            <li key={text}>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={on}
                  onChange={() => onChange(on ? chosen.filter((c) => c !== text) : [...chosen, text])}
                />
                <span>
                  {valueText(def, value)} {counted && <span className="text-base-content/70">({count})</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The specification filters of the category in view (issue 31): each attribute's values with how
 * many parts have them, from the server's counts; ticking one narrows the list (kept in the address).
 */
export function AttributeFacets({
  catalog,
  facets,
  counted,
}: {
  catalog: ReturnType<typeof useCatalogParams>;
  facets: ProductPage['facets'];
  /** False when the server's counts are of a sample (more parts matched than it counts). */
  counted: boolean;
}) {
  const { category, attrs } = catalog.params;
  const onChange = (next: Record<string, string>) => catalog.update({ attrs: next });
  const shown = attributesOf(category).filter((d) => (facets?.[d.name]?.length ?? 0) > 0 || attrs[d.name]);
  if (shown.length === 0) return null;
  const set = (name: string, values: string[]) => onChange({ ...attrs, [name]: values.join(',') });
  return (
    <section aria-labelledby="facets-title" className="bg-base-200/60 rounded-box mb-4 p-4" data-testid="attribute-facets">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="facets-title" className="font-semibold">
          Filter by specification
        </h2>
        {Object.keys(attrs).length > 0 && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange({})}>
            Clear specification filters
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((def) => (
          <Facet
            key={def.name}
            def={def}
            values={facets?.[def.name] ?? []}
            chosen={attrs[def.name]?.split(',') ?? []}
            counted={counted}
            onChange={(values) => set(def.name, values)}
          />
        ))}
      </div>
    </section>
  );
}
