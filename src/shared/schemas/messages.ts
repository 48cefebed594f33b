import { z } from 'zod';

/** GET /api/admin/messages: every e-mail the shop sends, by its template's name. */
export const messageTemplateListSchema = z.object({
  messages: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type MessageTemplateList = z.infer<typeof messageTemplateListSchema>;

/** GET /api/admin/messages/:name/preview: the message with sample content, both parts. */
export const messagePreviewSchema = z.object({
  name: z.string(),
  label: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const messageNameParamsSchema = z.object({
  name: z.string().regex(/^[a-z-]{1,60}$/, { message: 'Message name is lower-case letters and dashes' }),
});
