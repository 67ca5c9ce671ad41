import type { ServiceId } from "./services";

/**
 * The site's pictures. A photo is a file in `app/content/photos/` (JPEG, PNG, WebP or AVIF, as
 * it came from the phone or camera), named here or in the content it belongs to, with its alt
 * text; the build makes every size and format of it. An entry that names no photo shows its
 * drawing from `app/content/photos/drawings/`, whose alt text is the drawing's own title.
 * Files named `sample-*` are sample photographs made from the drawings, to be replaced.
 */
export type PhotoRef = { file: string; alt: string };

/** Where the photos are, from the repository root. */
export const PHOTOS_DIR = "app/content/photos";

/** The drawing each kind of entry falls back to, as a path inside the photos folder. */
export const drawingFor = {
  homeHero: "drawings/hero-home.svg",
  serviceAreaMap: "drawings/service-area-map.svg",
  /** The same map with its words and title (its alt) in Spanish, for the Spanish page. */
  serviceAreaMapEs: "drawings/service-area-map-es.svg",
  service: (id: ServiceId) => `drawings/services/${id}.svg`,
  project: (slug: string) => `drawings/projects/${slug}.svg`,
} as const;

/** The home page's hero. */
export const homeHeroPhoto: PhotoRef | undefined = {
  file: "sample-hero-home.jpg",
  alt: "A two-story Florida home with a new charcoal shingle roof at golden hour, palm trees beside it",
};
/** What the Spanish home page says of it. */
export const homeHeroAltEs =
  "Una casa de dos pisos en Florida con techo nuevo de tejas color carbón al atardecer, con palmeras al lado";

/** Each service's photo: its card, and the hero of its page. */
export const servicePhotos: Record<ServiceId, PhotoRef | undefined> = {
  "residential-roofing": {
    file: "sample-residential-roofing.jpg",
    alt: "A Florida ranch home with a freshly installed architectural shingle roof",
  },
  "commercial-roofing": {
    file: "sample-commercial-roofing.jpg",
    alt: "A low-slope commercial building with a white TPO membrane roof and rooftop units",
  },
  "storm-damage": {
    file: "sample-storm-damage.jpg",
    alt: "A home with a blue tarp over storm-damaged shingles under dark clouds",
  },
  "roof-repair": {
    file: "sample-roof-repair.jpg",
    alt: "Close view of new shingles and flashing replacing a damaged section of roof",
  },
  "roof-inspection": {
    file: "sample-roof-inspection.jpg",
    alt: "A drone above a tile roof during a roof inspection",
  },
  "emergency-services": {
    file: "sample-emergency-services.jpg",
    alt: "A roofing truck with its lights on at night beside a home with a tarped roof",
  },
  "insurance-help": {
    file: "sample-insurance-help.jpg",
    alt: "A clipboard with a roof damage report and photos beside a house",
  },
};

/**
 * The same photos described in Spanish, for the Spanish pages. A photo replaced above needs its
 * Spanish words replaced here too; a service without a photo shows its drawing under the drawing's title.
 */
export const servicePhotoAltEs: Record<ServiceId, string> = {
  "residential-roofing": "Una casa de un piso en Florida con un techo nuevo de tejas asfálticas arquitectónicas",
  "commercial-roofing": "Un edificio comercial de techo plano con membrana TPO blanca y equipos en el techo",
  "storm-damage": "Una casa con una lona azul sobre tejas dañadas por la tormenta bajo nubes oscuras",
  "roof-repair": "Vista de cerca de tejas y tapajuntas nuevos que reemplazan una parte dañada del techo",
  "roof-inspection": "Un dron sobre un techo de teja durante una inspección de techo",
  "emergency-services":
    "Un camión de techado con las luces encendidas de noche junto a una casa con el techo cubierto con lona",
  "insurance-help": "Una tabla con un informe de daños del techo y fotos junto a una casa",
};
