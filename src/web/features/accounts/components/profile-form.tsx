import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { profileCreateSchema, type Profile } from '../../../../shared/schemas/profile';
import { useCreateProfile } from '../api/create-profile';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';

type Input = z.input<typeof profileCreateSchema>;
type Output = z.output<typeof profileCreateSchema>;

/** Saves a new version of the profile, starting from the latest one. */
export function ProfileForm({ latest }: { latest?: Profile }) {
  const save = useCreateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(profileCreateSchema),
    defaultValues: { Name: latest?.Name ?? '', Phone: latest?.Phone ?? '', dec: latest?.dec ?? '', img: latest?.img ?? '' },
  });
  const onSubmit = handleSubmit((v) => save.mutate(v, { onSuccess: () => toast.success('Your profile was saved.') }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
      <Field className="py-1" label="Education" error={errors.Name?.message}>
        {(id, d) => (
          <input id={id} aria-describedby={d} className="input w-full" placeholder="e.g. BSc Computer Science" {...register('Name')} />
        )}
      </Field>
      <Field className="py-1" label="Phone" error={errors.Phone?.message}>
        {(id, d) => <input id={id} aria-describedby={d} type="tel" autoComplete="tel" className="input w-full" {...register('Phone')} />}
      </Field>
      <div className="sm:col-span-2">
        <Field className="py-1" label="Photo URL" error={errors.img?.message}>
          {(id, d) => (
            <input id={id} aria-describedby={d} type="url" placeholder="https://…" className="input w-full" {...register('img')} />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field className="py-1" label="About you" error={errors.dec?.message}>
          {(id, d) => <textarea id={id} aria-describedby={d} className="textarea h-24 w-full" {...register('dec')} />}
        </Field>
      </div>
      {save.isError && <Alert className="sm:col-span-2">{save.error.message}</Alert>}
      <div className="mt-3 sm:col-span-2">
        <Button type="submit" variant="primary" className="w-full sm:w-auto" busy={save.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
