import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { giftCardIssueSchema, type GiftCardIssueInput, type IssuedGiftCard } from '../../../../shared/schemas/gift-card';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useIssueGiftCard } from '../api/issue-gift-card';
import { endOfDay } from '../utils/gift-card-text';

/** The form as typed (the wire's names): the expiry is a day (a date input); empty fields are left out. */
interface IssueFormInput {
  amount: string;
  expiresAt: string;
  recipientEmail: string;
  message: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const toWire = (v: IssueFormInput): GiftCardIssueInput => ({
  amount: v.amount,
  expiresAt: v.expiresAt ? endOfDay(v.expiresAt) : null,
  recipientEmail: orNull(v.recipientEmail),
  message: orNull(v.message),
});

/** Checks the form with the wire's own schema; its messages land under the fields of the same names. */
const issueFormSchema = z.custom<IssueFormInput>().transform(toWire).pipe(giftCardIssueSchema);
const fieldOf = (path: string) => path.split('.')[0] as keyof IssueFormInput;

/** Today in the browser's calendar ("2026-03-05"): the earliest day a card may expire on. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface Props {
  onIssued: (card: IssuedGiftCard) => void;
  onCancel: () => void;
}

/** Issue a gift card: its amount, and optionally the day it expires, who gets it by e-mail and a line for them. */
export function IssueGiftCardForm({ onIssued, onCancel }: Props) {
  const issue = useIssueGiftCard();
  const [error, setError] = useState<string>();
  const form = useForm<IssueFormInput, unknown, z.output<typeof giftCardIssueSchema>>({
    resolver: zodResolver(issueFormSchema),
    defaultValues: { amount: '', expiresAt: '', recipientEmail: '', message: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = form.handleSubmit(async () => {
    setError(undefined);
    try {
      onIssued(await issue.mutateAsync(toWire(form.getValues())));
    } catch (e) {
      const fields = e instanceof ApiError ? Object.entries(e.fields ?? {}) : [];
      fields.forEach(([path, message], i) => form.setError(fieldOf(path), { type: 'server', message }, { shouldFocus: i === 0 }));
      if (fields.length === 0) setError(e instanceof Error ? e.message : 'The gift card could not be issued.');
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid grid-cols-1 gap-x-4 sm:grid-cols-2"
      data-testid="issue-gift-card-form"
    >
      <FormField
        label="Amount (USD)"
        hint="What the card is worth, at most $10,000.00"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <FormField
        label="Expires on (optional)"
        hint="Empty: it never expires. It works until the end of that day (UTC)."
        type="date"
        min={today()}
        error={errors.expiresAt?.message}
        {...register('expiresAt')}
      />
      <FormField
        label="Recipient e-mail (optional)"
        hint="We e-mail the code there. Empty: you hand it over yourself."
        type="email"
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
        error={errors.recipientEmail?.message}
        {...register('recipientEmail')}
      />
      <TextareaField
        label="Message for the recipient (optional)"
        hint="At most 500 characters, in their e-mail."
        rows={3}
        maxLength={500}
        fieldClassName="py-1 sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <DialogFormActions submitLabel="Issue gift card" busy={formState.isSubmitting} error={error} onCancel={onCancel} />
    </form>
  );
}
