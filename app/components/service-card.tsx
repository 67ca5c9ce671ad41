import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import { SitePicture } from "~/components/site-picture";
import { variantUrl } from "~/lib/images/picture";
import type { ServiceCardData } from "~/content/services";
import { fill } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";

/** One, two or three cards a row, in the page's 1280 px container. */
const CARD_SIZES = "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw";

/**
 * The picture's top corners follow the card's, inside its border: the card does not clip its
 * content, since its lifted shadow is drawn outside it.
 */
const MEDIA_CORNERS = "rounded-t-[calc(var(--radius-card)-1px)]";

/**
 * A service with its picture: the clip when the business has one for it, otherwise its photo
 * (docs/decisions/0013-open-points.md). The clip never autoplays and loads nothing until played.
 */
export function ServiceCard({ service, picture }: ServiceCardData) {
  const t = useUiText().serviceCard;
  return (
    <article className="group card-lift flex h-full flex-col rounded-card border border-slate-200 bg-white shadow-card">
      {service.videoUrl ? (
        <video
          controls
          preload="none"
          poster={picture.kind === "photo" ? variantUrl(picture, picture.widths[0]!, "jpg") : picture.src}
          width={picture.width}
          height={picture.height}
          className={`aspect-[8/5] w-full bg-navy-100 object-cover ${MEDIA_CORNERS}`}
          aria-label={fill(t.video, { service: service.name })}
        >
          <source src={service.videoUrl} />
        </video>
      ) : (
        <SitePicture
          picture={picture}
          sizes={CARD_SIZES}
          className={`aspect-[8/5] h-auto w-full object-cover ${MEDIA_CORNERS}`}
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="flex items-center gap-2.5 text-xl font-bold">
          <ServiceIcon icon={service.icon} className="size-6 text-ember-600" />
          {service.name}
        </h3>
        <p className="mt-3 flex-1 text-slate-600">{service.summary}</p>
        <Link
          to={service.path}
          prefetch="intent"
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-navy-800 hover:text-ember-700"
        >
          {t.learnMore}
          <span className="sr-only"> {fill(t.about, { service: service.name })}</span>
          <Icon node={ArrowRight} className="size-4 transition group-hover:icon-nudged" />
        </Link>
      </div>
    </article>
  );
}
