/** The seven service posters (640 x 400), one per service, each matching its alt text. */
import type { ServiceId } from "../../app/content/services";
import { commercialScene } from "./commercial";
import { closeUpRepair } from "./close-up";
import { faceBounds, emergencyPoster, stormDamagePoster } from "./storm";
import { clipboard, drone, pen } from "./props";
import { project } from "./projection";
import { Rng } from "./random";
import { houseScene, type Frame2D } from "./scene";
import { path, rect, type SvgDoc } from "./svg";

export function servicePoster(doc: SvgDoc, id: ServiceId, frame: Frame2D): string {
  switch (id) {
    case "residential-roofing":
      return houseScene(
        doc,
        frame,
        {
          stories: 1,
          roof: { material: "architectural-shingle", color: "#45494f" },
          wallColor: "#ece4d4",
          time: "day",
          seed: 2024,
        },
        { fill: 0.8, groundAt: 0.86, palms: 2 },
      );
    case "commercial-roofing":
      return commercialScene(
        doc,
        frame,
        {
          kind: "commercial",
          roof: "tpo-membrane",
          roofColor: "#eef1f3",
          wallColor: "#cfd4d8",
          stories: 1,
          time: "day",
          seed: 311,
        },
        "warehouse",
      );
    case "storm-damage":
      return stormDamagePoster(doc, frame);
    case "roof-repair":
      return closeUpRepair(doc, frame);
    case "roof-inspection":
      return inspectionPoster(doc, frame);
    case "emergency-services":
      return emergencyPoster(doc, frame);
    case "insurance-help":
      return insurancePoster(doc, frame);
  }
}

function inspectionPoster(doc: SvgDoc, frame: Frame2D): string {
  let marked = false;
  return houseScene(
    doc,
    frame,
    {
      stories: 1,
      roof: { material: "barrel-tile", color: "#b45f3f" },
      wallColor: "#f3e8d6",
      time: "day",
      seed: 4242,
      mediterranean: true,
    },
    {
      noMirror: true,
      fill: 0.72,
      groundAt: 0.88,
      centerAt: 0.44,
      palms: 2,
      decor: (block, face, index) => {
        if (block.name !== "main" || index !== 0 || marked) return "";
        marked = true;
        const b = faceBounds(face);
        const span = b.top1 - b.top0;
        const u0 = b.top0 + span * 0.35;
        const u1 = b.top0 + span * 0.75;
        const v0 = b.v0 + 0.8;
        const v1 = b.v1 - 1.2;
        let grid = "";
        for (let u = u0; u <= u1 + 0.01; u += (u1 - u0) / 4)
          grid += `M${u.toFixed(2)} ${v0.toFixed(2)}V${v1.toFixed(2)}`;
        for (let v = v0; v <= v1 + 0.01; v += (v1 - v0) / 3)
          grid += `M${u0.toFixed(2)} ${v.toFixed(2)}H${u1.toFixed(2)}`;
        const c = 1.2;
        const corners = `M${u0} ${v0 + c}V${v0}H${u0 + c}M${u1 - c} ${v0}H${u1}V${v0 + c}M${u1} ${v1 - c}V${v1}H${u1 - c}M${u0 + c} ${v1}H${u0}V${v1 - c}`;
        return (
          rect(u0, v0, u1 - u0, v1 - v0, { fill: "#ffffff", "fill-opacity": 0.12 }) +
          path(grid, { fill: "none", stroke: "#ffffff", "stroke-width": 0.12, "stroke-opacity": 0.75 }) +
          path(corners, { fill: "none", stroke: "#ea6a1f", "stroke-width": 0.35 })
        );
      },
      front: (view, _tone, plan) => {
        // The drone hovers above the roof, its beam on the marked area.
        const roof = plan.main.roof.faces[0];
        if (!roof) return "";
        const b = faceBounds(roof);
        const span = b.top1 - b.top0;
        const toScreen = (u: number, v: number) => {
          const f = roof.frame;
          return project(view, [
            f.o[0] + f.u[0] * u + f.v[0] * v,
            f.o[1] + f.u[1] * u + f.v[1] * v,
            f.o[2] + f.u[2] * u + f.v[2] * v,
          ]);
        };
        const a = toScreen(b.top0 + span * 0.35, b.v1 - 1.2);
        const bb = toScreen(b.top0 + span * 0.75, b.v1 - 1.2);
        const [cx, cy] = toScreen(b.top0 + span * 0.62, b.v0 - 12);
        return drone(doc, cx, Math.max(frame.height * 0.2, cy - view.s * 10), view.s * 14, [a, bb]);
      },
    },
  );
}

function insurancePoster(doc: SvgDoc, frame: Frame2D): string {
  const rng = new Rng(88);
  const scene = houseScene(
    doc,
    frame,
    {
      stories: 1,
      roof: { material: "architectural-shingle", color: "#55595f" },
      wallColor: "#efe6d6",
      time: "day",
      seed: 5151,
    },
    { noMirror: true, yard: false, fill: 0.6, centerAt: 0.36, groundAt: 0.84, palms: 1 },
  );
  const w = frame.width * 0.27;
  const x = frame.width * 0.67;
  const y = frame.height * 0.2;
  return scene + clipboard(doc, x, y, w, 6, rng) + pen(x - w * 0.12, y + w * 1.32, w * 0.55, -28);
}
