/** The first step of `npm run build`: content that does not match its schema stops the build. */
import { checkContent } from "../app/content/check-content";
import { blogSlugsOnDisk } from "../app/content/blog-files.server";
import { cityProfiles } from "../app/content/city-profiles.server";

const problems = checkContent();
if (problems.length > 0) {
  console.error(`Content check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `Content check passed (${Object.keys(cityProfiles).length} city profiles, ${blogSlugsOnDisk().length} blog articles).`,
);
