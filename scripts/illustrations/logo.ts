/**
 * The roof-and-sun logo mark, drawn as in app/components/logo.tsx (48 x 48 units), for the
 * favicon, the app icons and the social card.
 */
import { el } from "./svg";

const MARK = {
  tile: "#102a45",
  sun: "#ea6a1f",
  roof: "#ffffff",
  house: "#b9cde3",
} as const;

/** The mark's shapes in its 48-unit box; `grade` lets a scene tint it to its light. */
export function logoMarkBody(grade: (hex: string) => string = (c) => c, opts: { tile?: boolean } = {}): string {
  return [
    opts.tile === false ? "" : el("rect", { width: 48, height: 48, rx: 11, fill: grade(MARK.tile) }),
    el("circle", { cx: 33, cy: 17, r: 6, fill: grade(MARK.sun) }),
    el("path", {
      d: "M7 31 24 16l17 15",
      fill: "none",
      stroke: grade(MARK.roof),
      "stroke-width": 4.5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    el("path", {
      d: "M13 29v9h22v-9",
      fill: "none",
      stroke: grade(MARK.house),
      "stroke-width": 3.5,
      "stroke-linejoin": "round",
    }),
  ].join("");
}

/** The mark as a standalone SVG document (favicon.svg). */
export function logoMarkSvg(size: number, title: string): string {
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", width: size, height: size, viewBox: "0 0 48 48", role: "img" },
    `<title>${title}</title>`,
    logoMarkBody(),
  );
}
