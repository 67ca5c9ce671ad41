import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { HeaderQuoteBar } from "~/components/forms/header-quote-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { ShellData } from "~/content/shell";
import { shellFor } from "~/content/shell.server";
import { site } from "~/content/site";
import { Toasts } from "~/components/ui/toasts";
import { languageTag, localeOfPath } from "~/lib/i18n/locale";
import { useNonce } from "~/lib/nonce";
import { pagePathOf } from "~/lib/paths";

/** Only a page that fails needs these: they load with it, not with every page. */
const NotFound = lazy(() => import("~/components/not-found").then((m) => ({ default: m.NotFound })));
const ServerError = lazy(() => import("~/components/server-error").then((m) => ({ default: m.ServerError })));

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The shell's words and links in the page's language (its URL's: /es is Spanish). */
export function loader({ url }: Route.LoaderArgs): ShellData {
  const pathname = pagePathOf(url);
  return shellFor(pathname, localeOfPath(pathname));
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Undefined when the root loader failed, or on the error page of a refused post (no loader runs
  // then): that page is in English.
  const shell = useRouteLoaderData<typeof loader>("root");
  // Scripts load after the page has painted (defer-scripts.ts); this marks when they have taken
  // over, for tests and for CSS that should only apply once the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={languageTag[shell?.text.locale ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#102a45" />
        <meta name="format-detection" content="telephone=no" />
        {/* The first paint waits for the page's opening section (every page's first screen has
            id="hero"), so it shows the header and the hero together instead of the header alone;
            the rest of the page is laid out after. Browsers without rel=expect ignore it. */}
        <link rel="expect" href="#hero" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-navy-950 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {shell?.text.skipToContent ?? "Skip to main content"}
        </a>
        {children}
        <Toasts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The shell every page shares: header, the page, footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader quoteBar={<HeaderQuoteBar />} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export const meta: Route.MetaFunction = ({ error, loaderData }): MetaDescriptor[] => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title:
        notFound && loaderData
          ? loaderData.text.notFound.metaTitle
          : `${notFound ? "Page not found (404)" : "Something went wrong"} | ${site.name}`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A post refused before any page data loaded (no loader runs then) has no shell to show: the
  // bare answer, and the way home.
  if (!useRouteLoaderData<typeof loader>("root")) {
    return (
      <main id="main" className="container-page py-20">
        <h1 className="text-2xl font-bold">{notFound ? "Page not found (404)" : "Something went wrong"}</h1>
        <p className="mt-4">
          <a href="/" className="font-semibold underline">
            {site.name}
          </a>
        </p>
      </main>
    );
  }
  return (
    <Shell>
      <Suspense fallback={null}>{notFound ? <NotFound /> : <ServerError />}</Suspense>
    </Shell>
  );
}
