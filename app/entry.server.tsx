import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { deferBootstrap } from "~/lib/defer-scripts";
import { requestOf } from "~/lib/load-context";
import { summarizeError } from "~/lib/error-summary.server";
import { loggedPath } from "~/lib/logger.server";
import { NONCE_PLACEHOLDER, NonceProvider } from "~/lib/nonce";
import { isPrivateRoute } from "~/lib/private-pages";
import { GTM_CONTAINER_ID, withTagManager } from "~/lib/tag-manager";

export const streamTimeout = 5_000;

/**
 * A loader, an action or a render that failed: logged through the server's logger, whose error
 * summary leaves out what a library hangs on an error (a failed query's parameters, a private
 * page's token among them). React Router's own default would print the error whole.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const path = loggedPath(new URL(request.url).pathname);
  const logger = requestOf(context).services?.logger;
  if (logger) logger.error({ err: error, path }, "page failed");
  // The build prerendering a page has no server and no logger.
  else {
    const { type, message, stack } = summarizeError(error);
    console.error("page failed", path, stack ?? `${type}: ${message}`);
  }
};

/**
 * Renders the whole document before answering (`onAllReady`): pages are small, and crawlers,
 * prerendering and visitors without JavaScript all need the complete HTML. In production the
 * scripts are then set to load after the page has painted (see defer-scripts.ts), and a configured
 * Tag Manager container after they have hydrated it (tag-manager.ts), on every page but the
 * private ones.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Without a server context this is the build prerendering the page.
  const nonce = requestOf(loadContext).cspNonce ?? NONCE_PLACEHOLDER;
  // By the route, not by its answer: a private page whose loader failed is still private.
  const privatePage = isPrivateRoute(
    routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
  );

  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            let html = Buffer.concat(chunks).toString("utf8");
            // A bootstrap it does not recognise rejects the request: the build stops at the first
            // prerendered page, and the server answers 500 instead of crashing.
            try {
              if (import.meta.env.PROD && !routerContext.isSpaMode) html = deferBootstrap(html);
              if (GTM_CONTAINER_ID && !privatePage) html = withTagManager(html, GTM_CONTAINER_ID, nonce);
            } catch (error) {
              reject(error);
              return;
            }
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          reject(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
