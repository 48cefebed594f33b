import type { UseFormRegisterReturn } from 'react-hook-form';
import { REFUND_DESTINATIONS, type RefundDestination } from '../../../../shared/schemas/gift-card';
import { choiceClass } from '../../../components/ui/choice-class';
import { REFUND_TO_HINTS, REFUND_TO_LABELS } from '../model/refund-destination';

interface Props {
  /** `register('to')` or `register('refundTo')` of the form it is in. */
  field: UseFormRegisterReturn;
  /** A return's: what the customer asked for, said beside that choice. */
  customerChose?: RefundDestination;
}

/** "Refund to": back the way the order was paid, or all of it as store credit (two radio cards). */
export function RefundToChoice({ field, customerChose }: Props) {
  return (
    <fieldset className="fieldset py-1" data-testid="refund-to">
      <legend className="fieldset-legend pt-0 pb-1 text-sm">Refund to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {REFUND_DESTINATIONS.map((to) => (
          <label key={to} className={`${choiceClass} p-2.5`}>
            <input type="radio" className="radio radio-primary radio-sm mt-0.5 shrink-0" value={to} {...field} />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-sm font-medium">
                {REFUND_TO_LABELS[to]}
                {customerChose === to && <span className="badge badge-soft badge-info badge-sm ml-2 align-middle">Customer's choice</span>}
              </span>
              <span className="text-base-content/70 text-xs font-normal">{REFUND_TO_HINTS[to]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
