import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { IDENTIFY_MAX_BYTES } from '../../../../shared/constants';
import type { identifyRequestSchema } from '../../../../shared/schemas/laptop';
import { Field } from '../../../components/ui/field';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';

type Input = z.input<typeof identifyRequestSchema>;

// The shop's rule (and zod) load on the form's first focus, not with the page.
const rules = lazyZodResolver(() => import('../../../../shared/schemas/laptop').then((m) => m.identifyRequestSchema));

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
  } = useForm<Input>({ resolver: rules.resolver, defaultValues: { text: '' } });
  const length = useWatch({ control, name: 'text' }).length;
  const onSubmit = handleSubmit(({ text }) => onFind(text));
  return (
    <form onSubmit={onSubmit} onFocus={rules.preload} noValidate data-testid="identify-form">
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
      {error && <Alert className="mt-2">{error}</Alert>}
      <Button type="submit" variant="primary" className="mt-3" busy={busy}>
        Find my laptop
      </Button>
    </form>
  );
}
