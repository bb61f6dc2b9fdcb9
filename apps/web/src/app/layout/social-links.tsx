// The shop's social accounts as icons with accessible names. The server announces the
// configured accounts (SOCIAL_LINKS) as <link rel="me"> in every page's head, so changing them
// needs no rebuild; none announced (SOCIAL_LINKS=none, or the Vite dev server) shows nothing.

type Network = 'Facebook' | 'Instagram' | 'X' | 'YouTube' | 'LinkedIn' | 'Pinterest' | 'WhatsApp';

const HOSTS: Record<string, Network> = {
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'youtube.com': 'YouTube',
  'linkedin.com': 'LinkedIn',
  'pinterest.com': 'Pinterest',
  'wa.me': 'WhatsApp',
};

const ICONS: Record<Network, string> = {
  Facebook:
    'M14 8.5h2.5V5H14c-2.2 0-3.5 1.5-3.5 3.7V11H8v3.4h2.5V21H14v-6.6h2.6l.4-3.4h-3V9.3c0-.5.3-.8 1-.8z',
  Instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  X: 'M4 4h4.6l3.9 5.4L17 4h2.6l-5.9 7 6.3 9h-4.6l-4.2-5.8L6.3 20H3.7l6.4-7.5z',
  YouTube:
    'M21.6 8.2a2.6 2.6 0 0 0-1.8-1.8C18.2 6 12 6 12 6s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2 12a27 27 0 0 0 .4 3.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-3.8zM10 15V9l5.2 3z',
  LinkedIn:
    'M5 9h3v11H5zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.7 2 3.7 4.7V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H10z',
  Pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 2.9A9 9 0 1 0 12 3z',
  WhatsApp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.4 12.4c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.4-.1a12 12 0 0 1-5-4.4c-.4-.6-.8-1.4-.8-2.2 0-.8.4-1.2.6-1.4.2-.2.4-.2.5-.2h.4c.1 0 .3 0 .5.4l.7 1.6c0 .1.1.3 0 .4l-.2.4-.3.4c-.1.1-.2.2-.1.5.2.3.7 1.1 1.4 1.7.9.8 1.7 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3.1.1.1.5-.1 1z',
};

function networkOf(url: string): Network | null {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return HOSTS[host] ?? null;
}

export function SocialLinks({ heading, shopName }: { heading: string; shopName: string }) {
  const accounts = Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="me"]'),
    (link) => link.href,
  );
  if (accounts.length === 0) return null;
  return (
    <>
      <p className="site-footer__heading-sm">{heading}</p>
      <ul className="site-footer__social">
        {accounts.map((url) => {
          const network = networkOf(url);
          const name = network ?? new URL(url).hostname.replace(/^www\./, '');
          return (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer me"
                aria-label={`${shopName}: ${name}`}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  {network ? (
                    <path d={ICONS[network]} fill="currentColor" fillRule="evenodd" />
                  ) : (
                    <circle
                      cx="12"
                      cy="12"
                      r="8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  )}
                </svg>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
