/**
 * The look of every e-mail: the shop's name, its logo (a PNG the web app serves, since mail clients
 * do not show SVG) and its colours, light and dark. Change these to restyle every message.
 */
export const theme = {
  shopName: 'PartsHub',
  logoPath: '/images/email-logo.png',
  /** A line's picture when its part has none of the shop's own (a PNG, like the logo). */
  placeholderPath: '/images/email-placeholder.png',
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  light: { page: '#f3f4f6', card: '#ffffff', text: '#1f2937', muted: '#4b5563', line: '#e5e7eb', link: '#1d4ed8' },
  dark: { page: '#0b1220', card: '#111827', text: '#e5e7eb', muted: '#9ca3af', line: '#374151', link: '#93c5fd' },
  /** The buttons' colours read on both backgrounds (white on blue: 6.7:1). */
  button: { background: '#1d4ed8', text: '#ffffff' },
  brand: '#0ea5a4',
} as const;

/** What every template is given besides its own content: where the shop is. */
export interface ShopInfo {
  /** PUBLIC_URL: the origin of every link and image. */
  url: string;
}

/**
 * The dark-mode rules, in the head (Apple Mail, iOS Mail, Outlook for Mac and others honour them;
 * Gmail and Outlook.com recolour by themselves, and the light colours read there too).
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: ${theme.dark.page} !important; }
  .mail-card { background-color: ${theme.dark.card} !important; color: ${theme.dark.text} !important; }
  .mail-text, .mail-card p, .mail-card td, .mail-card h1, .mail-card h2 { color: ${theme.dark.text} !important; }
  .mail-muted, .mail-card .mail-muted { color: ${theme.dark.muted} !important; }
  .mail-line { border-color: ${theme.dark.line} !important; }
  .mail-box { background-color: ${theme.dark.page} !important; border-color: ${theme.dark.line} !important; }
  .mail-link { color: ${theme.dark.link} !important; }
}
@media only screen and (max-width: 480px) {
  .mail-card { padding: 20px 16px !important; }
  .mail-thumb { width: 48px !important; height: 48px !important; }
}
`;
