import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Twilio's Messages API on 127.0.0.1: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with HTTP Basic auth (account SID and auth token) and a form-encoded body (To, From, Body),
 * answered as Twilio answers: 201 with the message's SID, or an error body with Twilio's code.
 */

export const TWILIO_SID = "AC0123456789abcdef0123456789abcdef";
export const TWILIO_TOKEN = "twilio-token-5e2a";
export const TWILIO_FROM = "+18135550100";

export type TextMessage = { to: string; from: string; body: string; sid: string };
type Answer = { status: number; code?: number; message?: string };

export type FakeTwilio = {
  url: string;
  messages: TextMessage[];
  /** Requests refused for a bad login, a missing field or a body that is not a form. */
  refusals: string[];
  /** The next requests answer with these, in order (Twilio error codes: 21211, 21610; or 429, 500). */
  answerNext(...answers: Answer[]): void;
  close(): Promise<void>;
};

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: TextMessage[] = [];
  const refusals: string[] = [];
  const queue: Answer[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(json));
      };
      const refuse = (status: number, code: number, message: string) => {
        refusals.push(message);
        send(status, { code, message, status });
      };
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`) {
        return refuse(404, 20404, "The requested resource was not found");
      }
      const login = Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString("base64");
      if (req.headers.authorization !== `Basic ${login}`) return refuse(401, 20003, "Authentication Error");
      if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        return refuse(400, 21601, "The body must be form encoded");
      }
      const form = new URLSearchParams(body);
      const to = form.get("To");
      const from = form.get("From");
      const text = form.get("Body");
      if (!to || !from || !text) return refuse(400, 21604, "A 'To', 'From' and 'Body' are required");
      const next = queue.shift();
      if (next) {
        if (next.status === 429) res.setHeader("Retry-After", "0");
        return send(next.status, {
          code: next.code ?? next.status,
          message: next.message ?? "refused",
          status: next.status,
        });
      }
      const sid = `SM${Math.random().toString(16).slice(2).padEnd(32, "0")}`;
      messages.push({ to, from, body: text, sid });
      send(201, { sid, status: "queued", to, from, body: text });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    refusals,
    answerNext: (...answers) => queue.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
