import { loadContext, type RequestContext } from "~/lib/load-context";

/**
 * What React Router hands a route's loader or action for `request`, for calling one directly:
 * the request, its URL, the route's params and the server's context (none while prerendering).
 */
export function routeArgs(request: Request, { params = {}, ...context }: RequestContext & { params?: object } = {}) {
  return { request, url: new URL(request.url), params, pattern: "", context: loadContext(context) } as never;
}
