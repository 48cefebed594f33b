import type { Laptop } from '../../../shared/schemas/laptop';

/** "Lenovo ThinkPad T480": brand, family and model (a CSV's `fits` names a model so). */
export const laptopFullName = (l: Pick<Laptop, 'brand' | 'family' | 'model'>) => [l.brand, l.family, l.model].filter(Boolean).join(' ');
