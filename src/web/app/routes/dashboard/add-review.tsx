import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { requiredText } from '../../../../shared/schemas/common';
import { reviewCreateSchema } from '../../../../shared/schemas/review';
import { paths } from '../../../config/paths';
import { useCreateReview } from '../../../features/reviews/api/create-review';
import { useAuth } from '../../../lib/auth';

/** The server's rules, with the form's own words in the messages. */
const formSchema = reviewCreateSchema.extend({ Name: requiredText('Your name', 100), dec: requiredText('Your review', 2000) });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

interface FieldProps {
  label: string;
  error?: string;
  children: (id: string, describedBy?: string) => React.ReactNode;
}

/** A label tied to its input by id, with the error (in red) described by it. */
function Field({ label, error, children }: FieldProps) {
  const id = useId();
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** Name, text and an optional photo; the success alert is the spec's. */
function ReviewForm() {
  const { user } = useAuth();
  const create = useCreateReview();
  const empty = { Name: user?.name ?? '', dec: '', img: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: empty });

  const onSubmit = handleSubmit(({ Name, dec, img }) =>
    create.mutate(
      { Name, dec, img },
      {
        onSuccess: () => {
          window.alert(messages.reviewAdded);
          reset(empty);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="card card-border bg-base-100">
      <div className="card-body gap-1">
        <Field label="Your name" error={errors.Name?.message}>
          {(id, d) => <input id={id} className="input w-full" autoComplete="name" aria-describedby={d} {...register('Name')} />}
        </Field>
        <Field label="Your review" error={errors.dec?.message}>
          {(id, d) => <textarea id={id} className="textarea h-32 w-full" aria-describedby={d} {...register('dec')} />}
        </Field>
        <Field label="Photo URL (optional)" error={errors.img?.message}>
          {(id, d) => (
            <input id={id} type="url" className="input w-full" placeholder="https://…" aria-describedby={d} {...register('img')} />
          )}
        </Field>
        {create.isError && (
          <p role="alert" className="text-error text-sm font-medium">
            {create.error.message}
          </p>
        )}
        <div className="mt-3">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={create.isPending}>
            {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Add Review
          </button>
        </div>
      </div>
    </form>
  );
}

export default function AddReviewPage() {
  return (
    <section aria-labelledby="add-review-title" className="max-w-2xl">
      <h1 id="add-review-title" className="text-2xl font-bold">
        Add Review
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Tell other shoppers how your parts worked out. Reviews appear under{' '}
        <Link to={paths.home.getHref()} className="link">
          Our Happy Customer
        </Link>{' '}
        on the home page.
      </p>
      <ReviewForm />
    </section>
  );
}
