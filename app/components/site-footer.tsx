import { Clock, MapPin, Phone, ShieldCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { Logo } from "~/components/logo";
import { SocialIcon } from "~/components/social-icon";
import { fill } from "~/content/ui-text";
import { addressLine, site } from "~/content/site";
import { BUILD_YEAR, yearsInBusiness } from "~/lib/build-info";
import { useShell } from "~/lib/i18n/use-ui-text";

/** The footer on every page: how to reach the business, its credentials and the quick links. */
export function SiteFooter() {
  const { text, footer } = useShell();
  const t = text.footer;
  return (
    <footer className="bg-navy-950 text-navy-100 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-navy-200">{fill(t.about, { years: yearsInBusiness })}</p>
          <LanguageSwitch className="text-sm font-semibold text-white" />
          <ul className="flex gap-2" aria-label={t.social}>
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  rel="noopener"
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-ember-600"
                >
                  <SocialIcon network={profile.name} className="size-5" />
                  <span className="sr-only">{fill(t.onNetwork, { network: profile.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{t.contact}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <Icon node={MapPin} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>{addressLine}</span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>
                {t.phone}{" "}
                <a href={`tel:${site.phone.e164}`} className="font-semibold text-white hover:underline">
                  {site.phone.display}
                </a>
              </span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={Clock} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>
                {t.hours}
                <br />
                {t.sameNumber}
              </span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={ShieldCheck} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>{t.license}</span>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-base font-bold text-white">
            {t.quickLinks}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footer.links.map((link) => (
              <li key={link.name}>
                <Link to={link.path} className="hover:text-white hover:underline">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-base font-bold text-white">{t.services}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footer.services.map((service) => (
              <li key={service.path}>
                <Link to={service.path} className="hover:text-white hover:underline">
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-areas-title">
          <h2 id="footer-areas-title" className="text-base font-bold text-white">
            {t.serviceAreas}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footer.cities.map((city) => (
              <li key={city.path}>
                <Link to={city.path} className="hover:text-white hover:underline">
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={footer.serviceAreas}
            className="mt-4 inline-block text-sm font-semibold text-ember-300 hover:underline"
          >
            {fill(t.allAreas, { count: footer.cityCount })}
          </Link>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-navy-200">{fill(t.copyright, { year: BUILD_YEAR })}</p>
      </div>
    </footer>
  );
}
