import { lazy, Suspense, useEffect, useState } from "react";

/**
 * Toasts, with the toast library loaded only when the first one is needed (or a form is first
 * used), so it costs nothing on pages where nobody submits anything.
 */
export type ToastMessage = { kind: "success" | "error"; title: string; description?: string };

const Toaster = lazy(() => import("./toaster.client"));

let show: ((message: ToastMessage) => void) | undefined;
let requestMount: (() => void) | undefined;
const waiting: ToastMessage[] = [];

/** Shows a toast: `error` is the destructive style. */
export function notify(message: ToastMessage): void {
  if (show) return show(message);
  waiting.push(message);
  requestMount?.();
}

/**
 * Loads the toast code ahead of need, e.g. when a visitor starts filling a form, and puts its live
 * region on the page: screen readers announce what is added to a region already there, often not a
 * region and its first toast arriving together.
 */
export function preloadToasts(): Promise<unknown> {
  return import("./toaster.client").then(() => requestMount?.());
}

/** Where toasts appear; mounted once, in the document layout. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Toasts are only ever asked for by event handlers, so never before this has run.
    requestMount = () => setMounted(true);
    return () => {
      requestMount = undefined;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        onReady={(fn) => {
          show = fn;
          for (const message of waiting.splice(0)) fn(message);
        }}
      />
    </Suspense>
  );
}
