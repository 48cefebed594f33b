import { z } from 'zod';
import { idSchema, imageRefSchema, isoDate, optionalText } from './common.js';

/** Name holds education text, as in the spec. */
export const profileSchema = z.object({
  _id: idSchema,
  Name: z.string(),
  Phone: z.string(),
  dec: z.string(),
  img: z.string(),
  createdAt: isoDate,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileCreateSchema = z.object({
  Name: optionalText('Education', 200),
  Phone: z
    .union([z.string({ message: 'Phone must be text' }), z.number({ message: 'Phone must be text' })], { message: 'Phone must be text' })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(30, { message: 'Phone must be at most 30 characters' })),
  dec: optionalText('About you', 2000),
  img: imageRefSchema.optional().default(''),
});
export type ProfileCreateInput = z.input<typeof profileCreateSchema>;
