import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Promotion, PromotionFields, PromotionInput } from '../../../../shared/schemas/promotion';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { ApiError } from '../../../lib/api-client';
import { ConditionFields, LimitFields, OfferFields } from './promotion-fields';
import { formFieldOf, promotionFormSchema, toForm, toWire, type PromotionFormInput } from './promotion-form-schema';

interface Props {
  promotion?: Promotion;
  /** Sends the promotion; a rejection (a 400's fields) is shown under the fields and above the buttons. */
  onSave: (input: PromotionInput) => Promise<unknown>;
  onCancel: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <h3 className="border-base-300 text-base-content/70 mt-4 border-t pt-3 text-xs font-semibold tracking-wide uppercase sm:col-span-2">
        {title}
      </h3>
      {children}
    </>
  );
}

/** Add or edit a promotion: what it takes off, the orders it applies to, when it runs and its limits. */
export function PromotionForm({ promotion, onSave, onCancel }: Props) {
  const [error, setError] = useState<string>();
  const form = useForm<PromotionFormInput, unknown, PromotionFields>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: toForm(promotion),
  });
  const { register, formState } = form;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit(async () => {
    setError(undefined);
    try {
      await onSave(toWire(form.getValues()));
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields ?? {}) : [];
      fields.forEach(([path, message], i) => form.setError(formFieldOf(path), { type: 'server', message }, { shouldFocus: i === 0 }));
      setError(e instanceof Error ? e.message : 'The promotion could not be saved.');
    }
  });
  const props = { register, errors: formState.errors };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-1 gap-x-4 sm:grid-cols-2" data-testid="promotion-form">
      <OfferFields {...props} kind={kind} />
      <Section title="Applies to">
        <ConditionFields {...props} />
      </Section>
      <Section title="When and how often">
        <LimitFields {...props} />
      </Section>
      <DialogFormActions submitLabel="Save promotion" busy={formState.isSubmitting} error={error} onCancel={onCancel} />
    </form>
  );
}
