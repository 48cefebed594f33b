import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { contactCreateSchema } from '../../../../shared/schemas/content';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { Field } from '../../../components/ui/field';
import { useCreateContact } from '../api/create-contact';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

type ContactInput = z.input<typeof contactCreateSchema>;
type ContactOutput = z.output<typeof contactCreateSchema>;

// The shared rules (and zod) load on the form's first focus: the home page's first load has none.
const rules = lazyZodResolver(() => import('../../../../shared/schemas/content').then((m) => m.contactCreateSchema));

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
  const { form, mutation, onSubmit } = useContactForm();
  const { register, formState } = form;
  const { errors } = formState;
  const a11y = (name: keyof ContactInput, id: string, describedBy?: string) => ({
    id,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
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
        <Field layout="stacked" label="Email" error={errors.email?.message}>
          {(id, d) => <input type="email" autoComplete="email" className="input w-full" {...a11y('email', id, d)} {...register('email')} />}
        </Field>
        <Field layout="stacked" label="Subject" error={errors.subject?.message}>
          {(id, d) => <input type="text" className="input w-full" {...a11y('subject', id, d)} {...register('subject')} />}
        </Field>
      </div>
      <Field layout="stacked" label="Message" error={errors.message?.message}>
        {(id, d) => <textarea rows={5} className="textarea w-full" {...a11y('message', id, d)} {...register('message')} />}
      </Field>
      {mutation.error && (
        <Alert look="box" data-testid="contact-error">
          {mutation.error.message}
        </Alert>
      )}
      <Button type="submit" variant="primary" className="self-start" busy={formState.isSubmitting}>
        Send message
      </Button>
    </form>
  );
}
