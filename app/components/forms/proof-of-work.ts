/**
 * The page's proof of work (lib/spam.ts): a challenge from the server, solved in a worker so no tap
 * ever waits on it, started when the visitor begins on a form. Each solution is good for one
 * submission. Nothing here is loaded before a form is used, and the solver's code (altcha-lib)
 * lives in the worker's own file.
 */

/** How long a submission waits for its proof before it goes without (marked Possible Spam, never refused). */
const WAIT_MS = 8_000;
/** The server's challenges live an hour: an older solution is replaced before it is sent. */
const FRESH_MS = 50 * 60_000;

/**
 * `askedAt`: when the challenge was asked for, which is when its hour began. A phone that sleeps
 * while solving finishes hours later with a challenge already expired.
 */
type Proof = { payload: string; askedAt: number };

let next: Promise<Proof | undefined> | undefined;

/** User Timing marks: when each proof was asked for and solved (the benchmark reads them). */
const MARK = { asked: "proof-of-work:asked", solved: "proof-of-work:solved" } as const;

async function solve(): Promise<Proof | undefined> {
  let worker: Worker | undefined;
  const askedAt = Date.now();
  performance.mark(MARK.asked);
  try {
    // The worker starts while the challenge is on its way. It is listened to from the start: a
    // worker that cannot load (a tab open across a deploy) says so once, perhaps before the challenge
    // arrives, and the form must not then wait for an answer that will never come.
    const solving = (worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" }));
    const answer = new Promise<unknown>((resolve, reject) => {
      solving.onmessage = (event: MessageEvent) => resolve(event.data);
      solving.onerror = reject;
    });
    // Answered below; when the challenge does not come either, the failure is simply dropped.
    answer.catch(() => undefined);
    const response = await fetch("/api/proof-of-work", { headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const challenge: unknown = await response.json();
    solving.postMessage(challenge);
    const solution = await answer;
    if (!solution) return undefined;
    performance.mark(MARK.solved);
    return { payload: btoa(JSON.stringify({ challenge, solution })), askedAt };
  } catch {
    return undefined;
  } finally {
    worker?.terminate();
  }
}

/** Starts solving in the background, unless a solution is ready or on its way. */
export function prepareProof(): void {
  if (next) return;
  const solving = solve();
  next = solving;
  // An attempt that failed (a network hiccup, the server restarting) is not kept: the next use asks again.
  void solving.then((proof) => {
    if (!proof && next === solving) next = undefined;
  });
}

/**
 * A solution for one submission: the one prepared, or one solved now when that one failed or has
 * grown old. Without one in time (no worker, the network down) it answers undefined, and the
 * submission goes without.
 */
export async function takeProof(): Promise<string | undefined> {
  const deadline = Date.now() + WAIT_MS;
  const inTime = (solving: Promise<Proof | undefined>) =>
    Promise.race([solving, new Promise<undefined>((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
  prepareProof();
  const pending = next!;
  next = undefined;
  const proof = await inTime(pending);
  if (proof && Date.now() - proof.askedAt < FRESH_MS) return proof.payload;
  return (await inTime(solve()))?.payload;
}
