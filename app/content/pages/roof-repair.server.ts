import { Camera, Palette } from "lucide";
import { figures } from "~/content/figures";
import type { RoofRepairPage } from "~/content/schemas";
import { site } from "~/content/site";
import { trustCards } from "./shared.server";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

export const roofRepairPage: RoofRepairPage = {
  serviceId: "roof-repair",
  seo: {
    title: `Roof Repair in Tampa Bay | ${site.name}`,
    description:
      "Leaks, missing shingles, cracked tile and failed flashing repaired by Tampa Bay's family roofers, with honest advice on repairing versus replacing.",
  },
  hero: {
    eyebrow: "Roof repair",
    title: "Roof repairs done right the first time",
    lead: "Most leaks start small: a cracked pipe boot, a lifted shingle, a slipped tile. We find the real source, fix it with matching materials and tell you plainly whether a repair is the smart money.",
    points: ["Leak source found, not guessed", "Shingle, tile, metal and flat roofs", "Photos of every repair"],
  },
  repairs: {
    eyebrow: "Repairs we handle",
    title: "Roof repair services",
    lead: "Every repair starts by tracing the water to where it actually enters, which is often several feet from the stain on your ceiling.",
    items: [
      {
        title: "Leak detection and repair",
        text: "We trace the path from the stain back to the entry point and fix the cause, not the symptom.",
      },
      {
        title: "Shingle replacement",
        text: "Blown-off, creased or cracked shingles replaced and sealed, matched as closely as the market allows.",
      },
      {
        title: "Tile repair and reset",
        text: "Cracked or slipped concrete and clay tiles replaced, and the underlayment beneath checked while they are up.",
      },
      {
        title: "Flashing repair",
        text: "Wall, chimney, skylight and valley flashing re-secured or replaced, the source of many stubborn leaks.",
      },
      {
        title: "Pipe boots and roof vents",
        text: "Sun-cracked rubber boots and rusted vents replaced before they let water into the attic.",
      },
      {
        title: "Flat and low-slope repairs",
        text: "Blisters, split seams and ponding areas on porch and commercial-style roofs repaired with compatible membrane.",
      },
      {
        title: "Soffit and fascia",
        text: "Rotted wood replaced and vented soffit restored so the attic breathes and pests stay out.",
      },
      {
        title: "Storm and impact damage",
        text: `Emergency tarping with a typical response of ${response}, then a permanent repair documented for your insurer.`,
      },
    ],
  },
  signs: {
    eyebrow: "Warning signs",
    title: "Signs your roof needs a repair",
    items: [
      { title: "A water stain on a ceiling or wall" },
      { title: "Drips or damp insulation in the attic" },
      { title: "Shingles or tile pieces in the yard" },
      { title: "Granules collecting in the gutters" },
      { title: "Rust or gaps around flashing and vents" },
      { title: "A musty smell upstairs after rain" },
    ],
  },
  process: {
    eyebrow: "How a repair works",
    title: "Find it, fix it, prove it",
    steps: [
      {
        title: "Find the source",
        text: "We inspect the roof and the attic, trace the water path and show you where it really gets in.",
      },
      {
        title: "Fix it properly",
        text: "Matching materials, new flashing or boots where needed, sealed and fastened to code, not just caulked over.",
      },
      {
        title: "Show you the proof",
        text: "Before and after photos of the repair, and a note on anything else on the roof worth watching.",
      },
    ],
  },
  trust: {
    eyebrow: "Why homeowners call us",
    title: "Small jobs get the same care as big ones",
    cards: [
      {
        icon: Camera,
        title: "Photos of every repair",
        text: "You see what was wrong and what we did, even when you can't get up on the roof yourself.",
      },
      {
        icon: Palette,
        title: "Matched materials",
        text: "We keep relationships with suppliers across Tampa Bay to find the closest shingle and tile matches available.",
      },
      trustCards.licensed,
    ],
  },
  faq: {
    title: "Roof repair questions",
    faqs: [
      {
        question: "Should I repair or replace my roof?",
        answer: `As a rule of thumb, repair a roof under ${figures.repairUnderYears} years old with isolated damage, and consider replacement once it is ${figures.replaceAtYears}+ years old or the damage is widespread. Between those ages the condition of the deck and the shingles decides, and our inspection report tells you which side of the line you are on.`,
      },
      {
        question: "Can you match my existing shingles or tile?",
        answer:
          "Usually closely. Shingle colors change over the years and older tile profiles are discontinued, so we check suppliers and salvage stock before we start and show you the closest match. Where an exact match no longer exists, we say so up front.",
      },
      {
        question: "Will insurance pay for my roof repair?",
        answer:
          "If the damage came from a sudden event such as wind, hail or a falling limb, it may be covered, less your deductible. Leaks from age and wear generally are not. We document the cause in the report so you and your insurer can see which it was.",
      },
      {
        question: "How quickly can you fix a leak?",
        answer: `For an active leak, the emergency line is answered around the clock and a crew is typically on site within ${response} to stop the water. The permanent repair follows as soon as materials and weather allow.`,
      },
    ],
  },
  cta: {
    title: "Got a leak or a loose shingle?",
    text: "Fix it while it is small. Book a free inspection or call and describe what you see.",
  },
};
