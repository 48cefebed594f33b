import { RULE_CATEGORIES, simpleVerdict } from '../../../../shared/fit-rules';
import type { LineFit } from '../../../../shared/schemas/cart';
import type { Product } from '../../../../shared/schemas/product';
import { fitFromModels, statusOfVerdict, type FitStatus } from '../model/fit';
import { useSelectedLaptop } from '../model/use-selected-laptop';

const STYLES: Record<FitStatus, { className: string; text: (label: string) => string; icon: string }> = {
  fits: { className: 'badge-soft badge-success', text: (l) => `Fits your ${l}`, icon: 'M5 12.5 10 17 19 7' },
  'no-fit': { className: 'badge-soft badge-error', text: (l) => `Does not fit your ${l}`, icon: 'M7 7l10 10M17 7 7 17' },
  unknown: {
    className: 'badge-ghost border-base-300',
    text: (l) => `Not confirmed for your ${l}`,
    icon: 'M12 17h.01M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6',
  },
};

interface FitBadgeProps {
  status: FitStatus;
  /** The laptop's label, e.g. "ThinkPad T480". */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Whether a part fits the shopper's laptop, in words (and an icon), never by colour alone. */
export function FitBadge({ status, label, size = 'sm', className = '' }: FitBadgeProps) {
  const style = STYLES[status];
  return (
    <span
      className={`badge ${style.className} ${size === 'sm' ? 'badge-sm' : ''} h-auto min-h-5 gap-1 py-0.5 text-left ${className}`}
      data-testid="fit-badge"
      data-fit={status}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2.5}>
        <path d={style.icon} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {style.text(label)}
    </span>
  );
}

/**
 * A product card's fit badge for the selected laptop; nothing while none is selected. The server's
 * answer when the list was asked for that laptop (`fit`: listed or by specification); otherwise
 * the shop's list of models, where a part the list leaves out but that has a specification to
 * compare is "not confirmed" rather than "does not fit".
 */
export function ModelsFitBadge({
  product,
  className,
}: {
  product: Pick<Product, 'compatibleModels' | 'fit' | 'category' | 'attributes'>;
  className?: string;
}) {
  const { laptop, label } = useSelectedLaptop();
  if (!laptop || !label) return null;
  if (product.fit) return <FitBadge status={statusOfVerdict(simpleVerdict(product.fit))} label={label} className={className} />;
  const listed = fitFromModels(product.compatibleModels, laptop);
  const bySpec = (RULE_CATEGORIES as readonly string[]).includes(product.category) && Object.keys(product.attributes).length > 0;
  return <FitBadge status={listed === 'no-fit' && bySpec ? 'unknown' : listed} label={label} className={className} />;
}

/**
 * A cart or order line's fit for the laptop it was added for ("Does not fit your ThinkPad T480"),
 * from the server's verdict; nothing for a line without a laptop.
 */
export function LineFitBadge({ laptop, fit, className }: { laptop?: { model: string } | null; fit?: LineFit | null; className?: string }) {
  if (!laptop) return null;
  return <FitBadge status={statusOfVerdict(fit?.verdict ?? 'unknown')} label={laptop.model} className={className} />;
}
