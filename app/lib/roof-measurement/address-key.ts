/**
 * One spelling for one street address, so "1234 Bayshore Boulevard, Apt. 2" and "1234 bayshore
 * blvd apt 2" share a cached measurement: lower case, accents and punctuation dropped, and the
 * words the US Postal Service abbreviates abbreviated. With the ZIP code's five digits, it names
 * one building; the city adds nothing the ZIP code does not say.
 */

const ABBREVIATIONS: Record<string, string> = {
  alley: "aly",
  avenue: "ave",
  av: "ave",
  boulevard: "blvd",
  causeway: "cswy",
  circle: "cir",
  court: "ct",
  cove: "cv",
  drive: "dr",
  expressway: "expy",
  highway: "hwy",
  lane: "ln",
  parkway: "pkwy",
  place: "pl",
  plaza: "plz",
  point: "pt",
  road: "rd",
  square: "sq",
  street: "st",
  terrace: "ter",
  trail: "trl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
  apartment: "apt",
  suite: "ste",
  number: "#",
};

export function normaliseStreet(street: string): string {
  return street
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/#/g, " # ")
    .replace(/[^a-z0-9#]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}

/** "1234 bayshore blvd|33606": the street as `normaliseStreet` spells it and the ZIP code's first five digits. */
export function addressKeyText(street: string, zipCode: string): string {
  return `${normaliseStreet(street)}|${zipCode.replace(/\D/g, "").slice(0, 5)}`;
}
