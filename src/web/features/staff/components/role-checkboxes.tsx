import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { StaffRole } from '../../../../shared/schemas/staff';
import { describeRole } from '../utils/describe-role';

interface Props {
  legend: string;
  roles: StaffRole[];
  /** `register('roles')`: the ticked boxes' values are the form's list. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One checkbox per role (built-in and custom), each with what it allows; the error under them. */
export function RoleCheckboxes({ legend, roles, registration, error }: Props) {
  const id = useId();
  return (
    <fieldset className="fieldset py-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fieldset-legend pt-0 pb-1 text-sm">{legend}</legend>
      <ul className="grid gap-2">
        {roles.map((role) => (
          <li key={role._id}>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm mt-0.5"
                value={role.name}
                {...registration}
                aria-describedby={`${id}-${role._id}`}
              />
              <span className="min-w-0">
                <span className="text-base-content block font-medium">
                  {role.name}
                  {!role.builtIn && <span className="text-base-content/70 font-normal"> (custom)</span>}
                </span>
                <span id={`${id}-${role._id}`} className="text-base-content/70 block text-xs break-words">
                  {describeRole(role)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
