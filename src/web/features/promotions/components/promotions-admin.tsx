import { useState } from 'react';
import type { Promotion, PromotionInput } from '../../../../shared/schemas/promotion';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useCreatePromotion } from '../api/create-promotion';
import { useEndPromotion } from '../api/end-promotion';
import { usePromotions } from '../api/get-promotions';
import { useUpdatePromotion } from '../api/update-promotion';
import { PromotionForm } from './promotion-form';
import { PromotionList } from './promotion-list';
import { PromotionUsageDialog } from './promotion-usage';

/** Which form the dialog holds: none, a new promotion, or an existing one. */
type Editing = null | { promotion?: Promotion };

/** Save (new or edited), Pause / Resume, End: each with its toast. */
function usePromotionActions(editing: Editing, close: () => void) {
  const create = useCreatePromotion();
  const update = useUpdatePromotion();
  const end = useEndPromotion();
  const save = async (input: PromotionInput) => {
    if (editing?.promotion) await update.mutateAsync({ id: editing.promotion._id, input });
    else await create.mutateAsync(input);
    toast.success(`${input.label} was saved.`);
    close();
  };
  const pause = (p: Promotion) =>
    update.mutate(
      { id: p._id, input: { paused: !p.paused } },
      {
        onSuccess: () => toast.success(`${p.label} was ${p.paused ? 'resumed' : 'paused'}.`),
        onError: (e) => toast.error(e.message),
      },
    );
  const finish = (p: Promotion) => end.mutateAsync(p._id).then(() => toast.success(`${p.label} has ended.`));
  return { save, pause, finish };
}

/** Promotions (staff): the list, New / Edit in a dialog, Pause / Resume, End after confirming, and each one's usage. */
export function PromotionsAdmin() {
  const promotions = usePromotions();
  const [editing, setEditing] = useState<Editing>(null);
  const [ending, setEnding] = useState<Promotion | null>(null);
  const [usage, setUsage] = useState<Promotion | null>(null);
  const close = () => setEditing(null);
  const actions = usePromotionActions(editing, close);

  return (
    <div className="flex flex-col gap-4">
      <Button variant="primary" size="sm" className="self-start" onClick={() => setEditing({})}>
        New promotion
      </Button>
      {promotions.isPending && <Skeleton className="h-48 w-full" />}
      {promotions.isError && <ErrorState message={promotions.error.message} onRetry={() => void promotions.refetch()} />}
      {promotions.isSuccess && promotions.data.length === 0 && (
        <EmptyState>No promotions yet: add a discount code, or a sale that applies by itself.</EmptyState>
      )}
      {promotions.isSuccess && promotions.data.length > 0 && (
        <PromotionList
          promotions={promotions.data}
          onEdit={(promotion) => setEditing({ promotion })}
          onPause={actions.pause}
          onEnd={setEnding}
          onUsage={setUsage}
        />
      )}
      <FormDialog title={editing ? (editing.promotion ? `Edit ${editing.promotion.label}` : 'New promotion') : null} onClose={close}>
        <PromotionForm promotion={editing?.promotion} onSave={actions.save} onCancel={close} />
      </FormDialog>
      <ConfirmDialog
        title={ending ? `End ${ending.label}?` : null}
        body="It stops applying now and cannot be started again. Orders already placed with it keep their discount; it stays listed with its usage."
        confirmLabel="End promotion"
        onConfirm={() => (ending ? actions.finish(ending) : Promise.resolve())}
        onClose={() => setEnding(null)}
      />
      <PromotionUsageDialog promotion={usage} onClose={() => setUsage(null)} />
    </div>
  );
}
