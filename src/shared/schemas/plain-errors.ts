import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * What a shopper or an owner calls each field the API takes, by its wire name. A schema that names
 * its field itself (requiredText('Supplier', 200), …) says so in its own message; every other issue
 * gets its words from here (`plainError`), so no validator's own wording ("Invalid input: expected
 * number, received string") reaches a person.
 */
export const FIELD_LABELS: Record<string, string> = {
  // A key under another, where it means something else there.
  'card.number': 'Card number',
  'billing.name': 'Name on the card',
  'billing.email': 'E-mail for the receipt',
  _id: 'Id',
  id: 'Id',
  userId: 'Part',
  productId: 'Part',
  laptopId: 'Laptop',
  orderId: 'Order',
  blogId: 'Blog post',
  addressId: 'Saved address',
  shippingOptionId: 'Shipping option',
  number: 'Phone number',
  quantity: 'Quantity',
  Quantity: 'Quantity',
  cost: 'Price',
  price: 'Price',
  amount: 'Refund amount',
  name: 'Name',
  Name: 'Name',
  sublierName: 'Supplier',
  description: 'Description',
  dec: 'Text',
  img: 'Photo URL',
  category: 'Category',
  brand: 'Brand',
  family: 'Family',
  model: 'Laptop model',
  year: 'Year',
  identifiers: 'Identifiers',
  partNumber: 'Part number',
  partNumbers: 'Part numbers',
  compatibleModels: 'Laptop models',
  fits: 'Laptop models',
  kind: 'Kind',
  note: 'Note',
  email: 'E-mail',
  Email: 'E-mail',
  userEmail: 'E-mail',
  password: 'Password',
  phone: 'Phone number',
  Phone: 'Phone',
  address: 'Address',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
  country: 'Country',
  isDefault: 'Default address',
  permissions: 'Permissions',
  refundLimit: 'Refund limit',
  roles: 'Roles',
  lines: 'Parts',
  items: 'Parts',
  reason: 'Reason',
  restock: 'Put back in stock',
  status: 'Status',
  trackingNumber: 'Tracking number',
  clientSecret: 'Payment',
  card: 'Card',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code',
  billing: 'Billing details',
  rating: 'Rating',
  title: 'Title',
  body: 'Review text',
  hidden: 'Hidden',
  subject: 'Subject',
  message: 'Message',
  text: 'Pasted text',
  search: 'Search',
  page: 'Page',
  limit: 'Items per page',
  sort: 'Sort order',
  days: 'Delivery days',
  freeOver: 'Free over',
  countries: 'Countries',
  batteries: 'Carries batteries',
  rate: 'Tax rate',
  laptop: 'Laptop',
};

/** A wire name in words: its label, else its words split ("shippingOption" → "Shipping option"). */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value';
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'given with its fields',
  date: 'a date',
};

type RawIssue = $ZodRawIssue;

/** The field an issue is about, in words (the last named key of its path, read with its parent's); none for the whole body. */
function labelOf(issue: RawIssue): string | undefined {
  const keys = (issue.path ?? []).filter((p): p is string => typeof p === 'string');
  const [parent, key] = keys.slice(-2);
  if (key === undefined) return parent === undefined ? undefined : fieldLabel(parent);
  return FIELD_LABELS[`${parent}.${key}`] ?? fieldLabel(key);
}

/** The string format the failing schema checks (an id, an e-mail…), when it is one. */
const formatOf = (issue: RawIssue) => (issue.inst as { _zod?: { def?: { format?: string } } } | undefined)?._zod?.def?.format;

const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;

function tooSmall(label: string, issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  if (issue.origin === 'string')
    return Number(min) <= 1 ? `${label} is required` : `${label} must have at least ${plural(min, 'character')}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have at least ${plural(min, 'item')}`;
  return issue.inclusive === false ? `${label} must be above ${min}` : `${label} must be at least ${min}`;
}

function tooBig(label: string, issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  if (issue.origin === 'string') return `${label} must be at most ${plural(max, 'character')}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${plural(max, 'item')}`;
  return issue.inclusive === false ? `${label} must be below ${max}` : `${label} must be at most ${max}`;
}

function badFormat(label: string, format: string): string {
  switch (format) {
    case 'email':
      return `${label} must be an e-mail address, for example name@example.com`;
    case 'uuid':
    case 'guid':
      return label === 'Id' ? 'The id is not valid' : `${label} must be a valid id`;
    case 'url':
      return `${label} must start with http:// or https://`;
    default:
      return `${label} is not in the right form`;
  }
}

/**
 * The message of an issue whose schema gave none: the field in words and what it must be. Installed
 * for every schema with `z.config({ customError: plainError })` (common.ts); a schema's own message wins.
 */
export function plainError(issue: RawIssue): string {
  const named = labelOf(issue);
  const label = named ?? 'This value';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || (issue.input === null && named)) return `${label} is required`;
      if (!named && issue.expected === 'object') return 'Send the details as a JSON object';
      if (issue.expected === 'string' && formatOf(issue)) return badFormat(label, formatOf(issue)!);
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? 'given in the right form'}`;
    case 'too_small':
      return tooSmall(label, issue);
    case 'too_big':
      return tooBig(label, issue);
    case 'invalid_format':
      return badFormat(label, issue.format);
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${label} must be ${String(issue.values[0])}`
        : `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}
