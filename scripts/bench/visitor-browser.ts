import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";

/**
 * Chromium for visitors measured against a server on the same machine, at the server's priority.
 * Run as root, Chromium raises its browser and GPU processes to nice -8; on two shared cores that
 * starves the server beside it (its event loop stalled 0.3-1.5 s at a time while four visitors
 * answered the wizard), a contest that does not exist where each visitor's browser runs on their own
 * phone. Started without the capability to raise its priority (`setpriv`), Chromium shares the cores
 * with the server on equal terms. Elsewhere (not root, or no `setpriv`) it is launched as it is.
 */
export async function launchVisitorBrowser(): Promise<Browser> {
  const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const canDrop = process.getuid?.() === 0 && spawnSync("setpriv", ["--version"]).status === 0;
  if (!canDrop) return chromium.launch({ executablePath: executable });
  const dir = mkdtempSync(path.join(os.tmpdir(), "visitor-browser-"));
  const wrapper = path.join(dir, "chromium");
  const quoted = `'${executable.replaceAll("'", `'\\''`)}'`;
  writeFileSync(wrapper, `#!/bin/sh\nexec setpriv --bounding-set -sys_nice ${quoted} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ executablePath: wrapper }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  browser.on("disconnected", () => rmSync(dir, { recursive: true, force: true }));
  return browser;
}
