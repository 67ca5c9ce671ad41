import { MapPin } from "lucide";
import { SitePicture } from "~/components/site-picture";
import { Icon } from "~/components/ui/icon";
import type { ProjectCard } from "~/content/projects";
import { cn } from "~/lib/cn";

/**
 * Card widths by how many projects a gallery has, so rows stay full or centered, and the `sizes`
 * that match them in the page's 1280 px container (a phone or laptop then fetches the file that fills
 * the card, no larger).
 */
function layoutFor(count: number): { width: string; sizes: string } {
  if (count === 4 || count === 7)
    return {
      width: "sm:w-[calc(50%-0.75rem)] xl:w-[calc(25%-1.125rem)]",
      sizes: "(min-width: 1280px) 285px, (min-width: 640px) 47vw, 92vw",
    };
  if (count === 2)
    return { width: "sm:w-[calc(50%-0.75rem)]", sizes: "(min-width: 1280px) 594px, (min-width: 640px) 47vw, 92vw" };
  return {
    width: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]",
    sizes: "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw",
  };
}

/**
 * Project pictures with title, place and what was done. Galleries sit below the fold, so the
 * pictures load lazily; width and height keep the layout still while they arrive.
 */
export function ProjectGallery({ projects }: { projects: readonly ProjectCard[] }) {
  const { width, sizes } = layoutFor(projects.length);
  return (
    <ul className="mt-10 flex flex-wrap justify-center gap-6">
      {projects.map((project) => (
        <li key={project.slug} className={cn("w-full", width)}>
          <article className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
            <SitePicture picture={project.picture} sizes={sizes} className="aspect-[10/7] h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-bold">{project.title}</h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-ember-700">
                <Icon node={MapPin} className="size-4" />
                {project.location}
              </p>
              <p className="mt-3 leading-relaxed text-slate-600">{project.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
