/**
 * Checks the city profiles written so far: each against the schema, and every pair for overlap.
 * Usage: npx tsx scripts/check-city-profiles.ts
 */
import { CityProfileSchema, type CityProfiles } from "../app/content/city-profile-schema";
import { hillsboroughNorth } from "../app/content/city-profiles/hillsborough-north.server";
import { hillsboroughSouthEast } from "../app/content/city-profiles/hillsborough-south-east.server";
import { pasco } from "../app/content/city-profiles/pasco.server";
import { pinellas } from "../app/content/city-profiles/pinellas.server";
import { tampa } from "../app/content/city-profiles/tampa.server";
import { resemblance, shingles } from "../app/lib/text-similarity";

const all: CityProfiles = { ...tampa, ...hillsboroughNorth, ...hillsboroughSouthEast, ...pasco, ...pinellas };
let failed = false;
const texts = new Map<string, Set<string>>();
for (const [slug, raw] of Object.entries(all)) {
  const result = CityProfileSchema.safeParse(raw);
  if (!result.success) {
    failed = true;
    console.error(`${slug}: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    continue;
  }
  const p = result.data;
  const text = [
    p.headline,
    ...p.intro,
    p.neighborhoods.join(" "),
    p.housing,
    p.stormExposure,
    p.localNotes,
    ...p.whyChoose,
    ...p.faqs.flatMap((f) => [f.question, f.answer]),
  ].join(" ");
  texts.set(slug, shingles(text));
  console.log(`${slug}: ok, ${text.split(/\s+/).length} words`);
}
const pairs: Array<[string, number]> = [];
const slugs = [...texts.keys()];
for (let i = 0; i < slugs.length; i++)
  for (let j = i + 1; j < slugs.length; j++)
    pairs.push([`${slugs[i]} / ${slugs[j]}`, resemblance(texts.get(slugs[i]!)!, texts.get(slugs[j]!)!)]);
pairs.sort((a, b) => b[1] - a[1]);
console.log(`${Object.keys(all).length} profiles; most similar pairs:`);
for (const [pair, r] of pairs.slice(0, 5)) console.log(`  ${pair}: ${r.toFixed(3)}`);
process.exit(failed ? 1 : 0);
