import { useEffect, useRef } from 'react';
import { FitList } from './fit-list';
import { PartNumberRows } from './part-number-rows';
import type { ProductFormApi } from './product-form-schema';

/**
 * Edit Product's "Part numbers and fitment": part numbers as rows (number and kind), the laptop
 * models the part fits with a note each, added through a model search. Part of the product form:
 * one Save sends them with the other fields.
 */
export function FitmentFields({ form, focusOnMount = false }: { form: ProductFormApi; focusOnMount?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby="fitment-title"
      className="border-base-300 flex min-w-0 flex-col gap-6 border-t pt-6"
      data-testid="fitment-editor"
    >
      <div>
        <h2 id="fitment-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
          Part numbers and fitment
        </h2>
        <p className="text-base-content/70 text-sm">
          Which laptops the part fits: customers see it on the product page and in their laptop&apos;s parts.
        </p>
      </div>
      <PartNumberRows form={form} />
      <FitList form={form} notes hint="Type a brand, model or machine type, then pick the model with Enter or a click." />
    </section>
  );
}
