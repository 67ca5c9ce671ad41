import { execFile } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { buildInfoFor } from "../server/build-info";

/**
 * `npm start` in a folder of its own, with a stand-in `npm` that records the build it is asked for
 * and fails it, and a stand-in server that says it was started.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
/** tsx from this checkout: the folder it runs in has no node_modules. */
const tsx = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const env = { SITE_URL: "https://www.roofs.example" };

function checkout({ recordedAgo }: { recordedAgo: number }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roofing-start-"));
  made.push(dir);
  for (const folder of ["bin", "build/client", "build/server", "build/server-app"])
    mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, "bin/npm"), `#!/bin/sh\necho "$@" >> "${dir}/npm-calls"\nexit 1\n`);
  chmodSync(path.join(dir, "bin/npm"), 0o755);
  writeFileSync(path.join(dir, "build/server/index.js"), "");
  writeFileSync(path.join(dir, "build/server-app/main.js"), 'console.log("SERVING");\n');
  const marker = path.join(dir, "build/build-info.json");
  writeFileSync(marker, JSON.stringify(buildInfoFor(env)));
  const seconds = Date.now() / 1000 - recordedAgo;
  utimesSync(marker, seconds, seconds);
  return {
    dir,
    marker,
    npmCalls: () => (existsSync(`${dir}/npm-calls`) ? readFileSync(`${dir}/npm-calls`, "utf8") : ""),
  };
}

async function start(dir: string, extra: Record<string, string> = {}) {
  return run(process.execPath, ["--import", tsx, path.join(root, "scripts/start.ts")], {
    cwd: dir,
    env: {
      ...process.env,
      ...env,
      ...extra,
      PATH: `${dir}/bin:${process.env.PATH}`,
      TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
    },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("npm start", { timeout: 60_000 }, () => {
  it("serves a build whose record was written after its files", async () => {
    const { dir, npmCalls } = checkout({ recordedAgo: -1 });
    const started = await start(dir);
    expect(started.stdout).toContain("SERVING");
    expect(npmCalls()).toBe("");
  });

  it("builds again when a build failed after writing its files, and the record goes when the build starts", async () => {
    // The record of an earlier build, older than the files a failed build has since written.
    const { dir, marker, npmCalls } = checkout({ recordedAgo: 60 });
    const started = await start(dir);
    expect(npmCalls()).toBe("run build\n");
    expect(started.code).toBe(1);
    expect(started.stdout).not.toContain("SERVING");
    // The failed build left no record: the next start builds again.
    expect(existsSync(marker)).toBe(false);
  });

  it("says which setting is wrong when SITE_URL is not a URL", async () => {
    const { dir, npmCalls } = checkout({ recordedAgo: -1 });
    const started = await start(dir, { SITE_URL: "www.roofs.example" });
    expect(started.code).toBe(1);
    expect(started.stderr.trim()).toBe(
      "SITE_URL must be an absolute URL such as https://www.example.com, got www.roofs.example",
    );
    expect(npmCalls()).toBe("");
  });
});
