import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { CHARGER_CONNECTORS, M2_KEYS, M2_LENGTHS, RESOLUTIONS, STORAGE_PROTOCOLS } from '../../../../shared/part-attributes';
import {
  laptopSpecSchema,
  SPEC_MEMORY_FORM_FACTORS,
  SPEC_MEMORY_TYPES,
  SPEC_STORAGE_FORM_FACTORS,
  type LaptopSpec,
} from '../../../../shared/schemas/laptop-spec';
import { Button } from '../../../components/ui/button';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { EMPTY_BAY, fieldLabel, fromSpecForm, sayField, toSpecForm, type SpecForm } from '../utils/spec-form';

type Form = UseFormReturn<SpecForm, unknown, LaptopSpec>;
type Section = 'memory' | 'display' | 'battery' | 'charging';

const schemaResolver = zodResolver(laptopSpecSchema);
/** The shared schema checks what the form would send (its paths are the form's: `memory.slots`, `storage.0.pcieGen`). */
const resolver: Resolver<SpecForm, unknown, LaptopSpec> = (values, context, options) =>
  (schemaResolver as unknown as Resolver<SpecForm, unknown, LaptopSpec>)(fromSpecForm(values) as unknown as SpecForm, context, options);

const options = (values: readonly (string | number)[]) => values.map((v) => ({ value: String(v), label: String(v) }));

/** A section of the spec with its "known" box: its fields show while it is ticked. */
function SpecSection({ form, name, title, children }: { form: Form; name: Section; title: string; children: ReactNode }) {
  const known = useWatch({ control: form.control, name: `${name}.known` });
  return (
    <fieldset className="border-base-300 rounded-box border p-3 sm:col-span-2" data-testid={`spec-${name}`}>
      <legend className="px-1 font-semibold">{title}</legend>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input type="checkbox" className="checkbox checkbox-sm" {...form.register(`${name}.known`)} />
        We know this laptop’s {title.toLowerCase()}
      </label>
      {known && <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">{children}</div>}
    </fieldset>
  );
}

function MemoryFields({ form }: { form: Form }) {
  const e = form.formState.errors.memory;
  const n = { type: 'number', inputMode: 'decimal' } as const;
  return (
    <SpecSection form={form} name="memory" title="Memory">
      <SelectField
        label={fieldLabel('type')}
        options={options(SPEC_MEMORY_TYPES)}
        error={sayField(e?.type?.message)}
        {...form.register('memory.type')}
      />
      <SelectField
        label={fieldLabel('formFactor')}
        options={options(SPEC_MEMORY_FORM_FACTORS)}
        error={sayField(e?.formFactor?.message)}
        {...form.register('memory.formFactor')}
      />
      <FormField label={fieldLabel('slots')} {...n} step={1} error={sayField(e?.slots?.message)} {...form.register('memory.slots')} />
      <FormField label={fieldLabel('solderedGb')} {...n} error={sayField(e?.solderedGb?.message)} {...form.register('memory.solderedGb')} />
      <FormField
        label={fieldLabel('maxPerSlotGb')}
        {...n}
        error={sayField(e?.maxPerSlotGb?.message)}
        {...form.register('memory.maxPerSlotGb')}
      />
      <FormField label={fieldLabel('maxTotalGb')} {...n} error={sayField(e?.maxTotalGb?.message)} {...form.register('memory.maxTotalGb')} />
      <FormField
        label={fieldLabel('maxSpeedMts')}
        {...n}
        error={sayField(e?.maxSpeedMts?.message)}
        {...form.register('memory.maxSpeedMts')}
      />
    </SpecSection>
  );
}

/** Ticks for each of `values` under one name (react-hook-form keeps the ticked ones as a list). */
function Ticks({
  legend,
  values,
  error,
  register,
}: {
  legend: string;
  values: readonly (string | number)[];
  error?: string;
  register: () => object;
}) {
  return (
    <fieldset className="py-1">
      <legend className="mb-1 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {values.map((v) => (
          <label key={v} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm" value={String(v)} {...register()} />
            {v}
          </label>
        ))}
      </div>
      {error && <p className="text-error mt-1 text-sm">{error}</p>}
    </fieldset>
  );
}

