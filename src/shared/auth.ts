import { z } from 'zod';
import { PASSWORD_MIN, SPEC_EMAIL_PATTERN } from './constants.js';
import { authErrorText, messages } from './messages.js';
// zod's browser setting (jitless) first: nothing else here loads common.
import './schemas/common.js';

const emailField = z
  .string()
  .trim()
  .min(1, { message: messages.requiredEmail })
  .refine((v) => SPEC_EMAIL_PATTERN.test(v.toLowerCase()), { message: messages.invalidEmail });

/** The login form's rules, with the spec's messages. */
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, { message: messages.requiredPassword }).min(PASSWORD_MIN, { message: messages.shortPassword }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The signup form's rules, with the spec's messages. */
export const signupFormSchema = z.object({
  name: z.string().trim().min(1, { message: messages.requiredName }),
  email: emailField,
  password: z.string().min(1, { message: messages.signupShortPassword }).min(PASSWORD_MIN, { message: messages.signupShortPassword }),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The reset-password form's rules: a new password, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, { message: `Use at least ${PASSWORD_MIN} characters.` })
      .max(128),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** My Profile's name: what update-user stores (trimmed, 1 to 100 characters). */
export const nameFormSchema = z.object({
  name: z.string().trim().min(1, { message: 'Enter your name.' }).max(100, { message: 'Use at most 100 characters.' }),
});
export type NameForm = z.infer<typeof nameFormSchema>;

/** My Profile's new e-mail address (that it differs from the current one is checked by the form). */
export const emailChangeFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Enter the new e-mail address.' })
    .pipe(z.email({ message: 'This e-mail address is not valid, e.g. name@example.com.' }))
    .transform((v) => v.toLowerCase()),
});
export type EmailChangeForm = z.input<typeof emailChangeFormSchema>;

/** My Profile's password change: the current password, the new one typed twice, and whether to sign out elsewhere. */
export const passwordChangeFormSchema = z
  .object({
    current: z.string().min(1, { message: 'Enter your current password.' }),
    password: z
      .string()
      .min(PASSWORD_MIN, { message: `Use at least ${PASSWORD_MIN} characters.` })
      .max(128, { message: 'Use at most 128 characters.' }),
    confirm: z.string(),
    revokeOthers: z.boolean(),
  })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords are not the same.', path: ['confirm'] })
  .refine((v) => v.password !== v.current, { message: 'The new password is the same as the current one.', path: ['password'] });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

// The web app reads these from messages.ts, which loads no zod.
export { authErrorText };
