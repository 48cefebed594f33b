import type { FitmentUpdateInput } from '../../../../shared/schemas/laptop';
import type { ProductUpdateInput } from '../../../../shared/schemas/product';
import { ApiError } from '../../../lib/api-client';

/** Edit Product's two writes: the product's own fields (PATCH) and its part numbers and fitment (PUT). */
export type SavePart = 'details' | 'fitment';

/** What Save sends: only the details that changed, and the part numbers and fitment when they changed. */
export interface ProductChanges {
  details: ProductUpdateInput;
  fitment: FitmentUpdateInput | null;
}

/** What one Save did: the parts it sent, and the error of each that failed. */
export interface SaveReport {
  sent: SavePart[];
  failed: Partial<Record<SavePart, unknown>>;
}

export const nothingChanged = ({ details, fitment }: ProductChanges) => Object.keys(details).length === 0 && fitment === null;

const PART_WORDS: Record<SavePart, string> = { details: 'details', fitment: 'part numbers and fitment' };

const reason = (error: unknown) => {
  const text = error instanceof Error && error.message ? error.message : 'The shop did not answer. Please try again.';
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * A Save with a failure in words: what was saved, what was not and why ("The details were saved,
 * but the part numbers and fitment were not: …"); null when everything sent was saved.
 */
export function unsavedMessage({ sent, failed }: SaveReport): string | null {
  const notSaved = sent.filter((part) => part in failed);
  if (notSaved.length === 0) return null;
  const saved = sent.filter((part) => !(part in failed));
  if (saved.length > 0)
    return `The ${PART_WORDS[saved[0]!]} were saved, but the ${PART_WORDS[notSaved[0]!]} were not: ${reason(failed[notSaved[0]!])}`;
  if (notSaved.length === 1) return `Your changes were not saved: ${reason(failed[notSaved[0]!])}`;
  return `Nothing was saved. ${notSaved.map((part) => `The ${PART_WORDS[part]}: ${reason(failed[part])}`).join(' ')}`;
}

/** Wire paths that are a field of the product form (the form names its fields as the wire does). */
const FORM_PATH =
  /^(name|sublierName|cost|Quantity|description|img|category|brand|partNumber|partNumbers|fits|partNumbers\.\d+\.number|fits\.\d+\.note|attributes\.[A-Za-z0-9]+)$/;
/** Wire names the form holds under another name. */
const FORM_NAME: Record<string, string> = { compatibleModels: 'fits' };

/** A 400 answer's messages for the form's fields, by the form's path ("partNumbers.1.number"), to show under each. */
export function fieldErrorsOf(error: unknown): [path: string, message: string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  return Object.entries(error.fields)
    .map(([path, message]): [string, string] => [FORM_NAME[path] ?? path, message])
    .filter(([path]) => FORM_PATH.test(path));
}
