import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { MAP_FRAME_ORIGINS } from "~/lib/map-embed.server";
import { decodedPath, PRIVATE_PATH } from "~/lib/private-pages";
import { type TagSources, withExtraOrigins } from "~/lib/tag-manager";

const HSTS = "max-age=63072000; includeSubDomains";
const REFERRER_POLICY = "strict-origin-when-cross-origin";
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * Headers for every response, first thing: MIME sniffing off, HTTPS only, the referrer and
 * permissions policies, and a CSP that forbids everything with a same-origin resource policy.
 * That is right as it stands for static files and redirects (never documents that run code);
 * pages and API answers then get the full policy below in its place.
 */
export const baseSecurityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Strict-Transport-Security", HSTS);
  // A private page's address holds its token: no Referer leaves it, whatever its answer.
  // A path that does not decode reaches no page, private or not; it is kept private all the same.
  res.setHeader(
    "Referrer-Policy",
    PRIVATE_PATH.test(decodedPath(req.path) ?? "/quote") ? "no-referrer" : REFERRER_POLICY,
  );
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};

/**
 * A fresh nonce per response, for the inline scripts of a page rendered per request. Prerendered
 * pages need none: their scripts are allowed by hash.
 */
export const cspNonce: RequestHandler = (_req, res, next) => {
  if (!res.locals.prerendered) res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

type Locals = { locals: { cspNonce?: string; prerendered?: { scriptHashes: string[] } } };

/** This response's inline scripts: the prerendered page's hashes, or the nonce. */
function inlineScriptSources(res: Locals): string {
  const page = res.locals.prerendered;
  return page ? page.scriptHashes.join(" ") : `'nonce-${res.locals.cspNonce}'`;
}

/**
 * Security headers. Scripts run only from this origin, or inline with this response's nonce or a
 * prerendered page's hashes; frames only from the map service; nothing may frame the site. Styles
 * allow inline because the toast library injects its stylesheet at run time and components set
 * style attributes; neither can run script. With a Tag Manager container (`tagManager`, fixed at
 * build time) scripts, images, connections and frames may also go to exactly the origins GTM, GA4
 * and the ad platforms' tags use (tag-manager.ts), and to the owner's `extraOrigins`
 * (CSP_EXTRA_ORIGINS); without one, to none of them: only a container's tags would use them.
 */
export function securityHeaders(
  options: { mediaOrigins?: readonly string[]; tagManager?: string; extraOrigins?: readonly string[] } = {},
): RequestHandler[] {
  const tags: TagSources = options.tagManager
    ? withExtraOrigins(options.extraOrigins ?? [])
    : { script: [], img: [], connect: [], frame: [] };
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => inlineScriptSources(res as unknown as Locals), ...tags.script],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...tags.img],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...tags.connect],
          mediaSrc: ["'self'", ...(options.mediaOrigins ?? [])],
          frameSrc: [...MAP_FRAME_ORIGINS, ...tags.frame],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          manifestSrc: ["'self'"],
          // The proof of work's solver (components/forms/proof-of-work.ts) runs in a worker of ours.
          workerSrc: ["'self'"],
        },
      },
      // Set for every response by baseSecurityHeaders (so is Permissions-Policy).
      strictTransportSecurity: false,
      xContentTypeOptions: false,
      // Set for every response by baseSecurityHeaders, by path (private pages send none).
      referrerPolicy: false,
      // The map iframe comes from another origin and sends no CORP header.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
    }),
  ];
}
