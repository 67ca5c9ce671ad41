/**
 * Every address of the owner's office. Apart from `~/lib/paths`, which every public page loads:
 * nothing of the office reaches their scripts.
 */
export const officePaths = {
  /** /office itself only sends here: the session's cookie (Path=/office) never reaches /office.data. */
  home: "/office",
  leads: "/office/leads",
  lead: (id: string) => `/office/leads/${encodeURIComponent(id)}`,
  inspections: "/office/inspections",
  sources: "/office/sources",
  account: "/office/account",
  /** Offered after a sign-in with a link: add a passkey for this device. */
  passkey: "/office/passkey",
  signIn: "/office/sign-in",
  signInLink: (token: string) => `/office/sign-in/${encodeURIComponent(token)}`,
  signOut: "/office/sign-out",
  /** The office's JSON and event stream, answered by the server itself (server/office-api.ts). */
  api: {
    session: "/office/api/session",
    events: "/office/api/events",
    leadsCsv: "/office/api/leads.csv",
    sourcesCsv: "/office/api/sources.csv",
    registrationOptions: "/office/api/passkeys/registration-options",
    registration: "/office/api/passkeys/registration",
    signInOptions: "/office/api/passkeys/sign-in-options",
    signIn: "/office/api/passkeys/sign-in",
  },
} as const;

/**
 * Marks the data an open page re-reads by itself when something changed (live updates): the server
 * answers it as any other, but it is nobody using the office, so the session's idle time runs on.
 * The address bar never shows it (components/office/use-reload.ts).
 */
export const LIVE_REREAD = "live";
