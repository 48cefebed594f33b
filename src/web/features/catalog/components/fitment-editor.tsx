import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { FitmentUpdateInput } from '../../../../shared/schemas/laptop';
import type { ProductDetail } from '../../../../shared/schemas/product';
import { FitList } from './fit-list';
import { fitmentFormSchema, toFitmentForm, toFitmentWire, type FitmentFormInput, type FitmentFormValues } from './fitment-form';
import { PartNumberRows } from './part-number-rows';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

interface Props {
  product: ProductDetail;
  /** Sends the part numbers and fits (replaced as a whole); answers the product as saved. */
  onSave: (fitment: FitmentUpdateInput) => Promise<ProductDetail>;
}

/**
 * Edit Product's "Part numbers and fitment": part numbers as rows (number and kind), the laptop
 * models the part fits with a note each, added through a model search. Saved on its own.
 */
export function FitmentEditor({ product, onSave }: Props) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FitmentFormInput, unknown, FitmentFormValues>({
    resolver: zodResolver(fitmentFormSchema),
    defaultValues: toFitmentForm(product),
  });
  const { handleSubmit, reset, formState } = form;
  // Read while rendering, so the form tracks it for the submit below.
  const { isDirty, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setError(null);
    if (!isDirty) {
      toast.info('Nothing changed.');
      return;
    }
    try {
      const saved = await onSave(toFitmentWire(values));
      reset(toFitmentForm(saved));
      toast.success('Part numbers and fitment saved.');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The part numbers and fitment could not be saved.');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="fitment-title" className="flex flex-col gap-6" data-testid="fitment-editor">
      <div>
        <h2 id="fitment-title" className="text-xl font-bold">
          Part numbers and fitment
        </h2>
        <p className="text-base-content/70 text-sm">
          Which laptops the part fits: customers see it on the product page and in their laptop&apos;s parts. Saved apart from the fields
          above.
        </p>
      </div>
      <PartNumberRows form={form} />
      <FitList form={form} />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" variant="primary" className="w-full sm:w-auto" busy={isSubmitting}>
          Save part numbers and fitment
        </Button>
      </div>
    </form>
  );
}
