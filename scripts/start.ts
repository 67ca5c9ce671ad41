/**
 * `npm start`: builds when there is no build or when SITE_URL, the map key, the Tag Manager
 * container or roof measurement changed since the last one (all are fixed into the prerendered
 * pages), then runs the production server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildInfoFor, type BuildInfo, sameBuild } from "../server/build-info";

const infoFile = "build/build-info.json";
const wanted = buildInfoFor(process.env);
const built: BuildInfo | undefined =
  existsSync(infoFile) && existsSync("build/server-app/main.js")
    ? (JSON.parse(readFileSync(infoFile, "utf8")) as BuildInfo)
    : undefined;

if (!built || !sameBuild(built, wanted)) {
  console.log(built ? "Configuration changed since the last build: rebuilding." : "No build yet: building the site.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL("build/server-app/main.js").href);
