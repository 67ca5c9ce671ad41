import type { ServiceId } from "./services";

/**
 * The site's own illustrations. `scripts/generate-images.ts` draws each of them at build time
 * into `public/images/`, at exactly these sizes; pages read size and alt text from here.
 * (Project pictures are listed with their projects in `projects.ts`.)
 */
export type SiteImage = { src: string; width: number; height: number; alt: string };

export const SERVICE_POSTER = { width: 640, height: 400 } as const;

const servicePoster = (id: ServiceId, alt: string): SiteImage => ({
  src: `/images/services/${id}.svg`,
  ...SERVICE_POSTER,
  alt,
});

export const images = {
  heroHome: {
    src: "/images/hero-home.svg",
    width: 1200,
    height: 900,
    alt: "A two-story Florida home with a new charcoal shingle roof at golden hour, palm trees beside it",
  },
  serviceAreaMap: {
    src: "/images/service-area-map.svg",
    width: 1000,
    height: 900,
    alt: "Map of the Tampa Bay area marking the 32 cities we serve in Hillsborough, Pasco and Pinellas counties, with our Odessa office",
  },
  services: {
    "residential-roofing": servicePoster(
      "residential-roofing",
      "A Florida ranch home with a freshly installed architectural shingle roof",
    ),
    "commercial-roofing": servicePoster(
      "commercial-roofing",
      "A low-slope commercial building with a white TPO membrane roof and rooftop units",
    ),
    "storm-damage": servicePoster(
      "storm-damage",
      "A home with a blue tarp over storm-damaged shingles under dark clouds",
    ),
    "roof-repair": servicePoster(
      "roof-repair",
      "Close view of new shingles and flashing replacing a damaged section of roof",
    ),
    "roof-inspection": servicePoster("roof-inspection", "A drone above a tile roof during a roof inspection"),
    "emergency-services": servicePoster(
      "emergency-services",
      "A roofing truck with its lights on at night beside a home with a tarped roof",
    ),
    "insurance-help": servicePoster(
      "insurance-help",
      "A clipboard with a roof damage report and photos beside a house",
    ),
  } satisfies Record<ServiceId, SiteImage>,
} as const;

/** Raster files made from the same drawings, for places that cannot take SVG. */
export const rasterImages = {
  ogDefault: { src: "/images/og-default.png", width: 1200, height: 630 },
  logo: { src: "/images/logo.png", width: 512, height: 512 },
  appleTouchIcon: { src: "/apple-touch-icon.png", width: 180, height: 180 },
  icon192: { src: "/icon-192.png", width: 192, height: 192 },
  icon512: { src: "/icon-512.png", width: 512, height: 512 },
} as const;
