import { desc, eq } from 'drizzle-orm';
import type { Profile, ProfileCreateInput } from '../../shared/schemas/profile.js';
import { profileCreateSchema } from '../../shared/schemas/profile.js';
import type { Database } from '../db/client.js';
import { profiles } from '../db/schema/content.js';
import type { Viewer } from './viewer.js';

type ProfileRow = typeof profiles.$inferSelect;

export const profileToWire = (p: ProfileRow): Profile => ({
  _id: p.id,
  Name: p.education,
  Phone: p.phone,
  dec: p.bio,
  img: p.img,
  createdAt: p.createdAt.toISOString(),
});

export function createProfileService(db: Database) {
  return {
    /** The caller's own profiles, newest first (the first is the one shown). */
    async listOwn(viewer: Viewer): Promise<Profile[]> {
      const rows = await db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, viewer.id))
        .orderBy(desc(profiles.createdAt));
      return rows.map(profileToWire);
    },
    async create(viewer: Viewer, input: ProfileCreateInput): Promise<Profile> {
      const data = profileCreateSchema.parse(input);
      const [row] = await db
        .insert(profiles)
        .values({ userId: viewer.id, education: data.Name, phone: data.Phone, bio: data.dec, img: data.img })
        .returning();
      return profileToWire(row!);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
