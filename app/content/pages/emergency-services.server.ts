import { Camera, PhoneCall, Timer } from "lucide";
import { figures } from "~/content/figures";
import type { EmergencyServicesPage } from "~/content/schemas";
import { site } from "~/content/site";

const response = `${figures.emergencyResponseHours.min}-${figures.emergencyResponseHours.max} hours`;

export const emergencyServicesPage: EmergencyServicesPage = {
  serviceId: "emergency-services",
  seo: {
    title: `24/7 Emergency Roof Repair | ${site.name}`,
    description: `Emergency roof repair across Tampa Bay, day or night: leaks, tarping, storm and tree damage. A crew is typically on site within ${response}.`,
  },
  hero: {
    eyebrow: "24/7 emergency service",
    title: "Emergency roof repair, any hour of the day or night",
    lead: "A leak at 2 a.m., a limb through the roof, shingles peeling off in a squall: call us and a real person answers, then a crew comes to stop the water and protect your home.",
    points: [`On site in ${response}, typically`, "Answered by people, not a machine", "Nights, weekends and holidays"],
  },
  banner: {
    title: "Open 24 hours a day, 7 days a week",
    text: "Storms don't keep office hours, and neither does our emergency line. Crews are on call nights, weekends and holidays.",
  },
  services: {
    eyebrow: "Emergency services",
    title: "What we handle in an emergency",
    items: [
      {
        title: "Emergency leak repair",
        text: "We find where the water gets in and seal it, so the ceiling and insulation stop soaking up rain.",
      },
      {
        title: "Emergency roof tarping",
        text: "Heavy-duty tarps fastened and battened to hold through the next storm, not flap off in the first gust.",
      },
      {
        title: "Storm and wind damage",
        text: "Blown-off shingles, lifted tiles and torn underlayment secured before the next band of rain arrives.",
      },
      {
        title: "Fallen tree and limb damage",
        text: "We work with the tree crew, then close the opening in the deck so the house is weathertight again.",
      },
      {
        title: "Hail damage",
        text: "Punctures and cracked roofing found, sealed and photographed for your claim.",
      },
      {
        title: "Emergency dry-in",
        text: "Exposed decking covered with underlayment or membrane to keep water out until the permanent repair.",
      },
      {
        title: "Flashing, vent and ridge blow-offs",
        text: "Loose metal and ridge caps secured before they tear more of the roof loose.",
      },
      {
        title: "Insurance claim documentation",
        text: "Photos and notes taken on the first visit, when the damage is freshest.",
      },
    ],
  },
  whenToCall: {
    eyebrow: "When to call",
    title: "Call the emergency line when you see",
    lead: "If part of the roof or a ceiling is sagging, or you smell gas or see sparks, get everyone out and call 911 first.",
    items: [
      { title: "Water dripping through a ceiling or light fixture" },
      { title: "Missing shingles or bare decking after a storm" },
      { title: "A tree or large limb on the roof" },
      { title: "A ceiling or roofline that has started to sag" },
      { title: "Flashing, vents or ridge caps blown loose" },
      { title: "Storm damage that needs documenting before cleanup" },
    ],
  },
  process: {
    eyebrow: "Our process",
    title: "From your call to a permanent fix",
    steps: [
      {
        title: "Immediate Response",
        text: `A person answers, asks the right questions and dispatches a crew, typically on site within ${response}.`,
      },
      {
        title: "Damage Assessment",
        text: "We find where water is getting in, check the deck and the attic, and photograph everything for your records.",
      },
      {
        title: "Emergency Mitigation",
        text: "Tarping, dry-in or a temporary repair that stops the water and keeps your home safe until the permanent work.",
      },
      {
        title: "Permanent Solution",
        text: "A written estimate for the lasting repair or replacement, then the work itself, permitted and done to code.",
      },
    ],
  },
  features: {
    eyebrow: "Why call us",
    title: "Help that arrives when it matters",
    cards: [
      {
        icon: Timer,
        title: `Typically on site in ${response}`,
        text: `Crews on call across Hillsborough, Pasco and Pinellas counties, dispatched from our ${site.address.city} office.`,
      },
      {
        icon: PhoneCall,
        title: "Real people, around the clock",
        text: "No call center and no voicemail maze: you talk to someone who can send a crew.",
      },
      {
        icon: Camera,
        title: "Documented for your insurer",
        text: "Photos and notes from the first visit, so your claim starts with evidence, not memory.",
      },
    ],
  },
  faq: {
    title: "Emergency roofing questions",
    faqs: [
      {
        question: "What counts as a roofing emergency?",
        answer:
          "Anything that lets water in now or threatens to: an active leak, missing roofing after a storm, a tree or limb on the roof, or loose metal that wind could tear away. If in doubt, call; we will tell you honestly whether it can wait until morning.",
      },
      {
        question: "How fast can you get to me?",
        answer: `A crew is typically on site within ${response} of your call. After a major storm, when many homes are hit at once, we work through calls in order of urgency and keep you updated on timing.`,
      },
      {
        question: "Does insurance cover emergency tarping?",
        answer:
          "Most policies expect you to take reasonable steps to prevent further damage after a covered loss, and emergency tarping is commonly part of the claim. Keep our invoice and photos with your claim paperwork; your insurer decides what is covered.",
      },
      {
        question: "What should I do while I wait for the crew?",
        answer:
          "Stay off the roof. Move valuables and electronics away from the leak, catch drips in buckets, and turn off power to wet areas if you can do it safely from the breaker panel. Take photos of the damage inside and out.",
      },
    ],
  },
  cta: {
    title: "Roof emergency? Call our emergency line now",
    text: `Day or night, a person answers and a crew is typically on site within ${response}.`,
  },
};
