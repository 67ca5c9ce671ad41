import { LogOut } from "lucide";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { officePaths } from "~/lib/office/office-paths";

const SECTIONS = [
  { to: officePaths.leads, label: "Leads", end: false },
  { to: officePaths.inspections, label: "Inspections", end: false },
  { to: officePaths.sources, label: "Sources", end: false },
  { to: officePaths.account, label: "Account", end: false },
] as const;

/**
 * The office's frame: the business's name, the four sections and signing out. On a phone the
 * sections are one row under the name, each a thumb's width; nothing needs a script. It is drawn
 * inside the root's shell (its <main>, the skip link's target), whose public header and footer
 * office.css hides: deciding that in the root would add to every public page's first-load script.
 */
export function OfficeFrame({ owner, children }: { owner: string | null; children: ReactNode }) {
  // Plain links and forms: the router's own NavLink and Form would add to every public page's
  // shared script (docs/decisions/0012-office.md).
  const { pathname } = useLocation();
  const isCurrent = (section: (typeof SECTIONS)[number]) =>
    section.end ? pathname === section.to : pathname === section.to || pathname.startsWith(`${section.to}/`);
  return (
    <div className="office-frame flex min-h-dvh flex-col bg-sand-50">
      <header className="bg-navy-950 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <p className="text-lg font-bold">
            {site.name} <span className="font-normal text-navy-200">office</span>
          </p>
          {owner ? (
            <form method="post" action={officePaths.signOut} className="flex items-center gap-3">
              <span className="hidden text-sm text-navy-100 sm:inline">{owner}</span>
              <button
                type="submit"
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-white/60 px-3 text-sm font-semibold hover:bg-white hover:text-navy-950"
              >
                <Icon node={LogOut} className="size-4" />
                Sign out
              </button>
            </form>
          ) : null}
        </div>
        {owner ? (
          <nav aria-label="Office" className="container-page">
            <ul className="-mb-px grid grid-cols-4 gap-1 sm:flex">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    aria-current={isCurrent(section) ? "page" : undefined}
                    className={cn(
                      "flex h-12 items-center justify-center rounded-t-lg px-1 text-sm font-semibold whitespace-nowrap sm:px-4 sm:text-base",
                      isCurrent(section) ? "bg-sand-50 text-navy-950" : "text-navy-100 hover:bg-navy-800",
                    )}
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <div className="flex-1 pb-16">{children}</div>
    </div>
  );
}

/** A page's heading and the line under it. */
export function OfficeHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container-page pt-6 pb-4">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </div>
  );
}

/** A white card for one part of a page, with its heading. */
export function Panel({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-card bg-white p-4 shadow-card sm:p-6", className)}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
