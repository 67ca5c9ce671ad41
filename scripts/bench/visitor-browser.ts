import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";

/**
 * Chromium for visitors measured against a server on the same machine, below the server's priority:
 * each visitor's browser runs on their own phone, and the server's cores are its own. Run as root,
 * Chromium raises its browser and GPU processes to nice -8, and on two shared cores that starved the
 * server beside it (its event loop stalled 0.3-1.5 s at a time while four visitors answered the
 * wizard). Started without the capability to raise its priority (`setpriv`) it still outnumbers the
 * server, thread for thread: at equal priority the server, using a sixth of a core, still waited up
 * to a second at a time for one. So Chromium runs at nice 10, and takes whatever the server leaves.
 * Elsewhere (not root, or no `setpriv`) it is launched as it is.
 */
export async function launchVisitorBrowser(): Promise<Browser> {
  const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const canDrop = process.getuid?.() === 0 && spawnSync("setpriv", ["--version"]).status === 0;
  if (!canDrop) return chromium.launch({ executablePath: executable });
  const dir = mkdtempSync(path.join(os.tmpdir(), "visitor-browser-"));
  const wrapper = path.join(dir, "chromium");
  const quoted = `'${executable.replaceAll("'", `'\\''`)}'`;
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n 10 setpriv --bounding-set -sys_nice ${quoted} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({ executablePath: wrapper }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  browser.on("disconnected", () => rmSync(dir, { recursive: true, force: true }));
  return browser;
}
