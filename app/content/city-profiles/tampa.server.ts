import type { CityProfiles } from "../city-profile-schema";

/** Tampa. */
export const tampa: CityProfiles = {
  tampa: {
    photo: {
      file: "sample-south-tampa-barrel-tile.jpg",
      alt: "Mediterranean-style home in South Tampa with a terracotta barrel tile roof",
    },
    headline:
      "From Seminole Heights bungalows to South Tampa's tile-roofed Mediterranean homes, we re-roof, repair and storm-proof Tampa's roofs block by block.",
    intro: [
      "Tampa's roofs span a century of building. Craftsman bungalows from the 1920s sit a few streets from 1950s concrete-block ranches and new townhomes in the Channel District, and each asks for something different: a steep-pitch shingle job with hand-cut valleys, a low-slope porch that needs modified bitumen rather than shingles, or a barrel-tile roof where every broken piece has to be matched by profile and color.",
      "Because so much of the city is older housing stock, many of the roofs we open up in Tampa still sit on original 1x6 plank decking with gaps between the boards. Re-nailing that deck to today's code, or sheathing over it with plywood, is part of doing the job right, and we price it openly before work starts instead of surprising you halfway through a tear-off.",
    ],
    neighborhoods: [
      "Seminole Heights",
      "South Tampa",
      "Hyde Park",
      "Davis Islands",
      "Westshore",
      "New Tampa",
      "Palma Ceia",
      "Tampa Heights",
    ],
    housing:
      "Inside city limits you'll find three main kinds of roof. Historic districts such as Hyde Park and Tampa Heights have steep gables, dormers and wood plank decks, where the Historic Preservation Commission may review a change of roofing material. Mid-century block homes in Forest Hills, Sulphur Springs and Drew Park have low, simple hip roofs that are ideal for architectural shingles or standing-seam metal. South Tampa and Davis Islands add concrete and clay tile on Mediterranean Revival homes, plus flat roof sections over Florida rooms that need membrane systems.",
    stormExposure:
      "Tampa sits on Hillsborough Bay and Old Tampa Bay, and the neighborhoods south of Kennedy Boulevard are in the most surge-exposed part of the metro. Storms such as Idalia, Helene and Milton showed how wind-driven rain gets under lifted shingles and cracked ridge caps long before a roof looks damaged from the street. Summer thunderstorms also drop small hail over the city a few times most years, which bruises older shingles and strips their granules.",
    localNotes:
      "Roofing permits inside Tampa city limits go through the City of Tampa's Construction Services Center, not Hillsborough County, and homes in historic districts may need a Certificate of Appropriateness before the material changes. We file both, schedule the in-progress and final inspections, and leave the permit card on site so you can check it.",
    whyChoose: [
      "Crews who know Tampa's plank-deck bungalows and re-nail or re-sheath them to current Florida Building Code",
      "We handle City of Tampa permits and historic-district reviews so your project isn't held up",
      "Tile matching for South Tampa and Davis Islands repairs, from our own stock of reclaimed barrel and flat tile",
      "Wind-mitigation features built into every re-roof, with the paperwork to lower your insurance premium",
      "A family business based just up the Veterans Expressway in Odessa, not a storm chaser from out of state",
    ],
    faqs: [
      {
        question: "Do I need a permit to replace my roof in Tampa?",
        answer:
          "Yes. Any re-roof inside Tampa city limits needs a permit from the City of Tampa, and homes in a historic district may also need a Certificate of Appropriateness. We apply for both, schedule the inspections and include the fees in your quote.",
      },
      {
        question: "Can you repair a clay tile roof in South Tampa without replacing it?",
        answer:
          "Usually, yes. If the underlayment beneath the tile is still sound, we replace cracked or slipped tiles with matching pieces and re-set the ridge. If the underlayment is past its life, we lift the tile, install new underlayment and re-lay the good tile to save you the cost of new material.",
      },
      {
        question: "How quickly can you get to a leaking roof in Tampa?",
        answer:
          "Tampa is a straight run down the Veterans Expressway from our Odessa office. For active leaks we typically have a crew on site within a few hours to tarp and dry in the roof, day or night.",
      },
    ],
    keywords: ["Tampa roofer", "roof replacement Tampa", "tile roof repair South Tampa", "Seminole Heights roofing"],
    nearby: ["carrollwood", "temple-terrace", "town-n-country", "brandon"],
    zipCodes: ["33602", "33603", "33604", "33606", "33609", "33611", "33629", "33647"],
  },
};
