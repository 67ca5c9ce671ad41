/**
 * The business, in one place. Every page, the structured data and the server read it from here:
 * no component repeats a phone number, an address or an hour as a literal.
 */

export type { Site } from "./schemas";
import type { Site } from "./schemas";

export const site: Site = {
  name: "Suncoast Family Roofing",
  legalName: "Suncoast Family Roofing, Inc.",
  tagline: "Family-owned Tampa Bay roofers since 1987",
  taglineEs: "Empresa familiar de techos en Tampa Bay desde 1987",
  founded: 1987,
  phone: { display: "(813) 555-0142", e164: "+18135550142" },
  email: "office@suncoastfamilyroofing.example",
  address: {
    street: "11515 Pyramid Dr",
    city: "Odessa",
    region: "FL",
    postalCode: "33556",
    country: "US",
  },
  geo: { latitude: 28.1836, longitude: -82.5843 },
  license: "CCC1334782",
  hours: {
    display: "Mon-Fri 8:00 am-5:00 pm",
    displayEs: "lun-vie 8:00 a.m.-5:00 p.m.",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "17:00",
  },
  emergency: { display: "24/7 emergency line", responseTime: "2-4 hours" },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/suncoastfamilyroofing.example" },
    { name: "Instagram", url: "https://www.instagram.com/suncoastfamilyroofing.example" },
    { name: "YouTube", url: "https://www.youtube.com/@suncoastfamilyroofing.example" },
  ],
  serviceRegion: "Tampa Bay",
  timeZone: "America/New_York",
};

export const addressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
