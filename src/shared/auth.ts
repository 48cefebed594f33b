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

// The web app reads these from messages.ts, which loads no zod.
export { authErrorText };
