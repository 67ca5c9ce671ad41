/** Each drawing of the site as a finished SVG document, from the catalogue. */
import { locatedCities } from "../../app/content/city-locations";
import type { ServiceId } from "../../app/content/services";
import { site } from "../../app/content/site";
import type { Locale } from "../../app/lib/i18n/locale";
import { type Drawing, HERO, type ProjectScene, projectDrawing, SERVICE_AREA_MAPS } from "./catalogue";
import { commercialScene } from "./commercial";
import { heroHome } from "./hero";
import { serviceAreaMap } from "./map";
import { houseScene } from "./scene";
import { servicePoster } from "./services";
import { stormRepairScene } from "./storm";
import { SvgDoc } from "./svg";

export function heroSvg(): string {
  const { width, height, alt } = HERO;
  const doc = new SvgDoc(width, height, alt);
  return doc.render(heroHome(doc, { width, height }));
}

export function serviceSvg(id: ServiceId, drawing: Drawing): string {
  const { width, height, alt } = drawing;
  const doc = new SvgDoc(width, height, alt);
  return doc.render(servicePoster(doc, id, { width, height }));
}

export function projectSvg(project: ProjectScene): string {
  const { width, height, alt } = projectDrawing(project);
  const doc = new SvgDoc(width, height, alt);
  const frame = { width, height };
  const { scene } = project;
  switch (scene.kind) {
    case "house":
      return doc.render(
        houseScene(doc, frame, {
          stories: scene.stories,
          roof: { material: scene.roof, color: scene.roofColor },
          wallColor: scene.wallColor,
          time: scene.time,
          seed: scene.seed,
          mediterranean: scene.roof === "barrel-tile",
        }),
      );
    case "commercial":
      return doc.render(commercialScene(doc, frame, scene, `${project.title} ${alt}`));
    case "storm-repair":
      return doc.render(stormRepairScene(doc, frame, scene));
  }
}

/** The service-area map, its words and title in `locale`'s language. */
export function mapSvg(locale: Locale = "en"): string {
  const { width, height, alt } = SERVICE_AREA_MAPS[locale];
  const doc = new SvgDoc(width, height, alt);
  return doc.render(serviceAreaMap(doc, { cities: locatedCities, office: site.geo, width, height, locale }));
}
