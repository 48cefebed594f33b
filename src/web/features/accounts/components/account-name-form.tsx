import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { nameFormSchema, type NameForm } from '../../../../shared/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useUpdateName } from '../api/update-name';
import { authErrorMessage } from '../utils/auth-error';
import { FormError } from './auth-card';
import { SettingsStatus } from './settings-status';

/** The account's name, as orders, reviews and e-mails greet it. */
export function AccountNameForm({ name }: { name: string }) {
  const save = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), defaultValues: { name } });
  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v.name))} noValidate data-testid="name-form">
      <FormField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name', { onChange: () => save.isSuccess && save.reset() })}
      />
      <Button type="submit" variant="primary" size="sm" className="mt-2" busy={save.isPending}>
        Save name
      </Button>
      <FormError message={save.error ? authErrorMessage(save.error) : null} />
      {save.isSuccess && <SettingsStatus>Your name was saved.</SettingsStatus>}
    </form>
  );
}
