import { z } from 'zod';
import { PASSWORD_MIN, SPEC_EMAIL_PATTERN } from './constants.js';
import { messages } from './messages.js';

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

/** Error codes the server's auth answers carry, and what a shopper reads for each. */
export const authErrorText: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail or password is not right. Check both and try again.',
  USER_ALREADY_EXISTS: 'An account with this e-mail already exists. Log in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this e-mail already exists. Log in instead.',
  INVALID_EMAIL: 'This e-mail address is not valid.',
  PASSWORD_TOO_SHORT: 'The password must have at least 6 characters.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  NETWORK: 'We could not reach the shop. Check your connection and try again.',
  POPUP_CLOSED: 'The Google window was closed before sign-in finished.',
};
