/** Each picture of the site as a finished SVG document, from the content it illustrates. */
import { locatedCities } from "../../app/content/city-locations";
import { images } from "../../app/content/images";
import type { Project } from "../../app/content/projects";
import type { ServiceId } from "../../app/content/services";
import { site } from "../../app/content/site";
import { commercialScene } from "./commercial";
import { heroHome } from "./hero";
import { serviceAreaMap } from "./map";
import { houseScene } from "./scene";
import { servicePoster } from "./services";
import { stormRepairScene } from "./storm";
import { SvgDoc } from "./svg";

export function heroSvg(): string {
  const { width, height, alt } = images.heroHome;
  const doc = new SvgDoc(width, height, alt);
  return doc.render(heroHome(doc, { width, height }));
}

export function serviceSvg(id: ServiceId): string {
  const { width, height, alt } = images.services[id];
  const doc = new SvgDoc(width, height, alt);
  return doc.render(servicePoster(doc, id, { width, height }));
}

export function projectSvg(project: Project): string {
  const { width, height } = project.image;
  const doc = new SvgDoc(width, height, project.alt);
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
      return doc.render(commercialScene(doc, frame, scene, `${project.title} ${project.alt}`));
    case "storm-repair":
      return doc.render(stormRepairScene(doc, frame, scene));
  }
}

export function mapSvg(): string {
  const { width, height, alt } = images.serviceAreaMap;
  const doc = new SvgDoc(width, height, alt);
  return doc.render(serviceAreaMap(doc, { cities: locatedCities, office: site.geo, width, height }));
}
