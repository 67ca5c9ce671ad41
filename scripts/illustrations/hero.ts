/**
 * The home page hero (1200 x 900): a two-story home with a new charcoal shingle roof at golden
 * hour, framed by palms, with warm windows and landscape lights.
 */
import { brand } from "./palette";
import { project } from "./projection";
import { Rng } from "./random";
import { houseScene, type Frame2D } from "./scene";
import { birds } from "./sky";
import { foregroundBush } from "./palms";
import { circle, group, type SvgDoc } from "./svg";

export function heroHome(doc: SvgDoc, frame: Frame2D): string {
  const rng = new Rng(1987);
  return houseScene(
    doc,
    frame,
    {
      stories: 2,
      roof: { material: "architectural-shingle", color: "#3b3f45" },
      wallColor: "#f1e8d8",
      time: "golden",
      seed: 1987,
      layout: { bay: true, hip: true, shutters: true },
    },
    {
      noMirror: true,
      fill: 0.78,
      groundAt: 0.85,
      walkAt: 10,
      centerAt: 0.52,
      palms: 3,
      street: false,
      yard: false,
      front: (view, tone, plan) => {
        const parts: string[] = [];
        // Path lights along the walk.
        const lights: string[] = [];
        for (let z = -7; z > -14; z -= 3) {
          for (const dx of [-2.6, 2.6]) {
            const [lx, ly] = project(view, [plan.door.x + dx - ((z + 5.5) / -8) * 2, 0.9, z]);
            const [cx, cy] = [Math.round(lx), Math.round(ly)];
            lights.push(
              circle(cx, cy, Math.round(view.s * 0.9), {
                fill: doc.radial([
                  [0, "#ffe7b0", 0.9],
                  [1, "#ffb45e", 0],
                ]),
              }),
              circle(cx, cy, Math.round(view.s * 0.2), { fill: "#fff3cf" }),
            );
          }
        }
        parts.push(group({}, ...lights));
        parts.push(birds(rng, frame.width * 0.72, frame.height * 0.2, 3, brand.navy));
        // Foreground planting at the bottom corners gives the picture depth.
        parts.push(
          foregroundBush(
            rng,
            frame.width * 0.02,
            frame.height * 1.02,
            frame.width * 0.26,
            tone.grade("#3d6a44"),
            tone.grade("#8fb866"),
            tone.grade("#d94f7c"),
          ),
        );
        parts.push(
          foregroundBush(
            rng,
            frame.width * 0.99,
            frame.height * 1.03,
            frame.width * 0.22,
            tone.grade("#3d6a44"),
            tone.grade("#8fb866"),
            tone.grade("#ea6a1f"),
          ),
        );
        return parts.join("");
      },
    },
  );
}
