import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseDockerfile, stageEnv } from "../support/dockerfile";
import { headerLead } from "../support/payloads";
import { freePort } from "../support/postgres";

/**
 * The Dockerfile's final image, assembled from this build without Docker: only the files its
 * COPY lines take, and for node_modules only the packages `npm ci --omit=dev --omit=optional`
 * installs (those the lockfile marks neither dev nor optional), linked from this checkout and resolved where they are linked.
 * The server starts with the image's environment and command, passes its health check, serves
 * the site and takes a lead, and stops cleanly on SIGTERM. Here because it needs the build.
 */

/** node_modules as `npm ci --omit=dev --omit=optional` leaves it: the lockfile's production packages alone. */
function productionModules(target: string) {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean }>;
  };
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.slice("node_modules/".length);
    // Top-level packages only: nested ones come inside their parent's folder.
    if (
      !key.startsWith("node_modules/") ||
      name.includes("node_modules/") ||
      entry.dev ||
      entry.devOptional ||
      entry.optional
    )
      continue;
    const link = path.join(target, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.resolve(key), link);
  }
}

test("the final image's files alone serve the site, and stop cleanly", async () => {
  test.setTimeout(120_000);
  const image = parseDockerfile().at(-1)!;
  const root = mkdtempSync(path.join(os.tmpdir(), "roofing-image-"));
  const app = path.join(root, "app");
  mkdirSync(app);
  let server: ChildProcess | undefined;
  try {
    for (const copy of image.instructions.filter((i) => i.op === "COPY")) {
      const [source = "", target = ""] = copy.words;
      const destination = path.join(app, target.endsWith("/") ? path.join(target, path.basename(source)) : target);
      mkdirSync(path.dirname(destination), { recursive: true });
      if (copy.flags.from === "prod-deps") productionModules(destination);
      else cpSync(copy.flags.from ? path.relative("/app", source) : source, destination, { recursive: true });
    }
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      ...stageEnv(image),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(root, "data"),
      LOG_LEVEL: "error",
    };
    const [command, ...args] = image.instructions.find((i) => i.op === "CMD")!.words;
    expect(command).toBe("node");
    const output: string[] = [];
    // Packages resolve their own imports where they are linked, so nothing outside the image is found.
    server = spawn(process.execPath, ["--preserve-symlinks", ...args], { cwd: app, env, stdio: "pipe" });
    server.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server!.once("exit", resolve));

    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    while ((await fetch(`${base}/livez`).catch(() => undefined))?.status !== 200) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start (exit code ${server.exitCode}):\n${output.join("")}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }

    const [healthNode, ...healthArgs] = image.instructions.find((i) => i.op === "HEALTHCHECK")!.words;
    expect(healthNode).toBe("node");
    expect(spawnSync(process.execPath, healthArgs, { env, timeout: 10_000 }).status).toBe(0);

    for (const page of ["/", "/roofing-tampa-fl", "/webhook-config", "/readyz"]) {
      expect((await fetch(`${base}${page}`)).status, `${page}\n${output.join("")}`).toBe(200);
    }
    // Rendered per request (a query string skips the prerendered file) from the build alone.
    const sitemap = await fetch(`${base}/sitemap.xml?utm_source=newsletter`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain("/blog/metal-vs-shingle-roofing</loc>");
    const lead = await fetch(`${base}/api/leads`, {
      method: "POST",
      // Sent from a page: the lead records it among the site's pages.
      headers: { "Content-Type": "application/json", Referer: `${base}/roofing-tampa-fl` },
      body: JSON.stringify(headerLead()),
    });
    expect(lead.status).toBe(201);
    const { id } = (await lead.json()) as { id: string };

    // The owner's lead inbox, as `docker compose exec site-1 npm run leads -- show <id>` runs it.
    const inbox = spawnSync("npm", ["run", "--silent", "leads", "--", "show", id], {
      cwd: app,
      env: { ...env, NODE_OPTIONS: "--preserve-symlinks" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(inbox.status, `${inbox.stdout}${inbox.stderr}`).toBe(0);
    expect(inbox.stdout).toContain(id);
    expect(inbox.stdout).toContain("Header Contact Form");

    server.kill("SIGTERM");
    expect(await exited, output.join("")).toBe(0);
    expect(output.join("")).toBe("");
  } finally {
    if (server?.exitCode === null) server.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  }
});
