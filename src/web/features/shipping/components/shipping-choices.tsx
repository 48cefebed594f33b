import { useEffect, useEffectEvent, useId } from 'react';
import { countryName } from '../../../../shared/countries';
import { formatPrice } from '../../../../shared/money';
import type { ShippingOption } from '../../../../shared/schemas/shipping';
import { choiceClass } from '../../../components/ui/choice-class';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { deliveryDays } from '../../../entities/order/model/delivery-days';
import { useShippingOptions, type Basket } from '../api/get-shipping-options';

/** The price this order pays; "Free" with the regular price struck through once it is above "free above". */
export function ShippingPrice({ option }: { option: Pick<ShippingOption, 'price' | 'regularPrice'> }) {
  if (option.price > 0 || option.regularPrice === 0) {
    return <span className="font-semibold">{option.price === 0 ? 'Free' : formatPrice(option.price)}</span>;
  }
  return (
    <span className="flex flex-wrap items-baseline justify-end gap-x-2">
      <s className="text-base-content/60 text-sm">
        <span className="sr-only">instead of </span>
        {formatPrice(option.regularPrice)}
      </s>
      <span className="text-success font-semibold">Free</span>
    </span>
  );
}

/** The radio's visible text: name, days, the batteries hint and, at the end, the price. */
function OptionText({ option }: { option: ShippingOption }) {
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
      <span className="flex min-w-0 flex-col">
        <span className="font-medium break-words">{option.name}</span>
        <span className="text-base-content/70 text-sm">{deliveryDays(option.days)}</span>
        {option.batteries && <span className="text-base-content/70 text-xs">Carries batteries</span>}
      </span>
      <ShippingPrice option={option} />
    </span>
  );
}

export interface ShippingChoicesProps {
  country: string;
  basket?: Basket;
  value: string | null;
  onChange: (shippingOptionId: string | null) => void;
}

/** The shipping options that reach `country` for this basket (or the cart), as a radio group. */
export function ShippingChoices({ country, basket, value, onChange }: ShippingChoicesProps) {
  const options = useShippingOptions(country, basket);
  const name = useId();
  const reset = useEffectEvent(() => onChange(null));
  // A choice the new address (or quantity) no longer allows is dropped.
  const offered = options.isSuccess && !options.isPlaceholderData ? options.data : undefined;
  useEffect(() => {
    if (offered && value && !offered.some((o) => o._id === value)) reset();
  }, [offered, value]);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-busy={options.isFetching || undefined}>
      <legend className="mb-2 font-semibold">Shipping to {countryName(country)}</legend>
      {options.isPending && <Skeleton className="h-16 w-full" />}
      {options.isError && <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />}
      {options.isSuccess && options.data.length === 0 && (
        <p role="status" className="alert alert-warning alert-soft text-sm">
          No shipping option delivers these parts to {countryName(country)}. Choose another address.
        </p>
      )}
      {options.data?.map((option) => (
        <label key={option._id} className={choiceClass} data-testid="shipping-option">
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm mt-1 shrink-0"
            value={option._id}
            checked={value === option._id}
            onChange={() => onChange(option._id)}
          />
          <OptionText option={option} />
        </label>
      ))}
    </fieldset>
  );
}
