import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { contactCreateSchema } from '../../../../shared/schemas/content';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useCreateContact } from '../api/create-contact';

type ContactInput = z.input<typeof contactCreateSchema>;
type ContactOutput = z.output<typeof contactCreateSchema>;

// The shared rules (and zod) load on the form's first focus: the home page's first load has none.
const rules = lazyZodResolver(() => import('../../../../shared/schemas/content').then((m) => m.contactCreateSchema));

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="text-error min-h-5 text-sm" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}

/** The contact form's state: sends the message, thanks the visitor and empties the form. */
function useContactForm() {
  const mutation = useCreateContact();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: rules.resolver,
    defaultValues: { email: '', subject: '', message: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast.success('Thanks! Your message was sent. We usually answer within one working day.');
        form.reset();
      },
      () => {},
    ),
  );
  return { form, mutation, onSubmit };
}

/** The Contact Us form itself (react-hook-form): loaded as its section nears the screen (./contact-form.tsx). */
export default function ContactMessageForm() {
  const id = useId();
  const { form, mutation, onSubmit } = useContactForm();
  const { register, formState } = form;
  const { errors } = formState;
  const a11y = (name: keyof ContactInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-error`,
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={rules.preload}
      noValidate
      className="card bg-base-100 border-base-300 flex flex-col gap-2 border p-6 shadow-sm sm:p-8 lg:col-span-3"
      aria-labelledby="contact-heading"
      data-testid="contact-form"
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className="input w-full" {...a11y('email')} {...register('email')} />
        </Field>
        <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
          <input type="text" className="input w-full" {...a11y('subject')} {...register('subject')} />
        </Field>
      </div>
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea rows={5} className="textarea w-full" {...a11y('message')} {...register('message')} />
      </Field>
      {mutation.error && (
        <p role="alert" className="alert alert-error alert-soft" data-testid="contact-error">
          {mutation.error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Send message
      </button>
    </form>
  );
}
