import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Solves one challenge off the page's main thread (proof-of-work.ts), answering null when it cannot. */
self.onmessage = async ({ data }: MessageEvent<Challenge>) => {
  const solution = await solveChallenge({ challenge: data, deriveKey, timeout: 30_000 }).catch(() => null);
  (self as unknown as { postMessage(message: unknown): void }).postMessage(solution);
};
