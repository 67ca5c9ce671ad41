import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

/**
 * Every npm script runs on the Node.js that package.json names: npm puts node_modules/.bin first on
 * the PATH, and the optional `node-<platform>` packages put a Node.js 24 there, whatever Node.js
 * the machine has (this one's own is 20, past its end of life).
 */

const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const major = (version: string) => /^v?(\d+)\./.exec(version.trim())?.[1];
const wanted = /^>=(\d+)\./.exec(engines.node)?.[1];

it("package.json asks for Node.js 24, and the tests run on it", () => {
  expect(wanted).toBe("24");
  expect(major(process.version)).toBe(wanted);
});

it("a script run through npm, and TypeScript run by tsx, get the same Node.js", () => {
  expect(major(execFileSync("npm", ["exec", "--", "node", "--version"], { encoding: "utf8" }))).toBe(wanted);
  const tsx = execFileSync("npm", ["exec", "--", "tsx", "-e", "console.log(process.version)"], { encoding: "utf8" });
  expect(major(tsx)).toBe(wanted);
});
