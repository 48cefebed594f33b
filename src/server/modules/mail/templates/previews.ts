import { MAIL_TEMPLATES, type MailTemplateName } from './registry.js';
import { renderMessage, type RenderedMail } from './render.js';

/** Each message the shop sends, by name and label (the staff's Messages page). */
export const templateList = () => Object.entries(MAIL_TEMPLATES).map(([name, t]) => ({ name, label: t.label }));

const isTemplate = (name: string): name is MailTemplateName => Object.hasOwn(MAIL_TEMPLATES, name);

/** A message rendered with its sample content at the shop's address, and its label; null for an unknown name. */
export async function previewTemplate(shopUrl: string, name: string): Promise<(RenderedMail & { label: string }) | null> {
  if (!isTemplate(name)) return null;
  const template = MAIL_TEMPLATES[name];
  return { label: template.label, ...(await renderMessage({ url: shopUrl }, template.sample(shopUrl))) };
}
