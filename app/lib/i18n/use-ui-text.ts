import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/content/shell";
import type { UiText } from "~/content/ui-text";

/** What the root loader gives every page: its language's words and the shell's links. */
export function useShell(): ShellData {
  const data = useRouteLoaderData("root") as ShellData | undefined;
  if (!data) throw new Error("The page has no shell data: the root loader did not run");
  return data;
}

/** The shared parts' words in the page's language. */
export function useUiText(): UiText {
  return useShell().text;
}

/** The same, where a page may be the error page of a failed root loader (undefined then). */
export function useOptionalUiText(): UiText | undefined {
  return (useRouteLoaderData("root") as ShellData | undefined)?.text;
}

/** The same in a route's `meta` function, from its matches (the root's data). */
export function uiTextOfMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): UiText | undefined {
  return (matches.find((m) => m?.id === "root")?.loaderData as ShellData | undefined)?.text;
}
