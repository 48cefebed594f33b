import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { laptopLabel } from '../../../../shared/laptop-names';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useMyLaptops } from '../api/get-my-laptops';
import { useRemoveMyLaptop } from '../api/remove-my-laptop';
import { SelectLaptopButton } from './select-laptop-button';
import { Button } from '../../../components/ui/button';
import { FOCUS_LANDING } from '../../../hooks/use-focus-rescue';

function SavedLaptop({ laptop }: { laptop: Laptop }) {
  const remove = useRemoveMyLaptop();
  const label = laptopLabel(laptop);
  const nameId = `my-laptop-${laptop._id}`;
  const onRemove = () =>
    remove.mutate(laptop._id, {
      onSuccess: () => toast.success(`${label} was removed from My laptops.`),
      onError: (err) => toast.error(`We could not remove the ${label}. ${err.message}`),
    });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="my-laptop">
      <div className="min-w-0 grow">
        <Link id={nameId} to={paths.laptop.getHref(laptop._id)} className="link link-hover font-semibold">
          {laptop.brand} {laptop.family} {laptop.model}
        </Link>
        {laptop.year !== null && <span className="text-base-content/70 text-sm"> · {laptop.year}</span>}
      </div>
      <SelectLaptopButton laptop={laptop} className="btn-sm" describedBy={nameId} />
      <Button variant="ghost" size="sm" onClick={onRemove} busy={remove.isPending} aria-describedby={nameId}>
        Remove
      </Button>
    </li>
  );
}

/**
 * "My laptops" on My Profile: the saved models, each to select or remove. A removed model's focus
 * goes to the next one's controls, or to the list itself when it was the last (a focus landing).
 */
export function MyLaptops() {
  return (
    <div tabIndex={-1} {...{ [FOCUS_LANDING]: '' }} data-testid="my-laptops-section">
      <MyLaptopsList />
    </div>
  );
}

function MyLaptopsList() {
  const mine = useMyLaptops();
  if (mine.isPending) return <Skeleton className="h-24 w-full" />;
  if (mine.isError) return <ErrorState message={mine.error.message} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0) {
    return (
      <p className="text-base-content/75 text-sm" data-testid="my-laptops-empty">
        No laptops saved yet. Choose yours with “Select your laptop” at the top of the page, or{' '}
        <Link to={paths.identify.getHref()} className="link link-primary">
          identify it
        </Link>
        : it is saved here, and every part says whether it fits.
      </p>
    );
  }
  return (
    <ul className="divide-base-300 card card-border bg-base-100 divide-y px-4" data-testid="my-laptops">
      {mine.data.map((l) => (
        <SavedLaptop key={l._id} laptop={l} />
      ))}
    </ul>
  );
}
