import type { SeedReview } from './types.js';

/** Demo customer testimonials. */
export const seedReviews: SeedReview[] = [
  {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    text: 'Ordered the 01AV424 battery for my ThinkPad T480 and it arrived in two days. Fitted in ten minutes and I am back to a full working day on battery.',
    img: '/images/avatars/maria-lopez.svg',
  },
  {
    name: 'James Carter',
    email: 'james.carter@example.com',
    text: 'The Samsung 980 PRO brought my old Latitude 7490 back to life. Boots in seconds now, and the cloning tips from the blog saved me an evening.',
    img: '/images/avatars/james-carter.svg',
  },
  {
    name: 'Aisha Khan',
    email: 'aisha.khan@example.com',
    text: 'Cracked the screen on my EliteBook 840 G5 the week before exams. The N140HCA-EAB panel was an exact match and even brighter than the original.',
    img: '/images/avatars/aisha-khan.svg',
  },
  {
    name: 'Lukas Becker',
    email: 'lukas.becker@example.com',
    text: 'Replacement fan for my XPS 13 9360 fixed the grinding noise completely. Well packed and the part number matched what was inside my laptop.',
    img: '/images/avatars/lukas-becker.svg',
  },
  {
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    text: 'Upgraded to 32GB with the Kingston kit so I can run my virtual machines. Support answered my compatibility question within an hour.',
    img: '/images/avatars/sofia-rossi.svg',
  },
  {
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    text: 'Spilled coffee on my T480 keyboard. The backlit replacement was genuine Lenovo, TrackPoint included, and the backlight works perfectly.',
    img: '/images/avatars/daniel-kim.svg',
  },
  {
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    text: 'Bought a spare 65W USB-C charger for the office. It charges my ThinkPad and my phone, and it was cheaper than the big-box store.',
    img: '/images/avatars/emma-wilson.svg',
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.com',
    text: 'The MX500 SSD plus 8GB stick turned a slow Inspiron 15 5570 into a perfectly usable family laptop. Great prices and clear descriptions.',
    img: '/images/avatars/omar-haddad.svg',
  },
];
