import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { giftCardBalanceInputSchema } from '../../../../shared/schemas/gift-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCheckGiftCardBalance } from '../api/check-gift-card-balance';
import { GiftCardBalanceResult } from './gift-card-balance-result';

type Input = z.input<typeof giftCardBalanceInputSchema>;
type Output = z.output<typeof giftCardBalanceInputSchema>;

// The shop's rule for a code (and zod) load on the form's first focus, not with the page.
const rules = lazyZodResolver(() => import('../../../../shared/schemas/gift-card').then((m) => m.giftCardBalanceInputSchema));

/** Where the server's refusal goes: a wrong or unknown code under the field; too many looks, or anything else, above the button. */
function refusal(error: Error | null): { field?: string; form?: string; busy?: boolean } {
  if (!error) return {};
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { field: error.fields?.code ?? error.message };
  if (error instanceof ApiError && error.status === 429) {
    return { form: 'Too many balance checks from your network in a short time. Wait a minute, then try again.', busy: true };
  }
  return { form: error.message };
}

/** "Gift card balance": the code (any case, with dashes or spaces), checked with the shop's rule, then what is left on the card. */
export function GiftCardBalanceForm() {
  const check = useCheckGiftCardBalance();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: rules.resolver, defaultValues: { code: '' } });
  const refused = refusal(check.error);
  const error = errors.code?.message ?? refused.field;
  const onSubmit = handleSubmit((input) => check.mutate(input));
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Check a gift card" className="card card-border bg-base-100">
        <div className="card-body max-sm:p-4">
          <form onSubmit={onSubmit} onFocus={rules.preload} noValidate className="flex flex-col gap-1" data-testid="gift-card-balance-form">
            <Field label="Gift card code" hint="16 letters and digits, on the card or in its e-mail." error={error} layout="stacked">
              {(id, describedBy) => (
                <input
                  id={id}
                  className={`input w-full font-mono text-base uppercase placeholder:font-sans placeholder:normal-case ${error ? 'input-error' : ''}`}
                  placeholder="XXXX-XXXX-XXXX-XXXX"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  {...register('code', { onChange: () => check.reset() })}
                />
              )}
            </Field>
            {refused.form && (
              <Alert look="box" variant={refused.busy ? 'warning' : 'error'} className="mb-2 text-sm" data-testid="balance-form-error">
                {refused.form}
              </Alert>
            )}
            <Button type="submit" variant="primary" className="w-full sm:w-fit" busy={check.isPending}>
              Check balance
            </Button>
          </form>
        </div>
      </section>
      {/* Always on the page, so the balance is read out when it arrives. */}
      <div aria-live="polite">{check.data && <GiftCardBalanceResult balance={check.data} />}</div>
    </div>
  );
}
