import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { leadsCommand } from "../../scripts/leads-command";

/** What `npm run leads -- ...` printed, and its exit code (2: the owner's mistake, on stderr). */
export type LeadsOutcome = { code: number; stdout: string; stderr: string };

/**
 * The lead inbox's command, run in this process: the same parsing, database access (through the
 * running server's admin socket for the embedded database) and printing as `npm run leads`,
 * without the seconds a process of its own takes to compile it.
 */
export async function leads(args: string[], env: NodeJS.ProcessEnv): Promise<LeadsOutcome> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await leadsCommand(
    args,
    { ...process.env, ...env },
    {
      log: (line) => stdout.push(`${line}\n`),
      error: (line) => stderr.push(`${line}\n`),
      write: (text) => stdout.push(text),
    },
  );
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}

const run = promisify(execFile);

/** The same command as a process of its own, as the owner runs it (one test per command does). */
export async function leadsProcess(args: string[], env: NodeJS.ProcessEnv): Promise<LeadsOutcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}
