import type { Site } from "~/content/site";

type Network = Site["social"][number]["name"];

/** Simple monochrome glyphs for the social profiles (lucide no longer ships brand icons). */
export function SocialIcon({ network, className }: { network: Network; className?: string }) {
  const common = { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false, className } as const;
  switch (network) {
    case "Facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-3.8 1.4-3.8 4v2.3H8v3h2.5V21h3Z" />
        </svg>
      );
    case "Instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case "YouTube":
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
        </svg>
      );
    case "Google":
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.4 10.2H12v3.9h5.4c-.5 2.4-2.6 3.9-5.4 3.9a6 6 0 1 1 3.9-10.6l2.9-2.8A10 10 0 1 0 12 22c5.8 0 9.6-4 9.6-9.7 0-.7 0-1.4-.2-2.1Z" />
        </svg>
      );
  }
}