function StorageBay({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const e = form.formState.errors.storage?.[index];
  const m2 = useWatch({ control: form.control, name: `storage.${index}.formFactor` }) === 'M.2';
  const first = (x: unknown) => sayField((Array.isArray(x) ? x.find(Boolean) : x)?.message as string | undefined);
  return (
    <li className="border-base-300 rounded-box grid grid-cols-1 gap-x-4 border p-3 sm:grid-cols-2" data-testid="spec-bay">
      <SelectField
        label={`Bay ${index + 1}: form factor`}
        options={options(SPEC_STORAGE_FORM_FACTORS)}
        {...form.register(`storage.${index}.formFactor`)}
      />
      {m2 && (
        <SelectField
          label={fieldLabel('m2Key')}
          options={options(M2_KEYS)}
          error={sayField(e?.m2Key?.message)}
          {...form.register(`storage.${index}.m2Key`)}
        >
          <option value="">Not known</option>
        </SelectField>
      )}
      {m2 && (
        <Ticks
          legend={fieldLabel('lengthsMm')}
          values={M2_LENGTHS}
          error={first(e?.lengthsMm)}
          register={() => form.register(`storage.${index}.lengthsMm`)}
        />
      )}
      <Ticks
        legend={fieldLabel('protocols')}
        values={STORAGE_PROTOCOLS}
        error={first(e?.protocols)}
        register={() => form.register(`storage.${index}.protocols`)}
      />
      <FormField
        label={fieldLabel('pcieGen')}
        type="number"
        inputMode="numeric"
        hint="Optional"
        error={sayField(e?.pcieGen?.message)}
        {...form.register(`storage.${index}.pcieGen`)}
      />
      <div className="flex items-end justify-end py-1">
        <Button size="sm" outline variant="error" onClick={onRemove} aria-label={`Remove bay ${index + 1}`}>
          Remove bay
        </Button>
      </div>
    </li>
  );
}

function StorageFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'storage' });
  return (
    <fieldset className="border-base-300 rounded-box border p-3 sm:col-span-2" data-testid="spec-storage">
      <legend className="px-1 font-semibold">Storage bays</legend>
      {fields.length === 0 && <p className="text-base-content/70 text-sm">No bay listed: SSD fit is unknown for this laptop.</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <StorageBay key={field.id} form={form} index={index} onRemove={() => remove(index)} />
        ))}
      </ul>
      {fields.length < 6 && (
        <Button size="sm" className="mt-2" onClick={() => append({ ...EMPTY_BAY })}>
          Add a bay
        </Button>
      )}
    </fieldset>
  );
}

function DisplayFields({ form }: { form: Form }) {
  const e = form.formState.errors.display;
  return (
    <SpecSection form={form} name="display" title="Display">
      <FormField
        label={fieldLabel('sizeInches')}
        type="number"
        inputMode="decimal"
        step="0.1"
        error={sayField(e?.sizeInches?.message)}
        {...form.register('display.sizeInches')}
      />
      <SelectField
        label={fieldLabel('edpPins')}
        options={options([30, 40])}
        error={sayField(e?.edpPins?.message)}
        {...form.register('display.edpPins')}
      />
      <SelectField
        label={fieldLabel('resolution')}
        options={options(RESOLUTIONS)}
        error={sayField(e?.resolution?.message)}
        {...form.register('display.resolution')}
      />
      <FormField
        label={fieldLabel('refreshHz')}
        type="number"
        inputMode="numeric"
        error={sayField(e?.refreshHz?.message)}
        {...form.register('display.refreshHz')}
      />
      <label className="flex cursor-pointer items-center gap-2 py-2 text-sm">
        <input type="checkbox" className="checkbox checkbox-sm" {...form.register('display.touch')} />
        Touch screen
      </label>
    </SpecSection>
  );
}

function PowerFields({ form }: { form: Form }) {
  const { battery: b, charging: c } = form.formState.errors;
  return (
    <>
      <SpecSection form={form} name="battery" title="Battery">
        <FormField
          label={fieldLabel('voltage')}
          type="number"
          inputMode="decimal"
          step="0.01"
          error={sayField(b?.voltage?.message)}
          {...form.register('battery.voltage')}
        />
        <FormField
          label={fieldLabel('wattHours')}
          type="number"
          inputMode="decimal"
          step="0.1"
          error={sayField(b?.wattHours?.message)}
          {...form.register('battery.wattHours')}
        />
        <FormField
          label={fieldLabel('partNumbers')}
          hint="Separated by commas, e.g. 01AV422, 01AV423"
          className="sm:col-span-2"
          spellCheck={false}
          error={sayField((b?.partNumbers as { message?: string } | undefined)?.message)}
          {...form.register('battery.partNumbers')}
        />
      </SpecSection>
      <SpecSection form={form} name="charging" title="Charging">
        <FormField
          label={fieldLabel('watts')}
          type="number"
          inputMode="numeric"
          error={sayField(c?.watts?.message)}
          {...form.register('charging.watts')}
        />
        <SelectField
          label={fieldLabel('connector')}
          options={options(CHARGER_CONNECTORS)}
          error={sayField(c?.connector?.message)}
          {...form.register('charging.connector')}
        />
        <label className="flex cursor-pointer items-center gap-2 py-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" {...form.register('charging.usbPd')} />
          Charges over USB-C Power Delivery
        </label>
      </SpecSection>
    </>
  );
}

interface Props {
  spec: LaptopSpec | null;
  busy: boolean;
  error?: string;
  onSave: (spec: LaptopSpec) => void;
  onCancel: () => void;
}

/**
 * A laptop model's specification (issue 31): memory, storage bays, display, battery and charging,
 * each optional. What fit by specification, the upgrade planner and the laptop filter read.
 */
export function LaptopSpecForm({ spec, busy, error, onSave, onCancel }: Props) {
  const form = useForm<SpecForm, unknown, LaptopSpec>({ resolver, defaultValues: toSpecForm(spec) });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="laptop-spec-form">
      <MemoryFields form={form} />
      <StorageFields form={form} />
      <DisplayFields form={form} />
      <PowerFields form={form} />
      <DialogFormActions submitLabel="Save specification" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
