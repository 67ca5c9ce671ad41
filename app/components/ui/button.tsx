import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-ember-600 text-white shadow-sm hover:bg-ember-700 active:bg-ember-700",
  secondary: "bg-navy-900 text-white shadow-sm hover:bg-navy-800",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
  light: "bg-white text-navy-950 shadow-sm hover:bg-sand-100",
  "outline-light": "border-2 border-white/80 text-white hover:bg-white hover:text-navy-950",
  ghost: "text-navy-900 hover:bg-navy-50",
} as const;

const sizes = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
} as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/** The classes of a button; links that look like buttons use them too. */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    // `aria-disabled`: a busy button that keeps the focus (a disabled one drops it), looking the same.
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link to a page of the site, styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link prefetch="intent" className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link that leaves the page's router (tel:, sms:, mailto:), styled as a button. */
export function ButtonAnchor({ variant, size, className, ...props }: ComponentProps<"a"> & ButtonStyle) {
  return <a className={buttonClasses({ variant, size, className })} {...props} />;
}
