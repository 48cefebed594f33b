import { z } from 'zod';
import { ROLES } from '../constants.js';

export const userSchema = z.object({ email: z.string(), role: z.enum(ROLES), name: z.string() });
export type User = z.infer<typeof userSchema>;
export const tokenSchema = z.object({ token: z.string() });
export const adminStatusSchema = z.object({ admin: z.boolean() });
export const modifiedResultSchema = z.object({ modifiedCount: z.number().int() });
