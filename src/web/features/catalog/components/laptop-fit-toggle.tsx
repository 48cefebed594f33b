import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';

interface Props {
  /** The laptop the list is limited to now ('' when it is not). */
  value: string;
  /** Its name (see useFilterLaptopLabel). */
  filterLabel: string | null;
  /** On: only the parts that fit; off: every part (remembered, see useShowAllParts). */
  onChange: (on: boolean) => void;
}

/**
 * "Only parts that fit my ThinkPad T480": on by default once a laptop is selected (the list holds
 * its parts; category, search and sort stay); turning it off shows every part and is remembered.
 * Shown while a laptop is selected, or while the address limits the list to another one (a link
 * from a laptop's page).
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
        onChange={(e) => onChange(e.target.checked)}
        data-testid="fit-toggle"
      />
      {text}
    </label>
  );
}
