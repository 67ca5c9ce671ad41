import type { Review } from "./schemas";

/** Ratings shown on the page (per platform) and the aggregate used in structured data (docs/decisions/0013-open-points.md). */
export const ratingBadges = [
  { platform: "Google", rating: 5.0 },
  { platform: "Facebook", rating: 5.0 },
  { platform: "Yelp", rating: 5.0 },
] as const;

export const aggregateRating = { ratingValue: 4.9, reviewCount: 127, bestRating: 5 } as const;

export type { Review };

export const reviews: readonly Review[] = [
  {
    name: "Maria Gonzalez",
    initial: "M",
    place: "Westchase",
    text: "After Hurricane Milton took half our shingles, they had a tarp on the same afternoon and walked our adjuster across the roof two days later. The new roof went on in two days and the crew left the yard cleaner than they found it.",
    timeAgo: "2 weeks ago",
    rating: 5,
    colour: "navy",
  },
  {
    name: "David Thompson",
    initial: "D",
    place: "Lutz",
    text: "Three other companies told us we needed a full replacement. They found a failed pipe boot and some lifted flashing, fixed it for a few hundred dollars and showed us the photos. Honest people.",
    timeAgo: "1 month ago",
    rating: 5,
    colour: "teal",
  },
  {
    name: "Jennifer Walsh",
    initial: "J",
    place: "Palm Harbor",
    text: "We switched from shingles to a standing-seam metal roof. The quote was itemised, the permit and inspections were handled for us, and our wind-mitigation report cut our insurance premium noticeably.",
    timeAgo: "1 month ago",
    rating: 5,
    colour: "rust",
  },
  {
    name: "Robert Kim",
    initial: "R",
    place: "Brandon",
    text: "They re-roofed our 14,000 sq ft warehouse with TPO over a long weekend so we never had to close. Clear schedule, daily updates and a foreman who answered his phone every time.",
    timeAgo: "2 months ago",
    rating: 5,
    colour: "plum",
  },
  {
    name: "Linda Patel",
    initial: "L",
    place: "Clearwater",
    text: "Our tile roof had cracked pieces and a leak over the lanai. They matched the old barrel tile, replaced the underlayment in that section and the ceiling has stayed dry through every storm since.",
    timeAgo: "3 months ago",
    rating: 5,
    colour: "forest",
  },
  {
    name: "Tom Becker",
    initial: "T",
    place: "Wesley Chapel",
    text: "We were buying a house and needed a roof inspection fast. The report came the next day with drone photos and a clear list of what needed attention and what could wait. It saved us from a bad deal.",
    timeAgo: "3 months ago",
    rating: 5,
    colour: "slate",
  },
  {
    name: "Angela Rivera",
    initial: "A",
    place: "Riverview",
    text: "The financing made a new roof possible for us this year instead of patching it again. Approval took a day, the payments are manageable and the crew finished exactly when they said they would.",
    timeAgo: "4 months ago",
    rating: 5,
    colour: "teal",
  },
  {
    name: "Chris Morgan",
    initial: "C",
    place: "St. Petersburg",
    text: "A branch came through the roof at 11 at night during a storm. I called and someone answered. They had the opening dried in before morning and handled the insurance paperwork with us afterwards.",
    timeAgo: "5 months ago",
    rating: 5,
    colour: "navy",
  },
];
