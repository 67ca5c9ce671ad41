import { ATTRIBUTION_COOKIE } from "~/lib/attribution/attribution.server";
import { asSentByPage } from "./proof";

/** A visitor's browser, as far as cookies go: what the site set, sent back on the next request. */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly userAgent = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1",
  ) {}

  /** Sets a cookie another script would have set (Google's `_ga`, Meta's `_fbp`), or a forged one. */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  get cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }

  /** The attribution cookie's value, as the site last set it. */
  get touches(): URLSearchParams {
    return new URLSearchParams(this.cookies.get(ATTRIBUTION_COOKIE) ?? "");
  }

  /** A page request (GET), as a browser sends it; the answer's attribution cookie is kept. */
  async visit(pathAndQuery: string, { referer }: { referer?: string } = {}) {
    const response = await fetch(`${this.baseUrl}${pathAndQuery}`, {
      headers: {
        "User-Agent": this.userAgent,
        "Accept-Encoding": "br, gzip",
        ...(this.cookieHeader ? { Cookie: this.cookieHeader } : {}),
        ...(referer ? { Referer: referer } : {}),
      },
      redirect: "manual",
    });
    const body = Buffer.from(await response.arrayBuffer());
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`));
    if (setCookie) {
      const value = setCookie.slice(ATTRIBUTION_COOKIE.length + 1).split(";")[0]!;
      this.cookies.set(ATTRIBUTION_COOKIE, value);
    }
    return { response, body, setCookie };
  }

  /**
   * A JSON post from one of the site's pages (`from`: its path), with this visitor's cookies and,
   * as the page's script sends it, a proof of work (tests/support/proof.ts).
   */
  async post(path: string, payload: unknown, { from = "/" }: { from?: string } = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": this.userAgent,
        Referer: `${this.baseUrl}${from}`,
        ...(this.cookieHeader ? { Cookie: this.cookieHeader } : {}),
      },
      body: JSON.stringify(await asSentByPage(this.baseUrl, path, payload)),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
}
