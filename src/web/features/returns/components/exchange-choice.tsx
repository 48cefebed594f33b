import type { UseFormRegisterReturn } from 'react-hook-form';
import { simpleVerdict } from '../../../../shared/fit-rules';
import { formatPrice } from '../../../../shared/money';
import type { ExchangeOption } from '../../../../shared/schemas/exchange';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { FitBadge } from '../../../entities/laptop/components/fit-badge';
import { statusOfVerdict } from '../../../entities/laptop/model/fit';
import { useExchangeOptions, type ExchangeOptionsInput } from '../api/get-exchange-options';
import { differenceText } from './return-details';

interface Props extends ExchangeOptionsInput {
  /** The laptop the line was bought for ("ThinkPad T480"), when it has one. */
  laptop: string | null;
  /** The form's `exchangeProductId` radio group ("" keeps the refund). */
  field: UseFormRegisterReturn;
}

/** One part that could replace the returned one: its name, its fit (badge and first reason), price and the difference. */
function OptionRow({ option, laptop, field }: { option: ExchangeOption; laptop: string | null; field: UseFormRegisterReturn }) {
  const { product, fit, difference } = option;
  return (
    <label
      className="border-base-300 has-checked:border-primary rounded-box flex cursor-pointer items-start gap-3 border p-2 text-sm"
      data-testid="exchange-option"
    >
      <input type="radio" className="radio radio-sm mt-0.5" value={product._id} {...field} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap justify-between gap-x-3">
          <span className="font-medium break-words">{product.name}</span>
          <span className="whitespace-nowrap">{formatPrice(product.cost)}</span>
        </span>
        {fit && laptop && (
          <span className="flex flex-col items-start gap-0.5">
            <FitBadge status={statusOfVerdict(simpleVerdict(fit))} label={laptop} />
            {fit.reasons[0] && <span className="text-base-content/70 text-xs">{fit.reasons[0]}</span>}
          </span>
        )}
        <span className="text-xs font-semibold" data-testid="exchange-option-difference">
          {differenceText(difference)}
        </span>
      </span>
    </label>
  );
}

/**
 * "Exchange for a part that fits" (issue 31): the parts that could replace the one line going back
 * because it did not fit, as a radio group beside "No, refund me". Loaded only when a wrong-fit
 * return of one line is being asked for (the return form imports it lazily).
 */
export default function ExchangeChoice({ laptop, field, ...input }: Props) {
  const options = useExchangeOptions(input);
  return (
    <fieldset className="fieldset py-1" data-testid="exchange-choice">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Exchange for a part that fits</legend>
      <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
        <input type="radio" className="radio radio-sm" value="" {...field} />
        No exchange: refund me
      </label>
      {options.isPending && <Skeleton className="h-16 w-full" />}
      {options.error && <ErrorState message={options.error.message} onRetry={() => void options.refetch()} />}
      {options.data?.length === 0 && (
        <p className="text-base-content/70 text-sm">No part in stock fits {laptop ? `your ${laptop}` : 'in its place'} right now.</p>
      )}
      {options.data && options.data.length > 0 && (
        <div className="flex flex-col gap-2">
          {options.data.map((o) => (
            <OptionRow key={o.product._id} option={o} laptop={laptop} field={field} />
          ))}
        </div>
      )}
    </fieldset>
  );
}
