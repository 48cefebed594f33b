import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
// zod's browser setting (jitless, no CSP report) before this file builds its schema: nothing else here loads common.
import '../../../../shared/schemas/common';
import { Field } from '../../../components/ui/field';
import { useConfirmTestPayment } from '../api/confirm-test-payment';
import { formatCardNumber, formatExpiry, parseExpiry } from '../utils/card-format';
import type { CardFormProps } from './card-form-props';
import { PayButton, PaymentError } from './pay-button';

const schema = z.object({
  number: z.string().refine((v) => /^\d{12,19}$/.test(v.replace(/\s/g, '')), { message: 'Enter the card number.' }),
  expiry: z.string().refine((v) => parseExpiry(v) !== null, { message: 'Enter the expiry date as MM/YY.' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { message: 'Enter the 3 or 4 digits on the back of the card.' }),
});
type Values = z.infer<typeof schema>;

interface CardInputProps {
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
  format?: (value: string) => string;
  inputProps: React.ComponentProps<'input'>;
}

function CardInput({ label, error, field, format, inputProps }: CardInputProps) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (format) e.target.value = format(e.target.value);
    void field.onChange(e);
  };
  return (
    <Field label={label} error={error} className="py-1">
      {(id, describedBy) => (
        <input
          id={id}
          className={`input w-full font-mono ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
          {...field}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** The built-in test gateway's card form (Stripe's test card numbers decide the outcome). */
export function TestCardForm({ clientSecret, billing, amountText, onPaid }: CardFormProps) {
  const confirm = useConfirmTestPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { number: '', expiry: '', cvc: '' } });

  const onSubmit = handleSubmit(({ number, expiry, cvc }) => {
    if (!clientSecret) return;
    const card = { number: number.replace(/\s/g, ''), cvc, ...parseExpiry(expiry)! };
    confirm.mutate({ clientSecret, card, billing }, { onSuccess: (r) => onPaid(r.id) });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-x-4" aria-label="Card payment">
      <div className="col-span-2">
        <CardInput
          label="Card number"
          error={errors.number?.message}
          field={register('number')}
          format={formatCardNumber}
          inputProps={{ inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxLength: 23 }}
        />
      </div>
      <CardInput
        label="Expiry (MM/YY)"
        error={errors.expiry?.message}
        field={register('expiry')}
        format={formatExpiry}
        inputProps={{ inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 }}
      />
      <CardInput
        label="CVC"
        error={errors.cvc?.message}
        field={register('cvc')}
        inputProps={{ inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 }}
      />
      <div className="col-span-2 mt-4 flex flex-col gap-3">
        <PayButton disabled={!clientSecret} busy={confirm.isPending} amountText={amountText} />
        <PaymentError message={confirm.error?.message} />
      </div>
    </form>
  );
}
