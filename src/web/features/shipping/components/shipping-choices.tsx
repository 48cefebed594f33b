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

/** "A", "A and B", "A, B and C". */
const namesText = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Why options are missing: the battery rule (only options allowed to carry batteries may take the parcel). */
function BatteryRule({ id, withheld }: { id: string; withheld: string[] }) {
  return (
    <p id={id} className="alert alert-info alert-soft items-start text-sm" data-testid="battery-rule">
      This order holds a part with a lithium battery, and batteries may only travel by a service allowed to carry them, so{' '}
      {namesText(withheld)} {withheld.length === 1 ? 'is' : 'are'} not offered.
    </p>
  );
}

/**
 * The shipping options that reach `country` for this basket (or the cart), as a radio group. When
 * the battery rule left options out it says so; when one option is left, it is chosen.
 */
export function ShippingChoices({ country, basket, value, onChange }: ShippingChoicesProps) {
  const options = useShippingOptions(country, basket);
  const name = useId();
  const ruleId = useId();
  const choose = useEffectEvent((id: string | null) => onChange(id));
  const offered = options.isSuccess && !options.isPlaceholderData ? options.data.options : undefined;
  useEffect(() => {
    if (!offered) return;
    // The only way left is taken; a choice the new address (or quantity) no longer allows is dropped.
    if (offered.length === 1 && value !== offered[0]!._id) choose(offered[0]!._id);
    else if (value && !offered.some((o) => o._id === value)) choose(null);
  }, [offered, value]);
  const withheld = options.data?.withheldForBatteries ?? [];

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-busy={options.isFetching || undefined}
      aria-describedby={withheld.length > 0 ? ruleId : undefined}
    >
      <legend className="mb-2 font-semibold">Shipping to {countryName(country)}</legend>
      {options.isPending && <Skeleton className="h-16 w-full" />}
      {options.isError && <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />}
      {withheld.length > 0 && <BatteryRule id={ruleId} withheld={withheld} />}
      {options.isSuccess && options.data.options.length === 0 && (
        <p role="status" className="alert alert-warning alert-soft text-sm">
          No shipping option delivers these parts to {countryName(country)}. Choose another address.
        </p>
      )}
      {options.data?.options.map((option) => (
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
