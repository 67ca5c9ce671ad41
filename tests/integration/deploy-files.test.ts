import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { parse } from "yaml";
import { BUILD_VARIABLES } from "../../server/build-info";
import { KEEP_ALIVE_MS } from "../../server/start";
import { parseDockerfile, stageEnv } from "../support/dockerfile";

/**
 * The deploy files agree with the project: the Dockerfile runs the project's own scripts and ships
 * only the build, and compose.yaml's servers, proxy and settings fit together. Docker itself is
 * not available here; tests/e2e/deploy.spec.ts runs what the final image holds.
 */

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const stages = parseDockerfile();
const final = stages.at(-1)!;
const named = (name: string) => stages.find((s) => s.name === name)!;
const runs = (stage: { instructions: Array<{ op: string; args: string }> }) =>
  stage.instructions.filter((i) => i.op === "RUN").map((i) => i.args);

/** The strings and names a TypeScript file's code holds: never its comments. */
function codeOf(file: string) {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    ts.LanguageVariant.Standard,
    readFileSync(file, "utf8"),
  );
  const strings: string[] = [];
  const names = new Set<string>();
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral)
      strings.push(scanner.getTokenValue());
    else if (token === ts.SyntaxKind.Identifier) names.add(scanner.getTokenValue());
  }
  return { strings, names };
}

describe("the Dockerfile", () => {
  it("installs with the lockfile and builds with the project's own scripts", () => {
    for (const stage of stages) {
      for (const run of runs(stage)) {
        for (const [, script] of run.matchAll(/npm run (\S+)/g)) expect(pkg.scripts, run).toHaveProperty(script!);
        if (/\bnpm (install|i)\b/.test(run))
          throw new Error(`${run}: the image installs with npm ci, as the lockfile says`);
      }
    }
    expect(runs(named("build")).join("\n")).toContain("npm run build");
    expect(runs(named("prod-deps"))).toContain("npm ci --omit=dev --omit=optional --no-audit --no-fund");
    // What the build fixes into the pages is given when the image is built.
    const buildArgs = named("build")
      .instructions.filter((i) => i.op === "ARG")
      .map((i) => i.words[0]);
    expect(buildArgs).toEqual(expect.arrayContaining([...BUILD_VARIABLES]));
  });

  it("ships only the build, its migrations, the article list, the runtime dependencies and the lead inbox's launcher, run by a user without privileges", () => {
    const copies = final.instructions.filter((i) => i.op === "COPY");
    expect(copies.map((c) => [c.flags.from ?? "context", ...c.words])).toEqual([
      ["prod-deps", "/app/node_modules", "./node_modules"],
      ["build", "/app/build", "./build"],
      ["build", "/app/drizzle", "./drizzle"],
      ["build", "/app/app/content/blog", "./app/content/blog"],
      ["context", "package.json", "./"],
      ["context", "scripts/leads.mjs", "./scripts/"],
    ]);
    // `npm run leads` in the image: the launcher, which runs the build's compiled inbox there.
    expect(pkg.scripts.leads).toBe("node scripts/leads.mjs");
    const user = final.instructions.filter((i) => i.op === "USER").at(-1)?.words[0];
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    expect(stageEnv(final)).toMatchObject({ NODE_ENV: "production" });
  });

  it("starts the file the server build writes, as npm start does, and checks its health", () => {
    const cmd = final.instructions.find((i) => i.op === "CMD")!.words;
    expect(cmd).toEqual(["node", "build/server-app/main.js"]);
    expect(codeOf("scripts/start.ts").strings).toContain("build/server-app/main.js");
    expect(codeOf("vite.server.config.ts").strings).toEqual(
      expect.arrayContaining(["build/server-app", "server/main.ts", "[name].js"]),
    );
    const health = final.instructions.find((i) => i.op === "HEALTHCHECK")!;
    expect(health.words.join(" ")).toContain("/healthz");
  });

  it("is sent no installed packages, build output, data or secrets", () => {
    const ignored = readFileSync(".dockerignore", "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "build", "data", "backups", ".env", "*.csv"]));
    // Lead exports (`npm run leads -- export --out leads.csv`) hold homeowners' details: not in git either.
    expect(readFileSync(".gitignore", "utf8").split("\n")).toContain("*.csv");
  });
});

describe("compose.yaml", () => {
  type Service = {
    build?: { context: string; args?: Record<string, string> };
    image?: string;
    environment?: Record<string, string>;
    volumes?: string[];
    stop_grace_period?: string;
  };
  // Compose fills ${NAME} from .env; any value will do here.
  const text = readFileSync("compose.yaml", "utf8").replace(/\$\{(\w+)[^}]*\}/g, (_, name: string) => `x${name}`);
  const compose = parse(text, { merge: true }) as { services: Record<string, Service> };
  const sites = Object.entries(compose.services).filter(([, s]) => s.build?.context === ".");
  const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
  const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1]);

  it("runs two site servers on the PostgreSQL service, behind Caddy", () => {
    expect(sites.map(([name]) => name)).toEqual(["site-1", "site-2"]);
    for (const [, site] of sites) {
      expect(new URL(site.environment!.DATABASE_URL!).hostname).toBe("postgres");
    }
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    // What the build fixes into the pages comes from .env when compose builds the image.
    for (const [, site] of sites) expect(Object.keys(site.build!.args!).sort()).toEqual([...BUILD_VARIABLES].sort());
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(sites.map(([name, site]) => `${name}:${site.environment!.PORT}`));
    const mounted = compose.services.caddy!.volumes!.find((v) => v.endsWith(":/etc/caddy/Caddyfile:ro"))!;
    expect(existsSync(mounted.split(":")[0]!)).toBe(true);
  });

  it("has Caddy drop an idle connection to a server before the server does", () => {
    const keepalive = seconds(/transport http \{[^}]*\bkeepalive (\S+)/.exec(caddyfile)![1]!);
    expect(keepalive * 1000).toBeLessThan(KEEP_ALIVE_MS);
  });

  it("trusts the one proxy in front, drains for longer than Caddy takes to notice, and waits for the drain", () => {
    const interval = seconds(/health_interval (\S+)/.exec(caddyfile)![1]!);
    const timeout = seconds(/health_timeout (\S+)/.exec(caddyfile)![1]!);
    expect(caddyfile).toMatch(/health_uri \/readyz\b/);
    const configured = codeOf("app/lib/env.server.ts").names;
    for (const [, site] of sites) {
      const env = site.environment!;
      expect(env.TRUST_PROXY).toBe("1");
      for (const name of Object.keys(env)) expect(configured.has(name), name).toBe(true);
      const drainMs = Number(env.SHUTDOWN_DRAIN_MS);
      expect(drainMs).toBeGreaterThan((interval + timeout) * 1000);
      // server/start.ts gives a stopping server 15 s after its drain before it gives up.
      expect(seconds(site.stop_grace_period!) * 1000).toBeGreaterThanOrEqual(drainMs + 15_000);
    }
  });
});
