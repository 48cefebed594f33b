const networks = [
  {
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  },
  {
    name: 'X',
    href: (url: string, title: string) => `https://x.com/intent/post?${new URLSearchParams({ url, text: title })}`,
    icon: 'M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.6-7.6L4 4Z',
  },
  {
    name: 'LinkedIn',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    icon: 'M5 9h3v11H5V9Zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4ZM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.1 3.6 4.8V20h-3v-5.6c0-1.3 0-3-1.9-3S13 12.8 13 14.3V20h-3V9Z',
  },
  {
    name: 'WhatsApp',
    href: (url: string, title: string) => `https://wa.me/?${new URLSearchParams({ text: `${title} ${url}` })}`,
    icon: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3 5c.3 0 .5 0 .7.5l.8 1.8c.1.3 0 .5-.2.7l-.5.6c.8 1.5 2 2.6 3.5 3.3l.6-.7c.2-.2.4-.3.7-.2l1.8.9c.3.1.4.3.4.6 0 .9-.8 1.9-2 1.9-3.6 0-7-3.4-7-7 0-1.2 1-2.4 1.2-2.4Z',
  },
];

/** Share this post: plain links that open each network's share page in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share-links">
      <span className="font-semibold">Share this guide:</span>
      <ul className="flex flex-wrap gap-2">
        {networks.map((n) => (
          <li key={n.name}>
            <a
              href={n.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-circle btn-outline btn-sm"
              aria-label={`Share on ${n.name} (opens in a new tab)`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
                <path d={n.icon} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
