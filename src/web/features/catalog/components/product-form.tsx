import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { ProductDetail, UploadResult } from '../../../../shared/schemas/product';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { fieldErrorsOf, nothingChanged, unsavedMessage, type ProductChanges, type SavePart, type SaveReport } from '../utils/product-save';
import { AttributeFields } from './attribute-fields';
import { fitmentChanged, toFitmentWire } from './fitment-form';
import { FitmentFields } from './fitment-fields';
import { FitList } from './fit-list';
import { ImageUpload } from './image-upload';
import { ProductFields } from './product-form-fields';
import {
  DETAIL_FIELDS,
  EMPTY_PRODUCT,
  resolvers,
  toInput,
  type ProductFormApi,
  type ProductFormInput,
  type ProductFormValues,
} from './product-form-schema';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LeaveDialog } from '../../../components/ui/leave-dialog';

interface ProductFormProps {
  /** Editing this product, with its part numbers and fitment; without it the form adds a new one. */
  product?: ProductDetail;
  submitLabel: string;
  /**
   * Sends the product: Add all of `values`; Edit only `changes` (the details changed, and the part
   * numbers and fitment when they changed). Answers what was sent and what failed; a throw saved nothing.
   */
  onSubmit: (values: ProductFormValues, changes: ProductChanges) => Promise<SaveReport>;
  /** Everything sent was saved, and leaving no longer asks: say so and go on. */
  onSaved: (values: ProductFormValues) => void;
  onUpload: (file: File) => Promise<UploadResult>;
  /** Edit, just after Add Product: the focus starts on "Part numbers and fitment", the next step. */
  startAtFitment?: boolean;
}

type Dirty = ProductFormApi['formState']['dirtyFields'];

const PART_FIELDS: Record<SavePart, readonly (keyof ProductFormInput)[]> = { details: DETAIL_FIELDS, fitment: ['partNumbers', 'fits'] };

/** What Save sends on Edit: the details changed, and the part numbers and fitment when they differ from the saved ones. */
function changesOf(form: ProductFormApi, values: ProductFormValues, saved: ProductFormInput, dirty: Dirty): ProductChanges {
  const changed = DETAIL_FIELDS.filter((k) => dirty[k]);
  return {
    details: Object.fromEntries(changed.map((k) => [k, values[k]])),
    fitment: fitmentChanged(saved, form.getValues()) ? toFitmentWire(values) : null,
  };
}

/** A 400 answer's messages under their fields; the first such field gets the focus. */
function showFieldErrors(form: ProductFormApi, errors: unknown[]) {
  errors.flatMap(fieldErrorsOf).forEach(([path, message], i) => {
    form.setError(path as FieldPath<ProductFormInput>, { type: 'server', message }, { shouldFocus: i === 0 });
  });
}

/** Save: sends what changed and keeps whatever was not saved in the form, still changed, with the reason. */
function useProductSubmit(form: ProductFormApi, { product, onSubmit, onSaved }: ProductFormProps, dirty: Dirty, release: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const input = form.getValues();
    const saved = form.formState.defaultValues as ProductFormInput;
    const changes = changesOf(form, values, saved, dirty);
    if (product && nothingChanged(changes)) {
      // Only blanks changed (a note's trailing space): what is shown now counts as saved.
      if (form.formState.isDirty) form.reset(input);
      toast.info('Nothing changed.');
      return;
    }
    let report: SaveReport;
    try {
      report = await onSubmit(values, changes);
    } catch (error) {
      showFieldErrors(form, [error]);
      return setMessage(error instanceof Error ? error.message : 'The product could not be saved.');
    }
    const unsaved = unsavedMessage(report);
    if (!unsaved) {
      form.reset(input);
      release();
      return onSaved(values);
    }
    // What was saved becomes the form's starting point; the rest stays as typed, still to save.
    const base = { ...saved };
    for (const part of report.sent.filter((p) => !(p in report.failed))) {
      for (const key of PART_FIELDS[part]) Object.assign(base, { [key]: input[key] });
    }
    form.reset(base, { keepValues: true, keepIsSubmitted: true, keepSubmitCount: true });
    showFieldErrors(form, Object.values(report.failed));
    setMessage(unsaved);
  });
  return { submit, message };
}

/**
 * Add Product and Edit Product, one form with one Save: the product's fields, an image upload, the
 * laptop models it fits (Edit: with notes, and its part numbers), the server's refusals under their
 * fields. Leaving with unsaved edits asks first.
 */
export function ProductForm(props: ProductFormProps) {
  const { product, submitLabel, onUpload, startAtFitment = false } = props;
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: resolvers[product ? 'edit' : 'add'],
    defaultValues: product ? toInput(product) : EMPTY_PRODUCT,
  });
  const { register, setValue, control, formState } = form;
  const img = useWatch({ control, name: 'img' });
  // Read while rendering, so the form tracks them (dirtyFields for the submit, isDirty for leaving).
  const { errors, isSubmitting, isDirty, dirtyFields } = formState;
  const guard = useLeaveGuard(isDirty);
  const { submit, message } = useProductSubmit(form, props, dirtyFields, guard.release);

  const image = (
    <ImageUpload
      value={img ?? ''}
      urlInput={register('img')}
      error={errors.img?.message}
      onUpload={onUpload}
      onUploaded={(img) => setValue('img', img, { shouldDirty: true, shouldValidate: true })}
      onBusyChange={setUploading}
    />
  );
  const stock = product ? ({ mode: 'edit', quantity: product.Quantity, productId: product._id } as const) : ({ mode: 'add' } as const);

  return (
    <>
      <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-6">
        <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
          <ProductFields register={register} errors={errors} stock={stock} image={image} />
        </div>
        <AttributeFields form={form} />
        {product ? (
          <FitmentFields form={form} focusOnMount={startAtFitment} />
        ) : (
          <FitList
            form={form}
            notes={false}
            hint="Type a brand, model or machine type, then pick the model with Enter or a click. Part numbers and a note per model go in on the next page, once the part is added."
          />
        )}
        <div className="flex flex-col gap-3">
          {message && <Alert data-testid="save-message">{message}</Alert>}
          <Button type="submit" variant="primary" className="w-full sm:w-auto sm:self-start" disabled={uploading} busy={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <LeaveDialog
        open={guard.asking}
        onStay={guard.stay}
        onLeave={guard.leave}
        body={
          product
            ? `Your changes to ${product.name} have not been saved. If you leave now, they will be lost.`
            : 'This part has not been added yet. If you leave now, what you entered will be lost.'
        }
      />
    </>
  );
}
