import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form on a public page: the zod schema, zod and zodResolver
 * load on the form's first check, not with the page. `preload` starts loading early (give it to
 * the form's onFocus) so the first submit does not wait. The checks and messages are
 * zodResolver's own, as with `zodResolver(schema)`.
 *
 *   const rules = lazyZodResolver(() => import('../../shared/auth').then((m) => m.loginFormSchema));
 *   useForm({ resolver: rules.resolver }); <form onFocus={rules.preload}>
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(loadSchema: () => Promise<z.ZodType<Output, Input>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // A failed download (the network went away) is tried again on the next check.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload: () => void load().catch(() => {}) };
}
