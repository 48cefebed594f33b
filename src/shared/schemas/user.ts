import { z } from 'zod';
import { ROLES } from '../constants.js';
// zod's browser setting (jitless) first: nothing else here loads common.
import './common.js';

export const userSchema = z.object({ email: z.string(), role: z.enum(ROLES), name: z.string() });
export type User = z.infer<typeof userSchema>;
export const tokenSchema = z.object({ token: z.string() });
export type TokenResult = z.infer<typeof tokenSchema>;
export const adminStatusSchema = z.object({ admin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;
export const modifiedResultSchema = z.object({ modifiedCount: z.number().int() });
export type ModifiedResult = z.infer<typeof modifiedResultSchema>;
