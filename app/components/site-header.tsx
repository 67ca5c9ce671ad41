import { ChevronDown, Clock, Menu, Phone, ShieldCheck, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/logo";
import { PhoneLink } from "~/components/phone-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { type NavGroup, navGroups, navLinks } from "~/content/nav";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { paths } from "~/lib/paths";

/** The header on every page: a slim trust bar, then the navigation bar that stays in view. */
export function SiteHeader({ quoteBar }: { quoteBar?: ReactNode }) {
  return (
    <>
      {/* The header sticks with its slim top bar scrolled out of view (top: minus the bar's height). */}
      <header className="sticky -top-9 z-40 border-b border-slate-200 bg-white">
        <div className="bg-navy-950 text-sm text-navy-100">
          <div className="container-page flex h-9 items-center justify-center gap-4 sm:justify-between">
            <p className="hidden items-center gap-2 sm:flex">
              <Icon node={ShieldCheck} className="size-4 text-ember-400" />
              Licensed &amp; insured · Florida license {site.license}
            </p>
            <p className="flex items-center gap-4">
              <span className="hidden items-center gap-1.5 md:flex">
                <Icon node={Clock} className="size-4" /> Office {site.hours.display}
              </span>
              <PhoneLink
                label={`${site.emergency.display}: ${site.phone.display}`}
                className="font-semibold text-white underline-offset-2 hover:underline"
              />
            </p>
          </div>
        </div>
        <div className="container-page flex h-18 items-center justify-between gap-4">
          <Logo />
          <DesktopNav />
          <div className="flex items-center gap-2">
            <a
              href={`tel:${site.phone.e164}`}
              className="hidden items-center gap-2 rounded-lg px-3 py-2 font-bold text-navy-900 hover:bg-navy-50 xl:flex"
            >
              <Icon node={Phone} className="size-5 text-ember-600" />
              {site.phone.display}
            </a>
            <div className="hidden sm:block">
              <ButtonLink to={paths.instantQuote} size="md">
                Instant Quote
              </ButtonLink>
            </div>
            <a
              href={`tel:${site.phone.e164}`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 lg:hidden"
              aria-label={`Call ${site.phone.display}`}
            >
              <Icon node={Phone} className="size-5" />
            </a>
            <MobileMenu />
          </div>
        </div>
      </header>
      {quoteBar}
    </>
  );
}

/**
 * The desktop menus, as the WAI-ARIA disclosure navigation pattern: each group is a button that
 * shows or hides its list of links. One group is open at a time; Escape, a click elsewhere or
 * focus leaving the menu closes it, and choosing a link closes it too.
 */
function DesktopNav() {
  const [open, setOpen] = useState<NavGroup["id"] | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();

  // Any navigation (a link, the back button) closes the menus; adjusted while rendering, as
  // React recommends for state that follows a changing value.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden lg:block"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          document.getElementById(`${panelId}-${open}-button`)?.focus();
          setOpen(null);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex items-center gap-0.5">
        {navGroups.map((group) => {
          const isOpen = open === group.id;
          return (
            <li key={group.id} className="relative">
              <button
                id={`${panelId}-${group.id}-button`}
                type="button"
                aria-expanded={isOpen}
                aria-controls={`${panelId}-${group.id}`}
                onClick={() => setOpen(isOpen ? null : group.id)}
                className="group flex items-center gap-1 rounded-lg px-3 py-2 font-semibold text-navy-900 hover:bg-navy-50 aria-expanded:bg-navy-50"
              >
                {group.label}
                <Icon
                  node={ChevronDown}
                  className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={`${panelId}-${group.id}`}
                hidden={!isOpen}
                className={cn(
                  "absolute top-full left-0 z-50 mt-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lift",
                  group.id === "service-areas" ? "w-[42rem]" : "w-72",
                )}
              >
                <GroupLinks group={group} onChoose={() => setOpen(null)} />
              </div>
            </li>
          );
        })}
        {navLinks.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              prefetch="intent"
              className="block rounded-lg px-3 py-2 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupLinks({ group, onChoose }: { group: NavGroup; onChoose: () => void }) {
  const wide = group.id === "service-areas";
  return (
    <ul className={cn("grid gap-0.5", wide && "grid-cols-4")}>
      {group.items.map((item) => (
        <li
          key={item.path}
          className={cn(wide && item.path === paths.serviceAreas && "col-span-4 mt-1 border-t border-slate-100 pt-1")}
        >
          <Link
            to={item.path}
            prefetch="intent"
            onClick={onChoose}
            className={cn(
              "block rounded-md px-3 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-950",
              wide ? "text-sm" : "font-medium",
              item.path === paths.serviceAreas && "font-semibold text-ember-700",
            )}
          >
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu: closed at first, one expand toggle per group, and it closes whenever a
 * link is chosen (or on Escape, returning focus to its button).
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavGroup["id"] | null>(null);
  const location = useLocation();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation, including the browser's back button, closes the menu.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
    setExpanded(null);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        {open ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      {open ? (
        // The page dimmed under the open menu; a tap on it closes the menu.
        <div aria-hidden="true" onClick={close} className="absolute inset-x-0 top-full h-dvh bg-navy-950/50" />
      ) : null}
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lift"
      >
        {/* Drawn only while open: the same links are in the desktop menus and the footer for
            crawlers, and a closed menu costs the page nothing to load. */}
        {open ? <MobileMenuLinks expanded={expanded} setExpanded={setExpanded} close={close} /> : null}
      </nav>
    </div>
  );
}

function MobileMenuLinks({
  expanded,
  setExpanded,
  close,
}: {
  expanded: NavGroup["id"] | null;
  setExpanded: (group: NavGroup["id"] | null) => void;
  close: () => void;
}) {
  const panelId = useId();
  return (
    <ul className="container-page divide-y divide-slate-100 py-2">
      {navGroups.map((group) => {
        const isOpen = expanded === group.id;
        const listId = `${panelId}-${group.id}`;
        return (
          <li key={group.id}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => setExpanded(isOpen ? null : group.id)}
              className="flex w-full items-center justify-between py-3.5 text-left text-lg font-semibold text-navy-950"
            >
              {group.label}
              <Icon node={ChevronDown} className={cn("size-5 transition-transform", isOpen && "rotate-180")} />
            </button>
            <ul id={listId} hidden={!isOpen} className={cn("pb-3", group.id === "service-areas" && "grid grid-cols-2")}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    onClick={close}
                    className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-navy-50"
                  >
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      {navLinks.map((link) => (
        <li key={link.path}>
          <Link to={link.path} onClick={close} className="block py-3.5 text-lg font-semibold text-navy-950">
            {link.name}
          </Link>
        </li>
      ))}
      <li className="flex flex-col gap-3 py-4">
        <Link to={paths.contact} onClick={close} className={buttonClasses({ size: "lg" })}>
          Get Free Quote
        </Link>
        <PhoneLink
          onClick={close}
          label={`Call ${site.phone.display}`}
          className={buttonClasses({ variant: "outline", size: "lg" })}
        />
      </li>
    </ul>
  );
}
