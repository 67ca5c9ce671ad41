import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) standing in for the owner's mail
 * provider: it checks the login (or turns every login away for now, as busy providers do), refuses the addresses it is told to with 550 (quoting them), can be stopped and
 * started, and can hold its answer to a message longer than the sender waits. Every message it
 * accepts is parsed with `mailparser`.
 */

export const SMTP_USER = "site";
export const SMTP_PASSWORD = "smtp-secret-81f3";

/** `at`: when the message was accepted (ms since the epoch). */
export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail; raw: string; at: number };

export type FakeSmtp = {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** RCPT TO for these addresses is answered 550 (no such mailbox). */
  refuse(address: string): void;
  /** While on, every login is answered 454 (too many logins, try again later). */
  deferLogins(on: boolean): void;
  /** Each message's final answer waits this long (0 to stop). */
  setDelay(ms: number): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let delayMs = 0;
  let loginsDeferred = false;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authMethods: ["PLAIN", "LOGIN"],
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (loginsDeferred)
          callback(Object.assign(new Error("4.7.0 Too many login attempts, try again later"), { responseCode: 454 }));
        else if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
          callback(null, { user: auth.username });
        else callback(Object.assign(new Error("Invalid login"), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase())) {
          // Worded as real servers word it: the reply quotes the address.
          const reply = `5.1.1 <${address.address}>: Recipient address rejected: No such mailbox`;
          callback(Object.assign(new Error(reply), { responseCode: 550 }));
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const at = Date.now();
          void simpleParser(raw).then(async (mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail, raw, at });
            if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
            callback();
          }, callback);
        });
      },
    });

  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get url() {
      return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    received,
    refuse: (address) => refused.add(address.toLowerCase()),
    deferLogins: (on) => (loginsDeferred = on),
    setDelay: (ms) => (delayMs = ms),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = create();
      await listen();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
