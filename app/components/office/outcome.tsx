import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * Says what the owner's last action came to ("Status saved.", or why it was not done) so that a
 * screen reader says it too. A form post loads a new page with the message already in it, and a
 * message there from the start is not read out for its role alone: the focus moves to it instead,
 * and Tab goes on from there. Whenever it shows a new message it takes the focus again; the same one
 * drawn again by a live update does not. If the owner has put the focus somewhere before the page's
 * script ran, it stays there.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: ReactNode) {
  const ref = useRef<T>(null);
  const drawn = useRef(false);
  useEffect(() => {
    const first = !drawn.current;
    drawn.current = true;
    if (!shown) return;
    if (first && document.activeElement && document.activeElement !== document.body) return;
    ref.current?.focus();
  }, [shown]);
  return ref;
}

/** The outcome of an action: a status, or an alert when it could not be done. */
export function Outcome({
  message,
  alert = false,
  id,
  className,
}: {
  message: ReactNode;
  alert?: boolean;
  id?: string;
  className?: string;
}) {
  const ref = useFocusWhenShown<HTMLParagraphElement>(message);
  return (
    <p ref={ref} id={id} role={alert ? "alert" : "status"} tabIndex={-1} className={cn("outline-none", className)}>
      {message}
    </p>
  );
}
