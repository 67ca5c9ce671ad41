import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { useShell } from "~/lib/i18n/use-ui-text";

/** The roof-and-sun mark: drawn here so the logo costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className} focusable="false">
      <rect width="48" height="48" rx="11" fill="#102a45" />
      <circle cx="33" cy="17" r="6" fill="#ea6a1f" />
      <path
        d="M7 31 24 16l17 15"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13 29v9h22v-9" fill="none" stroke="#b9cde3" strokeWidth="3.5" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const [first, ...rest] = site.name.split(" ");
  const { homePath, text } = useShell();
  return (
    <Link to={homePath} className={cn("flex shrink-0 items-center gap-2.5", className)}>
      <LogoMark className="size-10" />
      <span className="flex flex-col leading-none">
        <span className={cn("text-lg font-extrabold tracking-tight", tone === "dark" ? "text-navy-950" : "text-white")}>
          {first} <span className={tone === "dark" ? "text-ember-600" : "text-ember-400"}>{rest[0]}</span>
        </span>
        <span
          className={cn(
            "mt-0.5 text-[0.7rem] font-semibold tracking-[0.18em] uppercase",
            tone === "dark" ? "text-slate-600" : "text-navy-200",
          )}
        >
          {rest.slice(1).join(" ")} · {text.header.established}
        </span>
      </span>
    </Link>
  );
}
