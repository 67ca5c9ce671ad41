import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import type { ToastMessage } from "./toasts";

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
      toastOptions={{ classNames: { title: "text-base font-semibold", description: "text-sm" } }}
    />
  );
}
