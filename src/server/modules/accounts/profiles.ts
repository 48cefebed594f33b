import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { profiles } from './tables.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInput = Pick<ProfileRow, 'education' | 'phone' | 'bio' | 'img'>;

export function createProfileService(db: Database) {
  return {
    /** The user's own profiles, newest first (the first is the one shown). */
    async listOwn(userId: string): Promise<ProfileRow[]> {
      return db.select().from(profiles).where(eq(profiles.userId, userId)).orderBy(desc(profiles.createdAt));
    },
    async create(userId: string, input: ProfileInput): Promise<ProfileRow> {
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...input })
        .returning();
      return row!;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
