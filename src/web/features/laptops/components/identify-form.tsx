import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IDENTIFY_MAX_BYTES, identifyRequestSchema } from '../../../../shared/schemas/laptop';
import { Field } from '../../../components/ui/form-field';

type Input = z.input<typeof identifyRequestSchema>;

interface Props {
  onFind: (text: string) => void;
  busy: boolean;
  /** The shop's refusal or a failed call. */
  error?: string;
}

const EXAMPLE = 'e.g.\nLENOVO\n20L5CTO1WW\nThinkPad T480';

/** The pasted output of one command, checked with the shop's own rule, then "Find my laptop". */
export function IdentifyForm({ onFind, busy, error }: Props) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Input>({ resolver: zodResolver(identifyRequestSchema), defaultValues: { text: '' } });
  const length = useWatch({ control, name: 'text' }).length;
  const onSubmit = handleSubmit(({ text }) => onFind(text));
  return (
    <form onSubmit={onSubmit} noValidate data-testid="identify-form">
      <Field
        label="What the command printed"
        hint={`Paste all of it: ${length.toLocaleString('en-US')} of ${IDENTIFY_MAX_BYTES.toLocaleString('en-US')} characters.`}
        error={errors.text?.message}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            className={`textarea h-40 w-full font-mono text-sm ${errors.text ? 'textarea-error' : ''}`}
            maxLength={IDENTIFY_MAX_BYTES}
            placeholder={EXAMPLE}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy}
            {...register('text')}
          />
        )}
      </Field>
      {error && (
        <p role="alert" className="text-error mt-2 text-sm font-medium">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-3" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Find my laptop
      </button>
    </form>
  );
}
