import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { contactCreateSchema } from '../../../../shared/schemas/content';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useCreateContact } from '../api/create-contact';
import { Icon, type IconName } from './icons';

type ContactInput = z.input<typeof contactCreateSchema>;
type ContactOutput = z.output<typeof contactCreateSchema>;

const details: { icon: IconName; label: string; value: string }[] = [
  { icon: 'pin', label: 'Workshop', value: '12 Circuit Lane, Springfield' },
  { icon: 'phone', label: 'Phone', value: '+1 (555) 010-2030' },
  { icon: 'mail', label: 'E-mail', value: 'support@partshub.local' },
  { icon: 'clock', label: 'Hours', value: 'Mon–Fri, 9 am – 6 pm' },
];

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

function ContactDetails() {
  return (
    <ul className="bg-primary text-primary-content rounded-box flex flex-col gap-6 p-8 lg:col-span-2">
      {details.map((d) => (
        <li key={d.label} className="flex items-start gap-4">
          <span className="bg-primary-content/15 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg">
            <Icon name={d.icon} />
          </span>
          <span>
            <span className="block text-sm opacity-85">{d.label}</span>
            <span className="block font-semibold">{d.value}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The contact form's state: sends the message, thanks the visitor and empties the form. */
function useContactForm() {
  const mutation = useCreateContact();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactCreateSchema),
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

function ContactMessageForm() {
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

/** Home: Contact Us, posted to the shop's inbox. */
export function ContactForm() {
  return (
    <section aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="contact-heading"
        kicker="Need help?"
        title="Contact Us"
        lead="Not sure which part fits? Send us your laptop model or the part number and a technician will answer."
      />
      <div className="grid gap-8 lg:grid-cols-5">
        <ContactDetails />
        <ContactMessageForm />
      </div>
    </section>
  );
}
