/**
 * Whether the instant quote measures roofs, from ROOF_MEASUREMENT. The wizard's first question
 * depends on it, so the prerendered page is built with the build's setting (recorded in
 * build-info.json); a server whose setting differs renders the page per request instead
 * (docs/decisions/0009-roof-measurement.md). The page learns only this yes or no, never the key.
 */
export function measuresRoofs(setting: string | undefined): boolean {
  return setting?.trim() === "google-solar";
}
