import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildInfoFor } from "../server/build-info";

/** The build's last step, on a one-page build of its own (the real one takes minutes). */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
/** tsx from this checkout: the folder it runs in has no node_modules. */
const tsx = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const env = { SITE_URL: "https://www.roofs.example" };
const OFFICE_CHUNK = "assets/office-Ab12.js";

/** A build's client folder with one page, naming the office's chunk or not, and an earlier build's record. */
function build({ pageNamesOffice }: { pageNamesOffice: boolean }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-postbuild-"));
  made.push(dir);
  mkdirSync(path.join(dir, "build/client/assets"), { recursive: true });
  writeFileSync(path.join(dir, "build/client/assets/entry-Cd34.js"), "export {};\n");
  writeFileSync(path.join(dir, "build/client", OFFICE_CHUNK), "export {};\n");
  writeFileSync(path.join(dir, "build/client/office-chunks.json"), JSON.stringify([OFFICE_CHUNK]));
  const manifest = { entry: { module: "/assets/entry-Cd34.js", imports: [] }, routes: {} };
  writeFileSync(
    path.join(dir, "build/client/index.html"),
    `<!DOCTYPE html><html><head>${pageNamesOffice ? `<link rel="modulepreload" href="/${OFFICE_CHUNK}">` : ""}</head>` +
      `<body><script>window.__reactRouterManifest = ${JSON.stringify(manifest)};window.__reactRouterRouteModules = {};</script></body></html>`,
  );
  const marker = path.join(dir, "build/build-info.json");
  writeFileSync(marker, JSON.stringify({ ...buildInfoFor(env), siteUrl: "https://earlier.example" }));
  return { dir, marker };
}

const postbuild = (dir: string) =>
  run(process.execPath, ["--import", tsx, path.join(root, "scripts/postbuild.ts")], {
    cwd: dir,
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe("postbuild", { timeout: 60_000 }, () => {
  it("records the build last, once its checks have passed", async () => {
    const { dir, marker } = build({ pageNamesOffice: false });
    const done = await postbuild(dir);
    expect(done.code, done.stderr).toBe(0);
    expect(JSON.parse(readFileSync(marker, "utf8"))).toEqual(buildInfoFor(env));
  });

  it("leaves no record of a build that fails a check, not even the earlier build's", async () => {
    const { dir, marker } = build({ pageNamesOffice: true });
    const failed = await postbuild(dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`/: names the office's /${OFFICE_CHUNK}`);
    expect(existsSync(marker)).toBe(false);
  });
});
