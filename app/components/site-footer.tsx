import { Clock, MapPin, Phone, ShieldCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { SocialIcon } from "~/components/social-icon";
import { cities } from "~/content/cities";
import { footerLinks } from "~/content/nav";
import { services } from "~/content/services";
import { addressLine, site } from "~/content/site";
import { BUILD_YEAR, yearsInBusiness } from "~/lib/build-info";
import { paths } from "~/lib/paths";

/** The footer on every page: how to reach the business, its credentials and the quick links. */
export function SiteFooter() {
  const featuredCities = cities.slice(0, 8);
  return (
    <footer className="bg-navy-950 text-navy-100 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-navy-200">
            A family-owned roofing contractor serving {site.serviceRegion} homes and businesses for {yearsInBusiness}+
            years.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  rel="noopener"
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-ember-600"
                >
                  <SocialIcon network={profile.name} className="size-5" />
                  <span className="sr-only">
                    {site.name} on {profile.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2.5">
              <Icon node={MapPin} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>{addressLine}</span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>
                Phone{" "}
                <a href={`tel:${site.phone.e164}`} className="font-semibold text-white hover:underline">
                  {site.phone.display}
                </a>
              </span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={Clock} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>
                Hours {site.hours.display}
                <br />
                {site.emergency.display} on the same number
              </span>
            </p>
            <p className="flex gap-2.5">
              <Icon node={ShieldCheck} className="mt-0.5 size-4 shrink-0 text-ember-400" />
              <span>License {site.license}</span>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-base font-bold text-white">
            Quick links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.name}>
                <Link to={link.path} className="hover:text-white hover:underline">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-base font-bold text-white">Services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.id}>
                <Link to={service.path} className="hover:text-white hover:underline">
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-areas-title">
          <h2 id="footer-areas-title" className="text-base font-bold text-white">
            Service areas
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {featuredCities.map((city) => (
              <li key={city.slug}>
                <Link to={city.path} className="hover:text-white hover:underline">
                  {city.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={paths.serviceAreas}
            className="mt-4 inline-block text-sm font-semibold text-ember-300 hover:underline"
          >
            All {cities.length} service areas
          </Link>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-navy-200">
          © {BUILD_YEAR} {site.legalName} · Florida certified roofing contractor {site.license}
        </p>
      </div>
    </footer>
  );
}
