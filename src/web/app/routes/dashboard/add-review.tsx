import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { requiredText } from '../../../../shared/schemas/common';
import { reviewCreateSchema } from '../../../../shared/schemas/review';
import { paths } from '../../../config/paths';
import { useCreateReview } from '../../../features/content/api/create-review';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';

/** The server's rules, with the form's own words in the messages. */
const formSchema = reviewCreateSchema.extend({ Name: requiredText('Your name', 100), dec: requiredText('Your review', 2000) });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

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
        {create.isError && <Alert>{create.error.message}</Alert>}
        <div className="mt-3">
          <Button type="submit" variant="primary" className="w-full sm:w-auto" busy={create.isPending}>
            Add Review
          </Button>
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
