import { readFileSync } from "node:fs";

/**
 * The Dockerfile read as its stages and instructions, so tests can check it against the project
 * and run its steps where Docker is not available.
 */

export type Instruction = {
  /** FROM, RUN, COPY, ENV, USER, HEALTHCHECK, CMD, ... */
  op: string;
  /** Everything after the instruction's name, continuation lines joined. */
  args: string;
  /** `--from=`, `--interval=` and the like, by name. */
  flags: Record<string, string>;
  /** The arguments after the flags: words, or the items of an exec-form JSON array. */
  words: string[];
};

export type Stage = { name: string | undefined; base: string; instructions: Instruction[] };

function parseInstruction(line: string): Instruction {
  const [, op = "", rest = ""] = /^(\S+)\s*([\s\S]*)$/.exec(line.trim()) ?? [];
  const flags: Record<string, string> = {};
  let remaining = rest;
  // HEALTHCHECK's own flags come before its CMD; other instructions put theirs first too.
  for (let flag = /^--([\w-]+)=(\S+)\s+/.exec(remaining); flag; flag = /^--([\w-]+)=(\S+)\s+/.exec(remaining)) {
    flags[flag[1]!] = flag[2]!;
    remaining = remaining.slice(flag[0].length);
  }
  if (op.toUpperCase() === "HEALTHCHECK") remaining = remaining.replace(/^CMD\s+/, "");
  const words = remaining.trim().startsWith("[")
    ? (JSON.parse(remaining) as string[])
    : remaining.trim().split(/\s+/).filter(Boolean);
  return { op: op.toUpperCase(), args: rest, flags, words };
}

export function parseDockerfile(path = "Dockerfile"): Stage[] {
  const logical = readFileSync(path, "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"));
  const stages: Stage[] = [];
  for (const line of logical) {
    const instruction = parseInstruction(line);
    if (instruction.op === "FROM") {
      const [base = "", , name] = instruction.words;
      stages.push({ name, base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The ENV lines of a stage as variables (`ENV A=1 B=2`). */
export function stageEnv(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    stage.instructions
      .filter((i) => i.op === "ENV")
      .flatMap((i) => i.words.map((word) => word.split("=") as [string, string])),
  );
}
