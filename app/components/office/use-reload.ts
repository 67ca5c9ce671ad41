import { useLocation, useSearchParams } from "react-router";
import { LIVE_REREAD } from "~/lib/office/office-paths";

/**
 * Runs the page's loaders again, keeping its address and scroll. Through useSearchParams' setter:
 * every public page's shared script has it already, and useNavigate or useRevalidator would be one
 * more export in that script for every visitor.
 *
 * The page asks by itself (something changed), so its request carries LIVE_REREAD and the session's
 * idle time runs on; the address bar keeps showing the page's own address (the router's mask).
 */
export function useReload(): () => void {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  return () => {
    const shown = new URLSearchParams(params);
    shown.delete(LIVE_REREAD);
    const marked = new URLSearchParams(shown);
    marked.set(LIVE_REREAD, "1");
    setParams(marked, {
      replace: true,
      preventScrollReset: true,
      mask: `${pathname}${shown.size ? `?${shown}` : ""}`,
    });
  };
}
