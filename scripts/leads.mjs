/**
 * `npm run leads`: the lead inbox (scripts/leads.ts), from its source where the dev tools are
 * installed, or compiled by the build where they are not (the Docker image).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
let tsx;
try {
  tsx = createRequire(import.meta.url).resolve("tsx");
} catch {
  // Not installed: a deploy, which has the build.
}
if (tsx) {
  const source = fileURLToPath(new URL("leads.ts", import.meta.url));
  const { status } = spawnSync(process.execPath, ["--import", "tsx", source, ...args], { stdio: "inherit" });
  process.exit(status ?? 1);
} else {
  await import(new URL("../build/server-app/leads.js", import.meta.url).href);
}
