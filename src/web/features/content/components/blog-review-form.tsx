import { useId } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { BLOG_REVIEW_MAX } from '../../../../shared/constants';
import type { blogReviewCreateSchema } from '../../../../shared/schemas/blog';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateBlogReview } from '../api/create-blog-review';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';

type FormInput = Pick<z.input<typeof blogReviewCreateSchema>, 'name' | 'description'>;
type FormOutput = Pick<z.output<typeof blogReviewCreateSchema>, 'name' | 'description'>;

// The shared rules (name and description) and zod load on the form's first focus, not with the post.
const rules = lazyZodResolver(() =>
  import('../../../../shared/schemas/blog').then((m) => m.blogReviewCreateSchema.pick({ name: true, description: true })),
);

interface FieldProps {
  id: string;
  register: UseFormRegister<FormInput>;
  error?: string;
}

function NameField({ register, error }: Omit<FieldProps, 'id'>) {
  return (
    <Field layout="stacked" label="Name" error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          autoComplete="name"
          className="input w-full"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register('name')}
        />
      )}
    </Field>
  );
}

/** The comment, with its length counted live against BLOG_REVIEW_MAX. */
function DescriptionField({ id, register, error, length }: FieldProps & { length: number }) {
  const over = length > BLOG_REVIEW_MAX;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-description`} className="font-medium">
        Comment
      </label>
      <textarea
        id={`${id}-description`}
        rows={4}
        className="textarea w-full"
        placeholder={`What worked, what did not? (at most ${BLOG_REVIEW_MAX} characters)`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-description-count ${id}-description-error`}
        {...register('description')}
      />
      <div className="flex min-h-5 justify-between gap-4 text-sm">
        <p id={`${id}-description-error`} className="text-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <p
          id={`${id}-description-count`}
          className={`shrink-0 tabular-nums ${over ? 'text-error font-semibold' : 'text-base-content/70'}`}
          data-testid="description-count"
        >
          {length}/{BLOG_REVIEW_MAX}
          <span className="sr-only"> characters used</span>
        </p>
      </div>
    </div>
  );
}

/** Add a comment to one blog post: name and description (at most 350 characters, counted live). */
export function BlogReviewForm({ blogId }: { blogId: string }) {
  const id = useId();
  const mutation = useCreateBlogReview(blogId);
  const { register, handleSubmit, reset, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver,
    defaultValues: { name: '', description: '' },
  });
  const { errors } = formState;
  const length = useWatch({ control, name: 'description' })?.length ?? 0;
  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast.success('Thanks! Your comment is posted.');
        reset();
      },
      () => {},
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      onFocus={rules.preload}
      noValidate
      className="card bg-base-100 border-base-300 gap-2 border p-6 shadow-sm"
      data-testid="blog-review-form"
    >
      <h3 className="mb-2 text-xl font-semibold">Leave a comment</h3>
      <NameField register={register} error={errors.name?.message} />
      <DescriptionField id={id} register={register} error={errors.description?.message} length={length} />
      {mutation.error && <Alert look="box">{mutation.error.message}</Alert>}
      <Button type="submit" variant="primary" className="mt-2 self-start" busy={formState.isSubmitting}>
        Post comment
      </Button>
    </form>
  );
}
