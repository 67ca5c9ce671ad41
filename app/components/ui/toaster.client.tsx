import { type CSSProperties, useEffect } from "react";
import { toast, Toaster } from "sonner";
import type { ToastMessage } from "./toasts";

/** sonner's rich colours with text dark enough for WCAG AA (its defaults are about 4:1 on their tints). */
const RICH_COLORS_AA = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--error-text": "hsl(0, 100%, 38%)",
} as CSSProperties;

/** The sonner toaster, loaded on demand by `toasts.tsx`. */
export default function LazyToaster({ onReady }: { onReady: (show: (message: ToastMessage) => void) => void }) {
  useEffect(() => {
    onReady(({ kind, title, description }) => {
      if (kind === "error") toast.error(title, { description });
      else toast.success(title, { description });
    });
  }, [onReady]);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={6000}
      style={RICH_COLORS_AA}
      toastOptions={{ classNames: { title: "text-base font-semibold", description: "text-sm" } }}
    />
  );
}
