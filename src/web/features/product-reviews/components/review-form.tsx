import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import {
  productReviewCreateSchema,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  type ProductReview,
} from '../../../../shared/schemas/product-review';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { Field } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { useSaveProductReview } from '../api/save-product-review';
import { StarInput } from './star-input';

type FormInput = z.input<typeof productReviewCreateSchema>;
type FormOutput = z.output<typeof productReviewCreateSchema>;

/** No star chosen is the only way the radio group can fail the schema's rating rule. */
const RATING_MISSING = 'Choose from 1 to 5 stars.';

/** The schema's messages as the form says them ("title is required" → "Title is required"). */
const say = (message: string | undefined) => message && message.replace(/^(\w)/, (c) => c.toUpperCase());

interface Props {
  productId: string;
  /** The caller's earlier review of the part: the form edits it (saving replaces it). */
  mine: ProductReview | null;
  onClose: () => void;
  onChanged?: (productId: string) => unknown;
}

/** Stars, a title and what the shopper has to say (with a character counter); the server's refusal shows above the buttons. */
export function ReviewForm({ productId, mine, onClose, onChanged }: Props) {
  const save = useSaveProductReview({ onChanged });
  const { register, handleSubmit, control, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productReviewCreateSchema),
    defaultValues: { rating: mine ? String(mine.rating) : '', title: mine?.title ?? '', body: mine?.body ?? '' },
  });
  const [rating, body] = useWatch({ control, name: ['rating', 'body'] });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { productId, ...values },
      {
        onSuccess: () => {
          toast.success(mine ? 'Your review was updated.' : 'Thanks! Your review is on the product page.');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    ),
  );
  const { errors } = formState;
  const used = typeof body === 'string' ? body.length : 0;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="review-form">
      <StarInput field={register('rating')} value={rating} error={errors.rating ? RATING_MISSING : undefined} />
      <FormField
        label="Title"
        maxLength={REVIEW_TITLE_MAX}
        autoComplete="off"
        hint="In a few words: e.g. “Fits and runs quiet”"
        error={say(errors.title?.message)}
        {...register('title')}
      />
      <Field
        label="Your review (optional)"
        hint={`${used} of ${REVIEW_BODY_MAX} characters. How did it fit, how does it work?`}
        error={say(errors.body?.message)}
        className="py-1"
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={5}
            maxLength={REVIEW_BODY_MAX}
            className={`textarea w-full ${errors.body ? 'textarea-error' : ''}`}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy}
            {...register('body')}
          />
        )}
      </Field>
      <DialogFormActions
        submitLabel={mine ? 'Save your review' : 'Post your review'}
        busy={save.isPending}
        error={save.error?.message}
        onCancel={onClose}
      />
    </form>
  );
}
