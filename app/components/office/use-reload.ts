import { useSearchParams } from "react-router";

/**
 * Runs the page's loaders again, keeping its address and scroll. Through useSearchParams' setter:
 * every public page's shared script has it already, and useNavigate or useRevalidator would be one
 * more export in that script for every visitor.
 */
export function useReload(): () => void {
  const [params, setParams] = useSearchParams();
  return () => setParams(params, { replace: true, preventScrollReset: true });
}
