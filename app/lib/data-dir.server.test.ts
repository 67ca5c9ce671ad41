import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { tightenFolder } from "./data-dir.server";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it("tightens a DATA_DIR given as a symbolic link: the folder it names and all in it", async () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "roofing-linked-"));
  made.push(parent);
  const real = path.join(parent, "disk", "site-data");
  mkdirSync(path.join(real, "mail"), { recursive: true });
  writeFileSync(path.join(real, "mail", "owner.eml"), "To: jane@example.com\n");
  for (const [file, mode] of [
    [real, 0o755],
    [path.join(real, "mail"), 0o755],
    [path.join(real, "mail", "owner.eml"), 0o644],
  ] as const)
    chmodSync(file, mode);
  const link = path.join(parent, "data");
  symlinkSync(real, link);

  expect(await tightenFolder(link, { create: true })).toEqual({ tightened: 3, notOurs: 0 });
  expect(statSync(real).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(real, "mail")).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(real, "mail", "owner.eml")).mode & 0o777).toBe(0o600);
});

it("leaves a DATA_DIR that does not exist alone without `create`", async () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "roofing-missing-"));
  made.push(parent);
  expect(await tightenFolder(path.join(parent, "data"), { create: false })).toEqual({ tightened: 0, notOurs: 0 });
});
