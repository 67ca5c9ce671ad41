import { type CSSProperties, useEffect } from "react";
import { toast, Toaster } from "sonner";
import { useOptionalUiText } from "~/lib/i18n/use-ui-text";
import type { ToastMessage } from "./toasts";

/** sonner's rich colours with text dark enough for WCAG AA (its defaults are about 4:1 on their tints). */
const RICH_COLORS_AA = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--error-text": "hsl(0, 100%, 38%)",
} as CSSProperties;

/** The sonner toaster, loaded on demand by `toasts.tsx`. */
export default function LazyToaster({ onReady }: { onReady: (show: (message: ToastMessage) => void) => void }) {
  const text = useOptionalUiText()?.toasts;
  useEffect(() => {
    onReady(({ kind, title, description }) => {
      if (kind === "error") return void toast.error(title, { description });
      // Success answers whatever went wrong before: the earlier errors go.
      toast.dismiss();
      toast.success(title, { description });
    });
  }, [onReady]);
  return (
    <Toaster
      // Clear of the header and its menu; on phones, full width within thumb's reach.
      position="bottom-right"
      richColors
      closeButton
      duration={6000}
      // A modal dialog turns pointer events off for the page around it: toasts over it still take
      // a hover (which pauses them), a swipe and a click on their close button.
      style={{ ...RICH_COLORS_AA, pointerEvents: "auto" }}
      containerAriaLabel={text?.region}
      toastOptions={{
        closeButtonAriaLabel: text?.close,
        // The close button at 24 px, the smallest target WCAG 2.2 allows without spacing.
        classNames: { title: "text-base font-semibold", description: "text-sm", closeButton: "size-6!" },
      }}
    />
  );
}
