import { z } from 'zod';
import { PART_ATTRIBUTES, attributeProblems, attributesOf, type PartAttributes } from '../../../../shared/part-attributes';

export { attributeLabel } from './attribute-labels';

/**
 * A part's attributes as the product form holds them (issue 31): every attribute of every category by
 * name, text as the inputs hold it ("" not set) and booleans as checkboxes; the wire's numbers and
 * values come from it by `attributeFormSchema` and `attributesFor`.
 */
export type AttributeFormInput = Record<string, string | boolean>;

/** Every attribute name of every category, not set. */
export const BLANK_ATTRIBUTES: AttributeFormInput = Object.fromEntries(
  Object.values(PART_ATTRIBUTES).flatMap((defs) => defs.map((d) => [d.name, d.type === 'boolean' ? false : ''])),
);

/** A product's attributes as the form shows them. */
export const toAttributeInput = (attributes: PartAttributes): AttributeFormInput => ({
  ...BLANK_ATTRIBUTES,
  ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, typeof value === 'boolean' ? value : String(value)])),
});

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The form's attributes as values: blanks left out, numbers as numbers (the only numeric text a value may be is a number's). */
export const attributeFormSchema = z.record(z.string(), z.union([z.boolean(), z.string().trim()])).transform((input): PartAttributes =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== '')
      .map(([name, v]) => [name, typeof v === 'string' && NUMBER.test(v) ? Number(v) : v]),
  ),
);

/** Only the attributes `category` has (the form keeps what was typed for another one). */
export const attributesFor = (category: string, attributes: PartAttributes): PartAttributes => {
  const names = new Set(attributesOf(category).map((d) => d.name));
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => names.has(name)));
};

/** The category's attribute problems as form issues under each attribute's field (the server's rules, before sending). */
export function attributeIssues(category: string, attributes: PartAttributes): { path: string[]; message: string }[] {
  return Object.entries(attributesFor(category, attributes)).flatMap(([name, value]) =>
    attributeProblems(category, { [name]: value }).map((message) => ({ path: ['attributes', name], message })),
  );
}
