import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { formatPrice } from '../../../../shared/money';
import { shopSettingsUpdateSchema, type ShopSettings } from '../../../../shared/schemas/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useShopSettings } from '../api/get-shop-settings';
import { useUpdateShopSettings } from '../api/update-shop-settings';

type Values = z.input<typeof shopSettingsUpdateSchema>;
type Output = z.output<typeof shopSettingsUpdateSchema>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-base-300 rounded-box border p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The checkbox, and what it means for a customer asking for a return. */
function StoreCreditField({ register }: { register: UseFormRegister<Values> }) {
  const hintId = useId();
  return (
    <div className="py-1">
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox checkbox-sm mt-0.5" aria-describedby={hintId} {...register('storeCreditRefunds')} />
        <span className="text-sm font-medium">Customers may take a return's refund as store credit</span>
      </label>
      <p id={hintId} className="text-base-content/70 mt-1 ml-8 text-xs">
        The return form then asks where the money goes: back the way they paid, or as store credit they spend at checkout. Staff can always
        refund an order as store credit, and change a return's choice when they refund it.
      </p>
    </div>
  );
}

/** The checkbox, and what turning guest checkout off means for a shopper. */
function GuestCheckoutField({ register }: { register: UseFormRegister<Values> }) {
  const hintId = useId();
  return (
    <div className="py-1">
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox checkbox-sm mt-0.5" aria-describedby={hintId} {...register('guestCheckout')} />
        <span className="text-sm font-medium">Guests buy without an account</span>
      </label>
      <p id={hintId} className="text-base-content/70 mt-1 ml-8 text-xs">
        The checkout offers "Continue as guest": an e-mail and a delivery address, and the order's link is e-mailed to pay, follow it and
        ask for a return. Turned off, shoppers sign in (or sign up) to check out; guest orders already placed keep their links.
      </p>
    </div>
  );
}

/** The checkbox, and what it means for a wrong-fit return exchanged for a part that fits (issue 31). */
function ExchangeShipsField({ register }: { register: UseFormRegister<Values> }) {
  const hintId = useId();
  return (
    <div className="py-1">
      <label className="flex cursor-pointer items-start gap-3">
        <input type="checkbox" className="checkbox checkbox-sm mt-0.5" aria-describedby={hintId} {...register('exchangeShipsAtOnce')} />
        <span className="text-sm font-medium">Ship exchanges before the return arrives</span>
      </label>
      <p id={hintId} className="text-base-content/70 mt-1 ml-8 text-xs">
        Off, a replacement part ships only once the returned part is in, so nobody holds both for one payment. On, it may ship as soon as it
        is paid for: faster for the customer, with the risk that the returned part never arrives.
      </p>
    </div>
  );
}

/** The form's values as stored (the limit as typed, with its cents). */
const valuesOf = (s: ShopSettings): Values => ({
  refundLimit: s.refundLimit.toFixed(2),
  storeCreditRefunds: s.storeCreditRefunds,
  guestCheckout: s.guestCheckout,
  exchangeShipsAtOnce: s.exchangeShipsAtOnce,
});

/** The owner's settings: how much staff other than owners and admins may refund at once, store credit for returns, guest checkout. */
function SettingsForm({ settings, onSaved }: { settings: ShopSettings; onSaved?: (saved: ShopSettings) => void }) {
  const save = useUpdateShopSettings();
  const [error, setError] = useState<string>();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(shopSettingsUpdateSchema),
    defaultValues: valuesOf(settings),
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      onSaved?.(saved);
      toast.success('The shop settings were saved.');
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields ?? {}) : [];
      fields.forEach(([path, message], i) => form.setError(path as keyof Values, { type: 'server', message }, { shouldFocus: i === 0 }));
      if (fields.length === 0) setError(e instanceof Error ? e.message : 'The settings could not be saved.');
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-2xl flex-col gap-4" data-testid="shop-settings-form">
      <Section title="Refunds">
        <FormField
          label="Refund limit for staff (USD)"
          hint={`The most one refund by staff other than owners and admins may give back (now ${formatPrice(settings.refundLimit)}). Owners and admins refund any amount.`}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-xs"
          error={formState.errors.refundLimit?.message}
          {...register('refundLimit')}
        />
      </Section>
      <Section title="Store credit">
        <StoreCreditField register={register} />
      </Section>
      <Section title="Guest checkout">
        <GuestCheckoutField register={register} />
      </Section>
      <Section title="Exchanges">
        <ExchangeShipsField register={register} />
      </Section>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant="primary" size="sm" className="self-start" busy={formState.isSubmitting}>
        Save settings
      </Button>
    </form>
  );
}

/** The settings as stored, then the form; `onSaved`: what the page refreshes after a save (the public config). */
export function ShopSettingsEditor({ onSaved }: { onSaved?: (saved: ShopSettings) => void }) {
  const settings = useShopSettings();
  if (settings.isPending) return <Skeleton className="h-64 w-full max-w-2xl" />;
  if (settings.isError) return <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} onSaved={onSaved} />;
}
