import type { SeedCounter } from './types.js';

/** Home page statistics, in display order. Names are spelt as in the original spec. */
export const seedCounters: SeedCounter[] = [
  { name: 'All Services Countrys', count: 70, img: '/images/counters/all-services-countrys.svg' },
  { name: 'Top Project', count: 766, img: '/images/counters/top-project.svg' },
  { name: 'Clients Happyness', count: 576, img: '/images/counters/clients-happyness.svg' },
  { name: 'Customer Feedback', count: 1658, img: '/images/counters/customer-feedback.svg' },
];
