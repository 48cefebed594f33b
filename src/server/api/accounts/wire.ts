import type { z } from 'zod';
import type { Profile, profileCreateSchema } from '../../../shared/schemas/profile.js';
import type { ProfileInput, ProfileRow } from '../../modules/accounts/profiles.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The spec's profile names: Name is the education line, Phone the phone, dec the bio. */
export const profileToWire = (p: ProfileRow): Profile => ({
  _id: p.id,
  Name: p.education,
  Phone: p.phone,
  dec: p.bio,
  img: p.img,
  createdAt: p.createdAt.toISOString(),
});

/** The body after the route's validation (defaults applied). */
type ProfileBody = z.output<typeof profileCreateSchema>;

export const profileFromWire = (b: ProfileBody): ProfileInput => ({ education: b.Name, phone: b.Phone, bio: b.dec, img: b.img });
