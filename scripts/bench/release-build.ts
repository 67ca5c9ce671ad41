/**
 * The production build of an older release, made once and kept: the commit checked out in a
 * temporary worktree, its own `npm ci` (or `npm install` on its lockfile where npm ci refuses it)
 * and `npm run build`, then what its server needs at run time
 * (the whole tree but `.git`, with its node_modules and build/) moved into
 * `.cache/bench-release-<commit>/` and the worktree removed, so `git worktree list` is as before.
 * A later run finds the cache (its `build/server-app/main.js` and the commit it was made from)
 * and builds nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status})`);
};

const git = (args: string[]) => {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
};

/** The folder holding the release's build, ready to serve with its own server (cwd = this folder). */
export function releaseBuild(commit: string, progress: (line: string) => void = () => {}): string {
  const full = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const short = full.slice(0, 7);
  const dir = path.resolve(".cache", `bench-release-${short}`);
  const stamp = path.join(dir, "bench-release-commit");
  if (
    existsSync(path.join(dir, "build/server-app/main.js")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8").trim() === full
  ) {
    progress(`release ${short}: build found in ${path.relative(process.cwd(), dir)}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  const tree = `${dir}.worktree`;
  if (existsSync(tree)) spawnSync("git", ["worktree", "remove", "--force", tree]);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  progress(`release ${short}: checking out in a temporary worktree, npm ci and npm run build (minutes)`);
  git(["worktree", "add", "--detach", tree, full]);
  try {
    try {
      run("npm", ["ci", "--no-audit", "--no-fund"], tree);
    } catch {
      // 7cee6ec's lockfile lacks some platforms' optional packages (cc22ea9 fixed that the same
      // day), which npm ci refuses; npm install keeps every version the lockfile names.
      progress(`release ${short}: npm ci refused the lockfile, npm install with it instead`);
      run("npm", ["install", "--no-audit", "--no-fund"], tree);
    }
    run("nice", ["-n", "10", "npm", "run", "build"], tree);
    mkdirSync(dir);
    for (const entry of readdirSync(tree))
      if (entry !== ".git") renameSync(path.join(tree, entry), path.join(dir, entry));
    writeFileSync(stamp, `${full}\n`);
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", tree]);
    rmSync(tree, { recursive: true, force: true });
  }
  return dir;
}
