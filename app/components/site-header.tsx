import { ChevronDown, Clock, Menu, Phone, ShieldCheck, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { Logo } from "~/components/logo";
import { PhoneLink } from "~/components/phone-link";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import type { NavGroup } from "~/content/shell";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { useShell } from "~/lib/i18n/use-ui-text";

/** The header on every page: a slim trust bar, then the navigation bar that stays in view. */
export function SiteHeader({ quoteBar }: { quoteBar?: ReactNode }) {
  const { text, nav, instantQuotePath } = useShell();
  return (
    <>
      {/* The header sticks with its slim top bar scrolled out of view (top: minus the bar's height). */}
      <header className="sticky -top-9 z-40 border-b border-slate-200 bg-white print:hidden">
        <div className="bg-navy-950 text-sm text-navy-100">
          {/* One line at every width: the licence from lg, the office hours from xl (in Spanish too). */}
          <div className="container-page flex h-9 items-center justify-center gap-4 lg:justify-between">
            <p className="hidden items-center gap-2 text-nowrap lg:flex">
              <Icon node={ShieldCheck} className="size-4 text-ember-400" />
              {text.header.licensed}
            </p>
            <p className="flex items-center gap-4 text-nowrap">
              <LanguageSwitch className="font-semibold text-white" />
              <span className="hidden items-center gap-1.5 xl:flex">
                <Icon node={Clock} className="size-4" /> {text.header.officeHours}
              </span>
              <PhoneLink
                label={text.header.emergencyLine}
                className="font-semibold text-white underline-offset-2 hover:underline"
              />
            </p>
          </div>
        </div>
        <div className="container-page flex h-18 items-center justify-between gap-4">
          <Logo />
          <DesktopNav groups={nav.groups} links={nav.links} label={text.header.mainNav} />
          <div className="flex items-center gap-2">
            <a
              href={`tel:${site.phone.e164}`}
              className="hidden items-center gap-2 rounded-lg px-3 py-2 font-bold whitespace-nowrap text-navy-900 hover:bg-navy-50 xl:flex"
            >
              <Icon node={Phone} className="size-5 text-ember-600" />
              {site.phone.display}
            </a>
            {/* From lg the menu has its own Instant Quote link; the button comes back at xl, where
                the bar has room for it in Spanish too. */}
            <div className="hidden sm:block lg:hidden xl:block">
              <ButtonLink to={instantQuotePath} size="md">
                {text.header.instantQuote}
              </ButtonLink>
            </div>
            <a
              href={`tel:${site.phone.e164}`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 lg:hidden"
              aria-label={text.header.call}
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
function DesktopNav({ groups, links, label }: { groups: NavGroup[]; links: NavGroup["items"]; label: string }) {
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
      aria-label={label}
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
        {groups.map((group) => {
          const isOpen = open === group.id;
          return (
            <li key={group.id} className="relative">
              <button
                id={`${panelId}-${group.id}-button`}
                type="button"
                aria-expanded={isOpen}
                aria-controls={`${panelId}-${group.id}`}
                onClick={() => setOpen(isOpen ? null : group.id)}
                className="group flex items-center gap-1 rounded-lg px-3 py-2 font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50 aria-expanded:bg-navy-50"
              >
                {group.label}
                <Icon
                  node={ChevronDown}
                  className="size-4 transition-transform duration-200 group-aria-expanded:icon-turned"
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
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              prefetch="intent"
              className="block rounded-lg px-3 py-2 font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50"
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
  // The group's last link, "All service areas", spans the row under the cities.
  const isAllAreas = (index: number) => wide && index === group.items.length - 1;
  return (
    <ul className={cn("grid gap-0.5", wide && "grid-cols-4")}>
      {group.items.map((item, index) => (
        <li key={item.path} className={cn(isAllAreas(index) && "col-span-4 mt-1 border-t border-slate-100 pt-1")}>
          <Link
            to={item.path}
            prefetch="intent"
            onClick={onChoose}
            className={cn(
              "block rounded-md px-3 py-2 text-slate-700 hover:bg-navy-50 hover:text-navy-950",
              wide ? "text-sm" : "font-medium",
              isAllAreas(index) && "font-semibold text-ember-700",
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
 * The small-screen menu: a sheet in the top layer (the HTML popover attribute) with the groups as
 * native disclosures, so it opens on the first tap even before the page's scripts have loaded
 * (they wait for the first paint or interaction; see defer-scripts.ts). The browser closes it on
 * Escape, a tap outside or its close button, returns focus to the menu button, and tells
 * assistive technology whether it is expanded. Once scripts run, choosing a link, any navigation
 * (the back button too) and focus leaving it close it as well.
 */
function MobileMenu() {
  const { text, nav, contactPath, twin } = useShell();
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Not on the first run: that is hydration, and a menu the visitor opened before it stays open.
  const shownFor = useRef(location.key);
  useEffect(() => {
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    menuRef.current?.hidePopover();
  }, [location.key]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={menuId}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <Icon node={Menu} className="size-6" />
        <span className="sr-only">{text.header.menu}</span>
      </button>
      <nav
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-labelledby={`${menuId}-title`}
        className="menu-sheet bg-white text-slate-800 shadow-lift"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) event.currentTarget.hidePopover();
        }}
        onBlur={(event) => {
          // Focus moving on past the sheet would land on the page hidden behind it.
          const next = event.relatedTarget as Node | null;
          if (next && !event.currentTarget.contains(next)) event.currentTarget.hidePopover();
        }}
      >
        <div className="sticky top-0 flex h-18 items-center justify-between border-b border-slate-200 bg-white pr-2 pl-5">
          <p id={`${menuId}-title`} className="text-lg font-bold text-navy-950">
            {text.header.menu}
          </p>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
          >
            <Icon node={X} className="size-6" />
            <span className="sr-only">{text.header.closeMenu}</span>
          </button>
        </div>
        <ul className="divide-y divide-slate-100 px-5 py-2">
          {nav.groups.map((group) => (
            <li key={group.id}>
              {/* One group open at a time: details sharing a name form an exclusive accordion. */}
              <details name={`${menuId}-groups`} className="group">
                <summary className="flex items-center justify-between py-3.5 text-lg font-semibold text-navy-950">
                  {group.label}
                  <Icon node={ChevronDown} className="size-5 transition-transform group-open:icon-turned" />
                </summary>
                <ul className={cn("pb-3", group.id === "service-areas" && "grid grid-cols-2")}>
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <Link to={item.path} className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-navy-50">
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {nav.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="block py-3.5 text-lg font-semibold text-navy-950">
                {link.name}
              </Link>
            </li>
          ))}
          {twin ? (
            <li className="py-3.5 text-lg font-semibold text-navy-950">
              <LanguageSwitch />
            </li>
          ) : null}
          <li className="flex flex-col gap-3 py-4">
            <Link to={contactPath} className={buttonClasses({ size: "lg" })}>
              {text.header.getFreeQuote}
            </Link>
            <PhoneLink label={text.header.call} className={buttonClasses({ variant: "outline", size: "lg" })} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
