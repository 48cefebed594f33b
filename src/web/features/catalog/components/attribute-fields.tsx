import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { attributesOf, type AttributeDefinition } from '../../../../shared/part-attributes';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { attributeLabel, BLANK_ATTRIBUTES } from '../utils/attribute-form';
import type { ProductFormApi } from './product-form-schema';

/** One attribute's control: a select for a choice, a number box with its unit, a checkbox for yes/no. */
function AttributeField({ form, def }: { form: ProductFormApi; def: AttributeDefinition }) {
  const name = `attributes.${def.name}` as const;
  const error = form.formState.errors.attributes?.[def.name]?.message;
  const label = attributeLabel(def);
  if (def.type === 'boolean')
    return (
      <div className="py-1">
        <label className="flex cursor-pointer items-center gap-3 pt-7">
          <input type="checkbox" className="checkbox checkbox-sm" aria-invalid={error ? true : undefined} {...form.register(name)} />
          <span className="text-sm font-medium">{label}</span>
        </label>
        {error && <p className="text-error mt-1 text-sm">{error}</p>}
      </div>
    );
  if (def.values) {
    const options = def.values.map((v) => ({ value: String(v), label: `${v}${def.unit ? ` ${def.unit}` : ''}` }));
    return (
      <SelectField label={label} error={error} options={options} {...form.register(name)}>
        <option value="">Not set</option>
      </SelectField>
    );
  }
  return (
    <FormField
      label={label}
      type="number"
      step="any"
      inputMode="decimal"
      min={def.min}
      max={def.max}
      error={error}
      {...form.register(name)}
    />
  );
}

/**
 * The chosen category's part attributes (issue 31: what fit by specification reads), each optional;
 * nothing for a category without any. Choosing another category clears them.
 */
export function AttributeFields({ form }: { form: ProductFormApi }) {
  const category = useWatch({ control: form.control, name: 'category' });
  const shown = useRef(category);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    form.setValue('attributes', BLANK_ATTRIBUTES, { shouldDirty: true });
  }, [category, form]);
  const defs = attributesOf(category);
  if (defs.length === 0) return null;
  return (
    <fieldset className="border-base-300 rounded-box border p-4" data-testid="product-attributes">
      <legend className="px-1 font-semibold">Specification</legend>
      <p className="text-base-content/70 text-xs">
        What the shop compares with a laptop&apos;s specification to tell whether the part fits. Leave out what you do not know.
      </p>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 md:grid-cols-3">
        {defs.map((def) => (
          <AttributeField key={def.name} form={form} def={def} />
        ))}
      </div>
    </fieldset>
  );
}
