import type { Laptop } from '../../../../shared/schemas/laptop';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { laptopFullName } from '../../../entities/laptop/model/full-name';
import { toast } from '../../../lib/toast';
import { useLaptop } from '../api/get-laptop';
import { useUpdateLaptopSpec } from '../api/update-laptop-spec';
import { LaptopSpecForm } from './laptop-spec-form';

/** The specification dialog's content: the model's current spec read afresh, then its form; saved, the dialog closes. */
export function LaptopSpecEditor({ laptop, onClose, onChanged }: { laptop: Laptop; onClose: () => void; onChanged: () => void }) {
  const current = useLaptop(laptop._id);
  const save = useUpdateLaptopSpec();
  if (current.isPending) return <Skeleton className="h-64 w-full" />;
  if (current.isError) return <ErrorState message={current.error.message} onRetry={() => void current.refetch()} />;
  return (
    <LaptopSpecForm
      spec={current.data.spec}
      busy={save.isPending}
      error={save.error?.message}
      onCancel={onClose}
      onSave={(spec) =>
        save.mutate(
          { id: laptop._id, spec },
          {
            onSuccess: () => {
              toast.success(`The specification of ${laptopFullName(laptop)} was saved.`);
              onClose();
              onChanged();
            },
          },
        )
      }
    />
  );
}
