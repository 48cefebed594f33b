import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsOf, nothingChanged, unsavedMessage } from './product-save';

const refused = new ApiError(400, 'Price must be above 0', 'VALIDATION', { cost: 'Price must be above 0' });
const missing = new ApiError(404, 'Laptop model not found.', 'NOT_FOUND');

describe('unsavedMessage', () => {
  it('says nothing when everything sent was saved', () => {
    expect(unsavedMessage({ sent: ['details', 'fitment'], failed: {} })).toBeNull();
    expect(unsavedMessage({ sent: [], failed: {} })).toBeNull();
  });

  it('names what was saved and what was not, with the reason', () => {
    expect(unsavedMessage({ sent: ['details', 'fitment'], failed: { fitment: missing } })).toBe(
      'The details were saved, but the part numbers and fitment were not: Laptop model not found.',
    );
    expect(unsavedMessage({ sent: ['details', 'fitment'], failed: { details: refused } })).toBe(
      'The part numbers and fitment were saved, but the details were not: Price must be above 0.',
    );
  });

  it('says when nothing was saved', () => {
    expect(unsavedMessage({ sent: ['fitment'], failed: { fitment: missing } })).toBe(
      'Your changes were not saved: Laptop model not found.',
    );
    expect(unsavedMessage({ sent: ['details', 'fitment'], failed: { details: refused, fitment: new Error('') } })).toBe(
      'Nothing was saved. The details: Price must be above 0. The part numbers and fitment: The shop did not answer. Please try again.',
    );
  });
});

describe('fieldErrorsOf', () => {
  it("keeps a 400 answer's fields that the form shows, by the form's names", () => {
    const error = new ApiError(400, 'Several problems', 'VALIDATION', {
      cost: 'Price must be above 0',
      'partNumbers.1.number': 'Part number is required',
      'fits.0.note': 'Note must be at most 200 characters',
      compatibleModels: 'Unknown laptop model: Foo 1',
      'fits.0.laptopId': 'Laptop must be a valid id',
      sku: 'Unknown',
      'attributes.capacityGb': 'capacityGb must be at most 256',
    });
    expect(fieldErrorsOf(error)).toEqual([
      ['cost', 'Price must be above 0'],
      ['partNumbers.1.number', 'Part number is required'],
      ['fits.0.note', 'Note must be at most 200 characters'],
      ['fits', 'Unknown laptop model: Foo 1'],
      ['attributes.capacityGb', 'capacityGb must be at most 256'],
    ]);
  });

  it('has none for an answer without fields or for another error', () => {
    expect(fieldErrorsOf(missing)).toEqual([]);
    expect(fieldErrorsOf(new Error('offline'))).toEqual([]);
  });
});

describe('nothingChanged', () => {
  it('is true only without changed details and without a fitment', () => {
    expect(nothingChanged({ details: {}, fitment: null })).toBe(true);
    expect(nothingChanged({ details: { name: 'Fan' }, fitment: null })).toBe(false);
    expect(nothingChanged({ details: {}, fitment: { partNumbers: [], fits: [] } })).toBe(false);
  });
});
