import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addQuantitySchema } from '../../../../shared/schemas/product';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

/** Not sent when empty, zero, negative or not a whole number: each says why. */
const formSchema = z.object({
  Quantity: z
    .string()
    .trim()
    .min(1, { message: 'Enter how many units arrived.' })
    .superRefine((value, ctx) => {
      const checked = addQuantitySchema.shape.Quantity.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
    })
    .transform(Number),
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Add Quantity (admin): adds received units; `onAdd` sends them, the form clears after success. */
export function AddQuantityForm({ onAdd, error }: { onAdd: (quantity: number) => Promise<unknown>; error?: string | null }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: { Quantity: '' } });

  const onSubmit = handleSubmit(async ({ Quantity }) => {
    try {
      await onAdd(Quantity);
      reset({ Quantity: '' });
    } catch {
      // The error is shown from `error`.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <FormField
        label="Units received"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        className="sm:max-w-48"
        error={errors.Quantity?.message}
        {...register('Quantity')}
      />
      <Button type="submit" variant="neutral" className="sm:mt-7" busy={isSubmitting}>
        Add Quantity
      </Button>
      {error && <Alert className="sm:mt-10">{error}</Alert>}
    </form>
  );
}
