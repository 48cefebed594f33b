import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { profileCreateSchema, type Profile } from '../../../../shared/schemas/profile';
import { useCreateProfile } from '../api/create-profile';

type Input = z.input<typeof profileCreateSchema>;
type Output = z.output<typeof profileCreateSchema>;

function Field({ label, error, children }: { label: string; error?: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1 pt-0 text-sm">
        {label}
      </label>
      {children(id)}
      {error && <p className="text-error text-sm">{error}</p>}
    </div>
  );
}

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
      <Field label="Education" error={errors.Name?.message}>
        {(id) => <input id={id} className="input w-full" placeholder="e.g. BSc Computer Science" {...register('Name')} />}
      </Field>
      <Field label="Phone" error={errors.Phone?.message}>
        {(id) => <input id={id} type="tel" autoComplete="tel" className="input w-full" {...register('Phone')} />}
      </Field>
      <div className="sm:col-span-2">
        <Field label="Photo URL" error={errors.img?.message}>
          {(id) => <input id={id} type="url" placeholder="https://…" className="input w-full" {...register('img')} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="About you" error={errors.dec?.message}>
          {(id) => <textarea id={id} className="textarea h-24 w-full" {...register('dec')} />}
        </Field>
      </div>
      {save.isError && (
        <p role="alert" className="text-error text-sm font-medium sm:col-span-2">
          {save.error.message}
        </p>
      )}
      <div className="mt-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save profile
        </button>
      </div>
    </form>
  );
}
