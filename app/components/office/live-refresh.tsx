import { useEffect, useRef } from "react";
import { officePaths } from "~/lib/office/office-paths";
import { useReload } from "./use-reload";

/** After a stream is refused or lost for good (a server stopping, a sign-in expired), the next try. */
const RETRY_MS = 5_000;

/**
 * Keeps the page's data current while it is open: the server's event stream says something changed
 * (a new lead on any server, a delivery sent), and the page's loaders run again. The browser
 * reconnects a dropped stream itself; one it was refused is retried here after a reload of the data,
 * which sends a signed-out owner to the sign-in page.
 */
export function LiveRefresh() {
  const reload = useReload();
  const refresh = useRef(reload);
  useEffect(() => {
    refresh.current = reload;
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let retry: number | undefined;
    let done = false;
    let opened = 0;
    const open = () => {
      source = new EventSource(officePaths.api.events);
      // Whatever changed while the stream was down shows too.
      source.addEventListener("open", () => {
        if (opened++ > 0) void refresh.current();
      });
      source.addEventListener("change", () => void refresh.current());
      source.addEventListener("signed-out", () => {
        source?.close();
        void refresh.current();
      });
      source.addEventListener("error", () => {
        if (done || source?.readyState !== EventSource.CLOSED) return;
        retry = window.setTimeout(() => {
          void refresh.current();
          open();
        }, RETRY_MS);
      });
    };
    open();
    return () => {
      done = true;
      source?.close();
      window.clearTimeout(retry);
    };
  }, []);
  return null;
}
