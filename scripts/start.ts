/**
 * `npm start`: builds when there is no build or when SITE_URL, the map key, the Tag Manager
 * container or roof measurement changed since the last one (all are fixed into the prerendered
 * pages), then runs the production server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildInfoFor, type BuildInfo, sameBuild } from "../server/build-info";

const infoFile = "build/build-info.json";
/**
 * What a build writes before its record, which comes last, once every check has passed
 * (scripts/postbuild.ts). A record older than any of them is an earlier build's, outlived by a
 * build that failed after writing them: no complete build is there.
 */
const OUTPUTS = ["build/client", "build/server/index.js", "build/server-app/main.js"];

function completeBuild(): BuildInfo | undefined {
  if (!existsSync(infoFile)) return undefined;
  const recorded = statSync(infoFile).mtimeMs;
  if (OUTPUTS.some((file) => !existsSync(file) || statSync(file).mtimeMs > recorded)) return undefined;
  return JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo;
}

let wanted: BuildInfo;
try {
  wanted = buildInfoFor(process.env);
} catch (error) {
  // A setting the build needs, named, rather than a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const built = completeBuild();

if (!built || !sameBuild(built, wanted)) {
  console.log(
    built ? "Configuration changed since the last build: rebuilding." : "No complete build yet: building the site.",
  );
  // Gone until the new build has passed every check: a build that fails never counts as done.
  rmSync(infoFile, { force: true });
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL("build/server-app/main.js").href);
