/**
 * After `react-router build`: takes the nonce placeholder out of the prerendered pages, writes
 * brotli and gzip copies of the pages and static files so the server never compresses them per
 * request, fails the build when a page is over its weight budget, and last, once all has passed,
 * records what the build fixed into its pages (build/build-info.json): `npm start` serves a build
 * only with that record.
 */
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { buildInfoFor } from "../server/build-info";
import {
  BUDGETS,
  kb,
  largestChunks,
  measurePages,
  officeChunks,
  officeCodeInPublicPages,
  overBudget,
} from "./page-weight";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const clientDir = "build/client";
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|data|ico)$/;
const infoFile = "build/build-info.json";

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// An earlier build's record goes first: should a step below fail, no record says this build is done.
await rm(infoFile, { force: true });

// Prerendered pages are the same for every visitor: their inline scripts are allowed by hash
// (server/prerendered.ts), so the nonce placeholder the renderer wrote is taken out.
let pageCount = 0;
for await (const file of files(clientDir)) {
  if (path.basename(file) !== "index.html") continue;
  const html = await readFile(file, "utf8");
  const cleaned = html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
  if (cleaned.includes(NONCE_PLACEHOLDER))
    throw new Error(`${file}: the nonce placeholder is used in an unexpected place`);
  await writeFile(file, cleaned);
  pageCount++;
}

const compressible: string[] = [];
for await (const file of files(clientDir)) {
  if (COMPRESSIBLE.test(file) && (await stat(file)).size >= 512) compressible.push(file);
}
// All at once: zlib's asynchronous calls run on libuv's thread pool, so every core compresses (brotli
// at its best quality is most of this step: 28 s on one core for the 269 files).
await Promise.all(
  compressible.map(async (file) => {
    const source = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  }),
);
console.log(`postbuild: ${pageCount} pages finished, ${compressible.length} files precompressed`);

const pages = await measurePages(clientDir);
// The owner's office loads on /office alone: no public page may carry a byte of it.
const office = await officeChunks(clientDir);
const htmlOf = (route: string) => readFileSync(path.join(clientDir, route, "index.html"), "utf8");
const problems = [
  ...overBudget(pages, await largestChunks(clientDir)),
  ...officeCodeInPublicPages(pages, htmlOf, office),
];
if (problems.length > 0) {
  console.error(`Page weight budgets exceeded:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const heaviest = pages.reduce((a, b) => (b.js > a.js ? b : a));
console.log(
  `postbuild: ${pages.length} pages within budget (most script: ${heaviest.path}, ${kb(heaviest.js)} of ${kb(BUDGETS.js)}); none loads the office's ${office.length} chunks`,
);

await writeFile(infoFile, `${JSON.stringify(buildInfoFor(process.env), null, 2)}\n`);
console.log("postbuild: build-info.json written");
