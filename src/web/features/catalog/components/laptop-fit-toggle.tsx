import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';
import type { CatalogParams } from '../hooks/use-catalog-params';

interface Props {
  /** The laptop the list is limited to now ('' when it is not). */
  value: string;
  /** Its name (see useFilterLaptopLabel). */
  filterLabel: string | null;
  onChange: (laptop: CatalogParams['laptop']) => void;
}

/**
 * "Only parts that fit my ThinkPad T480": limits the list to the selected laptop's parts (the
 * address gets `laptop=`, so category, search and sort stay). Shown while a laptop is selected,
 * or while the address limits the list to another one (a link from a laptop's page).
 */
export function LaptopFitToggle({ value, filterLabel, onChange }: Props) {
  const { laptop, label } = useSelectedLaptop();
  const other = value && value !== laptop?._id;
  if (!laptop && !value) return null;
  const text = other ? `Only parts that fit the ${filterLabel}` : `Only parts that fit my ${label}`;
  return (
    <label className="label text-base-content mt-4 cursor-pointer gap-3 text-sm font-medium whitespace-normal">
      <input
        type="checkbox"
        className="toggle toggle-primary"
        checked={Boolean(value)}
        onChange={(e) => onChange(e.target.checked && laptop ? laptop._id : '')}
        data-testid="fit-toggle"
      />
      {text}
    </label>
  );
}
