import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { guestLookupSchema } from '../../../../shared/schemas/checkout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useLookupGuestOrder } from '../api/lookup-guest-order';

type Input = z.input<typeof guestLookupSchema>;
type Output = z.output<typeof guestLookupSchema>;

/** The same words whether or not the order exists: nobody learns from them which orders there are. */
const sentText = (email: string) => `If that order exists, we’ve e-mailed its link to ${email}. It can take a few minutes to arrive.`;

/** Too many looks from one network (429) gets its own words; anything else, the server's. */
const refusalText = (error: Error) =>
  error instanceof ApiError && error.status === 429
    ? 'Too many look-ups from your network in a short time. Wait a few minutes, then try again.'
    : error.message;

/** "Find my order": the order number and the e-mail it was placed with → the order's link, e-mailed again. */
export function FindOrderForm() {
  const lookup = useLookupGuestOrder();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(guestLookupSchema),
    defaultValues: { orderNumber: '', email: '' },
  });
  const onSubmit = handleSubmit((input) => lookup.mutate(input));
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Find an order" className="card card-border bg-base-100">
        <div className="card-body max-sm:p-4">
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" data-testid="find-order-form">
            <FormField
              label="Order number"
              hint="On the order’s e-mail, for example PH-2026-000123."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.orderNumber?.message}
              {...register('orderNumber', { onChange: () => lookup.reset() })}
            />
            <FormField
              label="Email"
              type="email"
              autoComplete="email"
              hint="The e-mail address the order was placed with."
              error={errors.email?.message}
              {...register('email', { onChange: () => lookup.reset() })}
            />
            {lookup.error && (
              <Alert look="box" variant="warning" className="mb-2 text-sm" data-testid="find-order-error">
                {refusalText(lookup.error)}
              </Alert>
            )}
            <Button type="submit" variant="primary" className="mt-2 w-full sm:w-fit" busy={lookup.isPending}>
              Send me the link
            </Button>
          </form>
        </div>
      </section>
      {/* Always on the page, so the answer is read out when it arrives. */}
      <div aria-live="polite">
        {lookup.isSuccess && (
          <p className="alert alert-success alert-soft text-sm" data-testid="find-order-sent">
            {sentText(lookup.variables.email)}
          </p>
        )}
      </div>
    </div>
  );
}
