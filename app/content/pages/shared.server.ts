import { Award, RefreshCw, ShieldCheck, Users, Wallet, Wrench } from "lucide";
import { figures, formatYears } from "~/content/figures";
import type { FeatureCard, RepairOrReplace } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";

/** Copy that several content pages share, written once. */

const [shortTerm, , longTerm] = figures.financing.termsMonths;

export const trustCards = {
  family: {
    icon: Users,
    title: `Family-owned since ${site.founded}`,
    text: `${yearsInBusiness}+ years in ${site.serviceRegion}. The family that founded the company still estimates the jobs and answers for every roof.`,
  },
  licensed: {
    icon: ShieldCheck,
    title: "Licensed & insured",
    text: `Florida certified roofing contractor ${site.license}, with general liability and workers' compensation on every crew.`,
  },
  warranty: {
    icon: Award,
    title: "Warranties that hold up",
    text: "We install to each manufacturer's specification so the material warranty stays valid, and we put our own workmanship warranty in writing.",
  },
  financing: {
    icon: Wallet,
    title: "Financing available",
    text: `Plans from ${shortTerm} to ${longTerm} months, subject to credit approval, so the right roof doesn't have to wait for the perfect month.`,
  },
} satisfies Record<string, FeatureCard>;

const { repairUnderYears, replaceAtYears, lifespanFlorida } = figures;

/** Repair or replace: the rule of thumb /roof-repair and /roofing-101 both state. */
export const repairOrReplace: RepairOrReplace = {
  eyebrow: "Repair or replace?",
  title: "When a repair is enough, and when it isn't",
  lead: `Age and the spread of the damage decide most cases. A shingle roof lasts about ${formatYears(lifespanFlorida.asphalt)} years in Florida sun, so the age of yours matters as much as the leak.`,
  repair: {
    icon: Wrench,
    title: "Repair it when",
    items: [
      `The roof is under ${repairUnderYears} years old`,
      "The damage is isolated: a few shingles or tiles, one flashing, one pipe boot",
      "The decking underneath is dry and solid",
      "Matching materials are still available",
    ],
  },
  replace: {
    icon: RefreshCw,
    title: "Replace it when",
    items: [
      `The roof is ${replaceAtYears}+ years old`,
      "The damage is widespread, or leaks keep coming back in new places",
      "Shingles are curling, cracking or losing granules across whole slopes",
      "Soft or rotted decking shows up in more than one area",
    ],
  },
};
