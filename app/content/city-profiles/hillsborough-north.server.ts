import type { CityProfiles } from "../city-profile-schema";

/** North and northwest Hillsborough County, plus Temple Terrace, Thonotosassa and Plant City to the east. */
export const hillsboroughNorth: CityProfiles = {
  lutz: {
    photo: { file: "sample-lutz-flat-tile.jpg", alt: "Large Lutz home with a gray concrete flat tile roof" },
    headline:
      "Lake cottages off US 41, horse acreage and the gated golf streets of Cheval and Heritage Harbor: Lutz roofs come in every shape, and we repair and replace all of them.",
    intro: [
      "Lutz still behaves like a small town, electing an honorary Guv'na every Fourth of July and running its parade past the old train depot on Lutz Lake Fern Road. Its housing has grown around that core in layers, from mid-century lake cottages to gated golf communities full of complicated hip roofs, concrete tile and long runs of valley metal.",
      "What ties those layers together is the tree canopy. Live oaks, laurel oaks and slash pines shade a large share of Lutz roofs, keeping shingles damp, feeding black algae streaks and dropping a steady supply of needles into valleys and gutters. Before recommending anything, we look hard at where debris collects, at fascia boards that never quite dry out, and at limbs hanging over the ridge, because the cheapest cure for a recurring Lutz leak is sometimes a trimmed branch and a cleared valley rather than a new roof.",
    ],
    neighborhoods: [
      "Cheval",
      "Heritage Harbor",
      "Stonebrier",
      "Lake Hanna",
      "Old Lutz around the US 41 depot",
      "Lutz Lake Fern Road",
      "Van Dyke Road corridor",
    ],
    housing:
      "Three generations of housing share the Lutz ZIP codes. The oldest are modest frame and concrete-block houses near US 41 and around the smaller lakes, many with low-slope porch roofs or carports that were tied into the main roof decades after the house went up. Next come ranch homes on an acre or more, frequently with detached barns, workshops and pole sheds carrying their own shingle or metal roofs. Then there are the deed-restricted communities: gated Cheval with its golf course and large custom homes, and Heritage Harbor and Stonebrier, developed in the 1990s and 2000s, where architectural shingles and concrete tile dominate and the homeowners association normally signs off on color and profile before a replacement begins.",
    stormExposure:
      "Sitting well inland, Lutz doesn't worry about surge; its roofs are hurt by wind, falling wood and rain. Irma tracked up the middle of the state in 2017 and still brought down oaks and pines across north Hillsborough, and Milton in October 2024 paired strong gusts with most of a day of heavy rain, a combination that finds every tired flashing. The more regular threat is the summer thunderstorm. Florida leads the nation in lightning, and the afternoon cells that build over the Lutz lakes bring straight-line gusts that fold back shingle tabs, plus the occasional burst of small hail.",
    localNotes:
      "A Lutz mailing address doesn't tell you which county your house is in. Lutz ZIP codes, 33559 in particular, reach across the line into Pasco County, where Pasco's own building department issues the permit, while homes on the Hillsborough side, including Cheval and Heritage Harbor, are permitted by Hillsborough County Development Services. Gated communities add steps of their own: contractor gate lists, limited work hours and, in most HOAs, written approval of the shingle or tile color, which we fold into the schedule.",
    whyChoose: [
      "Hands-on experience with the full Lutz range, from acreage ranches and lake cottages to gated HOA homes in Cheval and Heritage Harbor",
      "We confirm whether your Lutz parcel is permitted by Hillsborough or Pasco before the job is scheduled",
      "Honest calls on tree-related leaks, including when trimming and a cleared valley will solve the problem",
      "Barns, workshops and detached garages roofed in shingle or exposed-fastener metal alongside the house",
      "A family company from neighboring Odessa that has worked north Hillsborough since 1987",
    ],
    faqs: [
      {
        question: "My Lutz address is in 33559. Which county handles my roof permit?",
        answer:
          "That depends on where the parcel sits, not on the ZIP code. Part of 33559 lies in Pasco County and is permitted there; the rest are handled by Hillsborough County Development Services. We look up the parcel before quoting, so the correct office, fees and inspections are in the plan from day one.",
      },
      {
        question: "Do I need HOA approval to re-roof in Cheval or Heritage Harbor?",
        answer:
          "In most deed-restricted Lutz communities, yes. Associations usually want the manufacturer, product line and color submitted in writing, and tile neighborhoods may limit you to certain profiles. We prepare the submittal with product sheets and samples and don't schedule the tear-off until the approval letter is in hand.",
      },
      {
        question: "Oak limbs hang over my roof. Should they be cut back before the new roof goes on?",
        answer:
          "It's worth doing. Branches that brush the roof scrub granules off shingles and keep the surface wet enough for algae and moss, and a limb that drops in a summer storm can puncture decking. Have an arborist trim the overhang before installation; algae-resistant shingles help on the shaded slopes.",
      },
    ],
    keywords: [
      "Lutz roofer",
      "roof replacement Lutz FL",
      "Cheval tile roof repair",
      "Heritage Harbor roofing",
      "metal barn roof Lutz",
    ],
    nearby: ["land-o-lakes", "odessa", "carrollwood", "citrus-park", "wesley-chapel"],
    zipCodes: ["33548", "33549", "33558", "33559"],
  },

  "citrus-park": {
    headline:
      "Citrus Park grew from groves and homesteads into busy subdivisions around the mall; its roofs range from old ranch houses off Gunn Highway to townhomes that share a single roof line.",
    intro: [
      "Long before the mall, Citrus Park was a township of orange groves, turpentine stills and family farms, and a few of those homesteads still stand between the newer streets. Most of the area's housing, though, went up from the 1980s onward as Gunn Highway, Sheldon Road and Ehrlich Road filled in with subdivisions. A house finished in the late 1980s has usually been re-roofed once already and may be ready for its second replacement.",
      "When a Citrus Park roof comes off, we expect to find some history: a patched layer from an old leak, a sheet of plywood swapped years ago, exhaust vents that no longer line up with anything in the attic. We photograph it all, bring the decking up to current nailing requirements, and rebuild ventilation so the attic isn't cooking the new shingles from below.",
    ],
    neighborhoods: [
      "Fawn Ridge",
      "Windsor Place",
      "Village Centre townhomes",
      "Gunn Highway and Ehrlich Road",
      "Sheldon Road corridor",
      "Mobley Road and Hixon Road homesteads",
      "Citrus Park Drive near the mall",
    ],
    housing:
      "Citrus Park has no single look. Along the older roads east of Gunn Highway you'll still find block ranches, frame farmhouses and even a few log-style homes on big lots, often roofed in metal or three-tab shingles and enlarged in stages. Surrounding them are the production-built subdivisions of the 1980s and 1990s: one- and two-story stucco homes with hip roofs, moderate pitches and architectural shingles in browns and grays, usually governed by an association with an approved color list. The newest layer is denser, including the neotraditional townhomes built under the Citrus Park Village plan near Ehrlich Road, where buildings sit close to the sidewalk and one continuous roof covers several owners.",
    stormExposure:
      "Old Tampa Bay is far enough away that surge isn't what damages roofs in Citrus Park; trees and trapped water are. The area is threaded with cypress heads, wetlands and retention ponds, and after long rain events such as Milton in October 2024, waterlogged ground lets trees go over with their root balls intact. Oaks planted when the subdivisions were new are now tall enough to reach a rooftop when they fall. Wind-driven rain is the other problem. On a 1990s roof whose sealant strips have aged out, gusts can unseal shingle tabs without tearing them away, leaving damage that only shows up when someone lifts the tabs by hand, which is exactly the check we run after any named storm.",
    localNotes:
      "Because Citrus Park has no city government, the county's Development Services department issues its re-roof permits. One Florida rule deserves attention here: when more than a quarter of a roof section is repaired or replaced within twelve months, the whole section generally has to meet current code, unless the existing roof was installed under the 2007 Florida Building Code or a later edition. Plenty of older roofs in the area predate that cutoff, so a big repair can tip into a replacement. We tell you which side of the line yours falls on before you commit.",
    whyChoose: [
      "Years of tear-offs on Citrus Park's 1980s and 1990s subdivision homes, so we know what usually hides under the shingles",
      "Straight answers about Florida's 25 percent repair rule before you choose between repair and replacement",
      "Help sorting out townhome roof responsibility between individual owners and the association",
      "Roofs for the older homesteads too, including metal outbuildings and low-slope additions",
      "Attic ventilation corrected on every replacement so new shingles aren't baked from underneath",
    ],
    faqs: [
      {
        question: "My Citrus Park townhome needs a new roof. Is that my job or the HOA's?",
        answer:
          "Your community's declaration decides, and it varies. Some associations own and replace every roof on a schedule; others make each owner responsible for the section over their unit, which means neighbors sharing a building have to coordinate material and timing. Send us the declaration and we can quote the whole building or a single unit.",
      },
      {
        question: "My HOA approved a shingle color years ago that's no longer made. What now?",
        answer:
          "Manufacturers retire colors regularly, and associations often revise their lists to match. We bring current samples closest to your neighbors' roofs, check them against the association's latest approved list, and submit the request before ordering material.",
      },
      {
        question: "Our 1990s house still has its first shingles. How can we tell if the decking is sound?",
        answer:
          "Start in the attic: daylight at sheathing seams, dark staining around nails and soft or delaminated panels are warning signs. On the roof, a spongy feel underfoot or wavy lines across the shingles suggest wet or failing wood. The exact count comes at tear-off, and we photograph every sheet we replace so the invoice matches what you can see.",
      },
    ],
    keywords: [
      "Citrus Park roofer",
      "roof replacement Citrus Park FL",
      "townhome roof replacement Tampa",
      "Gunn Highway roofing",
    ],
    nearby: ["westchase", "carrollwood", "town-n-country", "odessa", "lutz"],
    zipCodes: ["33625", "33626"],
  },

  "town-n-country": {
    headline:
      "Town 'n' Country's 1960s block homes, canal lots by Old Tampa Bay and later subdivisions toward Sheldon Road each call for a different roof, and we build the one that fits.",
    intro: [
      "Town 'n' Country began in 1959, when the first houses of Town 'N Country Park went up north of Memorial Highway on what had been dairy pasture. Thousands of concrete-block homes followed through the 1960s and 1970s, and that stock still defines much of the community: single-story, slab on grade, with a low hip or gable roof, wide soffits and a carport or Florida room added somewhere along the way. Those additions are where most leaks start.",
      "The western and northern edges filled in later with 1980s and 1990s subdivisions, townhomes and condominiums toward Sheldon Road and Countryway. Down by the bay, canal-front streets deal with a different set of problems, from salt air eating at fasteners to flood-zone rules. We treat Town 'n' Country as several communities sharing one name and quote each roof on what it actually is.",
    ],
    neighborhoods: [
      "Town 'N Country Park",
      "Bay Crest Park",
      "Bay Port Colony",
      "Countryway",
      "Sweetwater Creek area",
      "Memorial Highway corridor",
      "Sheldon Road and Linebaugh Avenue",
    ],
    housing:
      "The typical original house here is masonry walls under a wood-framed roof, usually a simple hip of moderate-to-low pitch, and some still carry their first plank decking under later shingles. Low-slope sections are everywhere: carports, screen rooms and enclosed patios that need modified bitumen or another membrane, since Florida code doesn't allow asphalt shingles below a 2:12 slope and they struggle near that limit. Along the canals and the bayfront, larger custom homes from the 1970s and 1980s mix concrete tile, metal and flat decks, and enclaves with deed restrictions, such as Bay Port Colony, may want association approval before the roof changes.",
    stormExposure:
      "The southern and western parts of Town 'n' Country sit low along Old Tampa Bay, with Sweetwater Creek and Rocky Creek carrying runoff to the water, and the bayside streets sit in evacuation zones A and B. Hurricane Helene in September 2024 put water into Bay Crest Park homes whose owners had stayed dry for decades, and Milton's rain two weeks later closed stretches of West Hillsborough Avenue. Routine wind is the other threat: gusts cross open water with nothing to slow them, and salt air corrodes exposed fasteners, vent flanges and drip edge far faster than it does farther inland.",
    localNotes:
      "Mail here is addressed to Tampa, yet nearly all of Town 'n' Country is unincorporated, which means the roofing permit comes from Hillsborough County Development Services and not the City of Tampa. Some bayside homes also sit in a FEMA special flood hazard area. If a roof is part of a larger renovation on one of those houses, the total project cost counts toward the county's substantial-improvement review, so we keep the roofing scope and its cost clearly documented on its own.",
    whyChoose: [
      "We know the Town 'n' Country block home, from its low hip roof to the flat carport tie-in that usually causes the leak",
      "Membrane systems for the carports, Florida rooms and patio covers that shingles can't handle",
      "Coastal-rated fasteners and corrosion-resistant flashings on bayside and canal-front homes",
      "Fast dry-in after storms for homes recovering from flooding",
      "Permits filed with the right office, Hillsborough County, even though your address says Tampa",
    ],
    faqs: [
      {
        question: "My address says Tampa. Do I get the roof permit from the City of Tampa?",
        answer:
          "Probably not. Town 'n' Country is unincorporated Hillsborough County, so permits go through Hillsborough County Development Services even though the post office uses Tampa. A few parcels near the edges are inside city limits, so we confirm the jurisdiction on the property appraiser's site before applying.",
      },
      {
        question: "The flat roof over my carport keeps leaking. Can you just put shingles on it?",
        answer:
          "No, and that's often how the trouble started. Shingles need at least a 2:12 slope and do far better above it. Most carport and porch roofs here are flatter, so we strip what's there, repair the decking, install a modified bitumen or similar membrane, and flash it properly where it meets the main roof.",
      },
      {
        question: "Is metal a good choice for a home near Old Tampa Bay?",
        answer:
          "It can be, with the right materials. Near salt water we favor aluminum panels or steel with a high-grade coating, along with fasteners and trim rated for coastal exposure, because lightly galvanized steel rusts at cut edges and screw heads.",
      },
      {
        question: "Our house took on water in the storm. Should the roof come before the interior?",
        answer:
          "If the roof was damaged too, yes. Gutting wet drywall accomplishes little while rain is still getting in, so we tarp or dry in the roof right away, document the damage for your insurer, and time the permanent roof so it doesn't collide with the restoration crew inside.",
      },
    ],
    keywords: [
      "Town 'n' Country roofer",
      "roof replacement Town n Country",
      "flat roof repair Tampa 33615",
      "carport roof repair Town 'n' Country",
    ],
    nearby: ["westchase", "citrus-park", "tampa", "oldsmar", "carrollwood"],
    zipCodes: ["33615", "33634", "33635"],
  },

  carrollwood: {
    headline:
      "From the ranch houses around Lake Carroll to Carrollwood Village's wooded cul-de-sacs, we replace and repair roofs that live under heavy oak shade and long-standing deed restrictions.",
    intro: [
      "Carrollwood started in 1959 as a planned subdivision wrapped around Lake Carroll on old orange grove land, and its original deed restrictions still shape the neighborhood: masonry homes, generous setbacks and additions that have to match the main house. West of Dale Mabry, Carrollwood Village followed in the 1970s around a country club course, and the name has since spread to newer subdivisions and shopping centers across northwest Hillsborough.",
      "Roofing here is almost all re-roofing. Empty lots are rare, so the job is usually tearing off worn shingles and bringing an older house up to a code that didn't exist when it was built. We regularly find roofs laid over an earlier layer, bathroom fans exhausting into the attic instead of outdoors, and 1980s skylights flashed with nothing but roofing cement. We fix each of those during the replacement.",
    ],
    neighborhoods: [
      "Original Carrollwood",
      "Carrollwood Village",
      "Lake Carroll",
      "Lake Magdalene",
      "Northdale",
      "Carrollwood Country Club area",
      "Casey Road and Gunn Highway",
    ],
    housing:
      "Original Carrollwood is mostly single-story block homes from the 1960s and early 1970s, many with low-pitched hip or gable roofs, wide overhangs and mid-century lines their owners want kept. Its civic association enforces deed restrictions calling for masonry construction and approval of additions. Carrollwood Village is a little younger: two-story and split-plan houses from the 1970s and 1980s with wood trim and, on some, wood siding, steeper roofs and more valleys. Rot in the original fascia and soffit, hidden behind the gutters, turns up on many Carrollwood jobs. Architectural shingles dominate, with tile on some later custom homes.",
    stormExposure:
      "The lakes that make Carrollwood attractive also shape its weather risk. Lake Carroll, Lake Magdalene and a scattering of smaller ponds sit among mature live oaks and laurel oaks, and laurel oaks in particular grow fast, age early and shed heavy limbs in high wind. Irma in 2017 and Milton in 2024 both brought trees down across northwest Hillsborough, and a limb strike that cracks a truss or punches through decking calls for structural repair, not just fresh shingles. The everyday issue is shade. Roofs that see little direct sun grow dark algae streaks and moss, hold moisture under leaf litter and wear out first on their north-facing slopes.",
    localNotes:
      "Carrollwood, Carrollwood Village, Northdale and Lake Magdalene all lie outside any city, and Hillsborough County Development Services is the permitting office for each. Deed restrictions are a separate layer that the county doesn't enforce: Original Carrollwood's civic association, the Village's neighborhood associations and the HOAs in newer pockets each keep their own rules about materials and colors. We ask which one governs your street at the first visit and build its paperwork into the schedule.",
    whyChoose: [
      "Replacements on Carrollwood's 1960s and 1970s homes that preserve the low, clean rooflines owners value",
      "Rotted fascia, soffit and trim repaired along with the roof, so one crew handles the whole edge",
      "Algae-resistant shingles and ventilation upgrades for shaded lots under oak canopy",
      "Respect for Original Carrollwood's deed restrictions and the Village's association reviews",
      "Storm inspections that check the trusses and decking under a fallen limb, not just the surface",
    ],
    faqs: [
      {
        question: "Do I need approval from the Carrollwood Civic Association to replace my roof?",
        answer:
          "A like-for-like shingle replacement rarely touches anything the deed restrictions cover, but changing the roof's shape, adding a structure or switching materials may. Because rules differ between Original Carrollwood, the Village and the newer associations, check with yours before materials are ordered; we can supply product sheets for any review.",
      },
      {
        question: "What are the black streaks on my roof, and do they mean it's failing?",
        answer:
          "They're usually a blue-green algae that feeds on the limestone filler in asphalt shingles, and it thrives on shaded Carrollwood roofs. The streaks look bad but don't by themselves mean the roof leaks. A soft wash with a roof-safe cleaner removes them, while pressure washing strips granules and should be avoided. At replacement time, shingles with copper-bearing granules resist regrowth.",
      },
      {
        question: "A tree limb hit my roof during a storm. Is it safe to stay in the house?",
        answer:
          "If a large limb is resting on the roof, or you see a sagging ceiling, fresh cracks in drywall or daylight, keep out of those rooms until the roof is inspected. We coordinate removal with a tree service, check the trusses and decking, tarp the opening the same day where possible, and document everything for your insurer.",
      },
      {
        question: "Should I switch from shingles to metal on my 1960s ranch house?",
        answer:
          "It's worth considering. Standing-seam metal suits the long, low rooflines of Carrollwood's ranch homes, copes with pitches that are marginal for shingles, and sheds oak leaves easily. We check your pitch, any association rules and the product's Florida approval before recommending it.",
      },
    ],
    keywords: [
      "Carrollwood roofer",
      "roof replacement Carrollwood FL",
      "Carrollwood Village roofing",
      "roof algae removal Carrollwood",
      "Northdale roof repair",
    ],
    nearby: ["tampa", "citrus-park", "lutz", "town-n-country", "temple-terrace"],
    zipCodes: ["33618", "33624"],
  },

  "temple-terrace": {
    headline:
      "Temple Terrace's 1920s Mediterranean Revival homes, mid-century moderns and lots along the Hillsborough River need roofing that respects their design and the city's own permit rules.",
    intro: [
      "Temple Terrace was planned in the early 1920s as a golf-course community for well-off northerners, laid out on what had been Bertha Palmer's hunting preserve and named for the Temple orange grown in its groves. Dozens of Mediterranean Revival houses from that boom survive around the golf course, with stucco walls, parapets and red clay barrel tile. After World War II the city filled in with ranch houses and a notable run of mid-century modern homes with broad overhangs and shallow roofs, followed by later subdivisions on the north and east sides.",
      "That range hands Temple Terrace roofers an unusual mix of problems: flat roofs hidden behind parapets that drain through scuppers, hand-laid barrel tile over underlayment that may be decades old, and modernist roofs pitched too low for shingles at all. Rentals near the University of South Florida add deferred maintenance to the mix.",
    ],
    neighborhoods: [
      "Historic golf-course district",
      "Riverhills",
      "Deer Park Avenue",
      "Hillsborough River frontage",
      "Downtown Temple Terrace on 56th Street",
      "Blocks around Florida College",
    ],
    housing:
      "The 1920s houses are why preservationists know Temple Terrace. Their roofs are usually combinations: clay barrel tile on the sloped sections, built-up or modified bitumen flat decks behind stucco parapets, and tile-capped towers or entries. Keeping them right means rebuilding the flat sections with crickets and scupper flashing so water never sits against the parapet. Mid-century modern homes built between the late 1940s and the mid-1960s pose the opposite challenge, with long, shallow planes and exposed rafter tails where a membrane or low-slope standing seam is the correct answer. Most of the remaining housing is block ranches and 1970s-to-1990s subdivisions under asphalt shingle.",
    stormExposure:
      "The Hillsborough River curls along the city's edge, and its water is the main storm story here. After Milton in October 2024, flood warnings went up for the river at Morris Bridge and near Hillsborough River State Park, and low streets and parking lots in and around Temple Terrace took on water. Wind is the second concern. Older clay tile set in mortar, the usual method before modern foam-adhesive and mechanically fastened systems, loosens with age and can lift in gusts, and a single displaced tile lets wind-driven rain reach underlayment that may be as old as the last re-roof.",
    localNotes:
      "As an incorporated city, Temple Terrace issues roofing permits through its own building division at City Hall and sends its own inspectors, so Hillsborough County isn't involved. The city also has a Historic Preservation Board, and participation in its preservation program has been voluntary; if your home has been designated, exterior changes such as replacing clay tile with a different material may need the board's review. We check a property's status first and, on historic homes, photograph the existing roof in detail before anything comes off.",
    whyChoose: [
      "Clay barrel tile salvaged, matched and relaid on Temple Terrace's 1920s Mediterranean Revival homes",
      "Flat roofs behind parapets rebuilt with crickets, scuppers and flashing that keep water moving",
      "Low-slope membrane and standing-seam options suited to mid-century modern rooflines",
      "City of Temple Terrace permits and inspections handled, including a historic-status check",
      "Photo reports for landlords and out-of-town owners of rentals near USF",
    ],
    faqs: [
      {
        question: "Who issues roofing permits in Temple Terrace, the city or the county?",
        answer:
          "The city. Temple Terrace runs its own building division, so applications, fees and inspections go through City Hall rather than Hillsborough County. Some nearby homes share the 33617 and 33637 ZIP codes but sit outside the city limits and are county jurisdiction, so we verify your parcel before applying.",
      },
      {
        question: "My 1920s house has a clay barrel tile roof. Can it be saved?",
        answer:
          "Frequently. Old clay tile often outlasts the underlayment beneath it. We remove the tile by hand, sort and stack it, replace the underlayment and any rotten decking, and reinstall the sound pieces with modern fastening, filling gaps with salvaged or new tile in the same profile. Some breakage is normal; the goal is to keep the original look.",
      },
      {
        question: "Water pools on the flat roof behind my parapet. Is that normal?",
        answer:
          "A little water that's gone within a day or two is common on older flat roofs, but ponding that lingers shortens a membrane's life and finds every weak seam. The usual fixes are tapered insulation or crickets that push water toward the scuppers, enlarged or re-flashed scuppers, and a new membrane carried up and over the parapet walls.",
      },
      {
        question: "I own a rental near USF. Can you work with my tenants?",
        answer:
          "Yes. We arrange access with the tenants directly, photograph the roof and attic so you can judge the condition from wherever you are, and send you the estimate, permit and final inspection results. For an active leak we dry in first and discuss options afterward.",
      },
    ],
    keywords: [
      "Temple Terrace roofer",
      "clay tile roof repair Temple Terrace",
      "flat roof parapet repair Tampa",
      "roof replacement Temple Terrace FL",
    ],
    nearby: ["tampa", "thonotosassa", "carrollwood", "mango", "seffner"],
    zipCodes: ["33617", "33637"],
  },

  westchase: {
    photo: {
      file: "sample-westchase-architectural-shingle.jpg",
      alt: "Two-story home in Westchase with a new charcoal architectural shingle roof",
    },
    headline:
      "Many Westchase roofs are reaching replacement at the same time, and each one needs the Westchase Community Association's approval; we handle the roof and the modification paperwork.",
    intro: [
      "Westchase is a master-planned community begun in the early 1990s, a patchwork of named villages around a golf course, including the walkable, alley-loaded streets of West Park Village. Because most of it went up in a short span, its roofs age in waves. Whole neighborhoods are now watching original or first-replacement shingle roofs reach the end of their service lives together, and many owners hear about it first from their insurance carrier at renewal.",
      "No Westchase roof is purely a private decision. The community's Residential Guidelines spell out acceptable roofing materials, tile and shingle colors and required warranties, and a replacement must be approved by the Westchase Community Association's Modifications Committee, after a neighborhood's own architectural review in villages that have one. Preparing those submittals is a routine part of every Westchase job for us, so the approval letter shows up before the dumpster does.",
    ],
    neighborhoods: [
      "West Park Village",
      "The Bridges",
      "Stockbridge",
      "Radcliffe",
      "The Shires",
      "Harbor Links",
      "Glencliff",
      "Berkeley Square",
      "The Vineyards",
    ],
    housing:
      "Westchase houses are mostly stucco over block, often with framed second stories, built between the early 1990s and the mid-2000s. Many single-family villages lean toward architectural shingles in earth tones, while several villages of larger homes are largely flat or S-profile concrete tile. West Park Village mixes detached homes, villas and townhomes with rear garages on alleys, which means more small roof planes, dormers and wall-to-roof flashings per house than in a typical subdivision. The approved palette narrows colors, not quality; we match each submittal to the exact product and warranty the guidelines require.",
    stormExposure:
      "Westchase lies inland of Old Tampa Bay, beyond where surge has been a problem, but its ponds and conservation areas make heavy rain the dominant hazard. After Milton in October 2024, homes in The Bridges flooded when a neighboring pond rose, and some streets were impassable for a couple of days. For roofs, the damaging combination is wind and water arriving together: gusts lift a tile or unseal a row of shingles, and long rain bands drive water through the gap for hours. Concrete tile roofs from the 1990s were often mortar-set and depend on underlayment that is now near its end, so a tile roof can look perfect from the street while leaking at its valleys and headwalls.",
    localNotes:
      "The county, through Hillsborough County Development Services, issues the building permit only after the association has approved the modification, so every project carries two approvals and two sets of paperwork, both of which we file. Florida's roof-repair rules also changed in 2022: roofs installed under the 2007 Florida Building Code or later can often be repaired in part without replacing an entire section, while many original 1990s roofs cannot. We tell owners which category their roof is in, and we provide the wind-mitigation report insurers ask for once a new roof is finished.",
    whyChoose: [
      "Modification applications for the WCA and any village review committee prepared with every Westchase estimate",
      "Products matched to the roof colors and warranty terms in the Westchase Residential Guidelines",
      "Concrete tile underlayment replacement that reuses sound tile where the guidelines allow",
      "Careful staging on West Park Village's tight alley lots and shared walls",
      "A wind-mitigation inspection and insurer-ready paperwork when the new roof is complete",
    ],
    faqs: [
      {
        question: "How long does Westchase modification approval take for a new roof?",
        answer:
          "It depends on the committee's meeting calendar and whether your village reviews the request first, so build it into your timeline. We submit a complete package with the product name, color, manufacturer warranty and a brochure or sample, which avoids the back-and-forth behind most delays, and we only book installation once approval arrives.",
      },
      {
        question: "Can I switch from concrete tile to shingles, or from shingles to metal, in Westchase?",
        answer:
          "Only if the guidelines for your neighborhood allow it. The Residential Guidelines list acceptable roofing materials and colors, and some villages add stricter rules of their own. We check the current guidelines for your section before pricing an alternative and will tell you plainly if a change is unlikely to be approved.",
      },
      {
        question: "My insurer wants an inspection because the roof is original. What will they look at?",
        answer:
          "Mainly remaining useful life, visible damage and any sign of leaking. We write a report with photos of every slope, the attic and the flashings. If the roof is sound, that report can help keep your coverage in place; if it isn't, you have a documented basis for a replacement quote.",
      },
      {
        question: "Where does the dumpster go on an alley-loaded lot in West Park Village?",
        answer:
          "That takes planning. We use a smaller trailer or place a container where the association permits, protect pavers and plantings, and keep the alley open for neighbors' garages.",
      },
    ],
    keywords: [
      "Westchase roofer",
      "Westchase roof replacement",
      "Westchase HOA roof approval",
      "concrete tile roof Westchase",
      "West Park Village roofing",
    ],
    nearby: ["citrus-park", "town-n-country", "oldsmar", "odessa", "carrollwood"],
    zipCodes: ["33626"],
  },

  "plant-city": {
    headline:
      "From historic frame homes near downtown to Walden Lake and farmhouses among the strawberry fields, we roof Plant City and file with the right office, city or county.",
    intro: [
      "Plant City is an incorporated city with deep farming roots, known as the Winter Strawberry Capital of the World and host of the Florida Strawberry Festival each year in late winter. Its housing mirrors that history: early twentieth-century frame bungalows and two-story homes on the streets around the historic downtown, postwar block houses in the older neighborhoods, and Walden Lake, the city's largest subdivision, built out from the 1970s into the 2000s. Past the city limits, farms and rural homesites spread toward Dover, Springhead and Turkey Creek.",
      "Before any Plant City roof project, pin down whether the property is actually inside the city. A Plant City mailing address covers a great deal of unincorporated county land, and the permit, fees and inspector all change with it. We settle that first, then look at what the house needs: the older frame homes often have plank decking and additions from several eras, and Walden Lake spans enough decades that neighbors on one street may have roofs of very different ages.",
    ],
    neighborhoods: [
      "Historic downtown blocks",
      "Walden Lake",
      "Forest Club",
      "James L. Redman Parkway corridor",
      "Springhead",
      "Turkey Creek",
    ],
    housing:
      "The oldest residential streets, near downtown, hold frame houses from the 1900s through the 1930s: steep gables, wood lap siding, porches with their own shallow roofs and, underneath, board sheathing never meant for modern nailing schedules. Re-roofing one usually means re-nailing the boards or sheathing over them with plywood and rebuilding porch roofs in a low-slope material. Postwar neighborhoods add block ranch homes with simple hips. Walden Lake, developed over several decades around what were its two golf courses, is mostly one- and two-story homes with shingle roofs under a homeowners association, with tile on some larger houses. Out in the country, 5V crimp and ribbed metal roofs are everywhere on farmhouses and outbuildings, and manufactured homes often wear metal roof-overs.",
    stormExposure:
      "Being inland spares Plant City from surge, not from water. Milton's rain in October 2024 produced flooding city officials called unprecedented, with dozens of people rescued from high water overnight. Irma's path in 2017 ran through central Florida east of Tampa Bay, bringing strong gusts, fallen trees and long power outages to east Hillsborough. Between hurricanes, the threat is the summer convective storm: the interior heats up through the afternoon and builds tall thunderstorms with damaging downbursts, frequent lightning and occasional hail that dents metal and bruises shingles. Open farmland lets wind gather speed, which is hard on aging exposed-fastener metal roofs.",
    localNotes:
      "Inside the city limits, roofing permits come from the City of Plant City's Building Department at City Hall, which also performs the inspections. Outside them, including many homes with Plant City ZIP codes, Hillsborough County Development Services handles the permit instead. On farm properties we sort out which structures need a permit before any crew arrives.",
    whyChoose: [
      "City-versus-county jurisdiction checked for every Plant City address before a permit is filed",
      "Frame-house know-how: board decks re-nailed or sheathed, and porch roofs rebuilt for low slope",
      "Metal roofing for farmhouses, barns and packing sheds, including fastener replacement on older panels",
      "Walden Lake association color and material submittals prepared with your estimate",
      "Scheduling that respects working farms, harvest season and access for equipment",
    ],
    faqs: [
      {
        question: "How do I know if my Plant City home is inside the city limits?",
        answer:
          "Your property record on the Hillsborough County Property Appraiser's website shows the taxing district, and your tax bill will include city millage if you're inside. We check this before quoting, because it decides whether the City of Plant City or Hillsborough County issues the permit.",
      },
      {
        question: "The screws on my metal roof are rusting and leaking. Do I need a new roof?",
        answer:
          "Not necessarily. On exposed-fastener panels, the rubber washers dry out and screws loosen long before the steel fails. If the panels are sound, we replace fasteners with oversized screws and new washers, reseal laps and trim, and treat surface rust. Once panels are rusted through or the coating is gone, replacement makes more sense.",
      },
      {
        question: "Does my barn need a permit for a new roof?",
        answer:
          "Possibly not. Florida exempts nonresidential farm buildings on land classified as agricultural from most permitting. A barn on a residential lot, or any structure someone lives in, doesn't qualify. We look at how the property is classified and used before deciding on permits.",
      },
      {
        question: "Is hail really a problem in Plant City?",
        answer:
          "It's less common than wind damage, but it happens. Inland thunderstorms can drop hail big enough to dent metal trim and knock granules loose. Damage isn't always visible from the ground; look for granules piling up at downspouts, dents on vents and gutters, or dark bruises on shingles. We inspect and document hail damage for insurance claims.",
      },
    ],
    keywords: [
      "Plant City roofer",
      "roof replacement Plant City FL",
      "Walden Lake roofing",
      "metal roof repair Plant City",
      "farmhouse metal roof Hillsborough",
    ],
    nearby: ["dover", "thonotosassa", "seffner", "valrico", "zephyrhills"],
    zipCodes: ["33563", "33565", "33566", "33567"],
  },

  thonotosassa: {
    headline:
      "Homes on Lake Thonotosassa, manufactured homes on wooded lots and acreage along US 301: we roof Thonotosassa's rural properties, from old metal barns to new subdivisions.",
    intro: [
      "Thonotosassa takes its name from the Seminole-Creek words for a source of flint, and it grew up around its lake as a citrus community long before Tampa's suburbs reached this far. It is still among the more rural corners of Hillsborough County: older lake homes, farmhouses and manufactured homes on acreage, with newer subdivisions appearing on former grove and pasture land. A railroad reached the lake from Tampa in 1893 to haul citrus to market, and the old military road between Fort Brooke and Fort King once ran nearby; US 301 crosses its route today.",
      "Roofing out here is shaped by space. A single property often carries several structures, such as the house, a detached garage, a barn and a carport roof a previous owner built, and each has its own age and material. Long driveways, soft ground and overhead lines dictate where a dumpster or material trailer can go. We walk the whole property before quoting and plan access so a delivery truck doesn't rut the lawn or roll over a septic drain field.",
    ],
    neighborhoods: [
      "Lake Thonotosassa shoreline",
      "Hillsborough River State Park area",
      "Flint Creek",
      "Morris Bridge Road",
      "US 301 corridor",
      "East Fowler Avenue",
      "Thonotosassa Road",
    ],
    housing:
      "Housing here is more varied than in most of the county. Along the lake, older cottages and block homes sit beside larger houses built as waterfront lots were redeveloped. Inland, acreage parcels carry frame farmhouses, ranch homes and many manufactured homes, some with metal roof-overs added years after the home was set. Exposed-fastener metal is common on houses and outbuildings alike. The newer subdivisions going up on old pasture look like suburban Hillsborough anywhere, with architectural shingles and an HOA, yet they sit beside fields and woods and take the same weather.",
    stormExposure:
      "This is low, wet country laced with creeks that feed the Hillsborough River, and that showed after Milton in October 2024, when flood warnings were issued for the river at Morris Bridge and at Hillsborough River State Park. Wind exposure is greater than in the suburbs, because open pasture and the lake give gusts a long run, and manufactured homes and lightweight roof-overs depend on secure fastening at every edge. Hillsborough County ordered all mobile and manufactured homes evacuated ahead of Milton, which says plenty about how hurricane wind treats them. Tall pines and oaks near houses bring limb strikes, and summer storms bring lightning that can split a ridge or scorch decking.",
    localNotes:
      "Permits for homes here are county permits, issued by Hillsborough County Development Services, and that includes re-roofs and roof-overs on manufactured homes. A metal roof-over adds weight and must be fastened to the home's structure for the county's wind requirements, so it is permitted and inspected like any other roof. Nonresidential farm buildings on agriculturally classified land can be exempt, but we confirm that rather than assume it. With so many rural properties on wells and septic systems, we keep heavy equipment clear of drain fields and wellheads.",
    whyChoose: [
      "Roofs for every structure on a rural property, from the house to the barn and the equipment shed",
      "Permitted, properly fastened metal roof-overs for manufactured homes",
      "Site planning that protects lawns, septic drain fields and wellheads on Thonotosassa acreage",
      "Exposed-fastener and standing-seam metal installed and maintained",
      "A local family contractor used to working the roads between Temple Terrace and Plant City",
    ],
    faqs: [
      {
        question: "Is a metal roof-over a good idea for my manufactured home?",
        answer:
          "Often it is. A roof-over adds a pitched or curved metal roof above the original low-slope one, which ends recurring seam leaks and cuts heat gain. It has to suit your home's structure and the county's wind requirements, carry a permit, and be tied down properly at the edges. We assess the existing roof and walls first to make sure they can carry it.",
      },
      {
        question: "Can you get a crew and materials to a property with a long dirt driveway?",
        answer:
          "Yes, with some planning. We look at the driveway, gates, overhead lines and where the ground is firm, then choose between a dumpster, a smaller trailer or carrying debris out to the road. On ground soaked by summer rain we may wait a day or lay down plywood to protect the yard and septic field.",
      },
      {
        question: "Our lake house has an old roof and we don't know what's under it. Where do we start?",
        answer:
          "With an attic and roof inspection. Older lake homes here were often added onto over the years, so we check for multiple shingle layers, how the additions were tied in and whether the decking is solid. Florida code doesn't allow a new roof over two existing layers, so a house that has already been re-covered once will need a full tear-off.",
      },
    ],
    keywords: [
      "Thonotosassa roofer",
      "mobile home roof over Thonotosassa",
      "metal roof Thonotosassa FL",
      "roof replacement 33592",
    ],
    nearby: ["temple-terrace", "seffner", "plant-city", "mango", "zephyrhills"],
    zipCodes: ["33592"],
  },
};
