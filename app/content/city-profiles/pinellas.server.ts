import type { CityProfiles } from "../city-profile-schema";

/** Pinellas County: Clearwater, St. Petersburg, Palm Harbor, Tarpon Springs, Oldsmar, Safety Harbor, Dunedin. */
export const pinellas: CityProfiles = {
  clearwater: {
    photo: {
      file: "sample-clearwater-stone-coated-metal.jpg",
      alt: "Coastal home in Clearwater with a stone-coated metal shake roof in slate gray",
    },
    headline:
      "Clearwater roofs run from 1914 Harbor Oaks estates to Countryside pool homes and salt-sprayed beach cottages, each with its own scope.",
    intro: [
      "Clearwater is really several roofing markets sharing one name. On the barrier island, Clearwater Beach and the north end of Sand Key face open Gulf, and the duplexes, small motels and cottages between the towers live in constant spray. Back across the Memorial Causeway, the bluff south of downtown holds Harbor Oaks and other early streets, while the east side along US 19 and McMullen-Booth Road is block-built suburbia from the 1960s through the 1980s.",
      "So a Clearwater estimate rarely resembles the previous one. A beach duplex may need corrosion-resistant fasteners and a new membrane over its flat rear section; a Countryside pool home, a clean tear-off and architectural shingles with the screen cage reset at the fascia; a Mediterranean Revival house near Druid Road, clay tile relaid and the built-up roof behind its parapet rebuilt. We inspect, photograph and explain which case is yours.",
    ],
    neighborhoods: [
      "Clearwater Beach",
      "Island Estates",
      "Sand Key",
      "Harbor Oaks",
      "Downtown Clearwater",
      "Countryside",
      "Morningside",
      "Skycrest",
      "Del Oro Groves",
    ],
    housing:
      "Harbor Oaks opened in 1914 and joined the National Register in 1988; its mostly two-story houses lean Mediterranean Revival, Colonial Revival, Tudor and Mission, with clay tile, board decking and low parapet roofs that hide ponding water. Post-war areas such as Skycrest and Del Oro Groves are concrete-block ranches with simple hip or gable roofs, many still sitting on original plank sheathing. Countryside filled in during the 1970s and 1980s, largely in deed-restricted subdivisions. On Island Estates and the beach you'll find older cottages, newer homes raised above flood elevation, and condo or townhome buildings whose low-slope roofs take TPO or modified bitumen.",
    stormExposure:
      "Helene in September 2024 pushed Gulf water across Clearwater Beach, flooding ground floors and flattening dunes, and Milton arrived about two weeks later with wind that peeled shingles and ridge caps on the mainland. Irma in 2017 was mostly a wind-and-trees event here. The beach, Island Estates and the harbor-front blocks lie inside the wind-borne debris region, which raises the design pressures a new roof must resist. Salt is the slower threat: near the water we regularly pull off rusted drip edge, pitted valley metal and nails corroded nearly through under shingles that still look serviceable.",
    localNotes:
      "Inside city limits, re-roof permits come from the City of Clearwater's Planning and Development Department, which sends inspectors out during the job as well as at the end. Not every Clearwater mailing address is in the city, though: Feather Sound and pockets near Ulmerton Road are unincorporated and file with Pinellas County, so we confirm the parcel's jurisdiction first. For beach and Island Estates homes that took on water in 2024, FEMA's substantial-improvement rule counts roof work in the total repair cost alongside drywall, flooring and everything else.",
    whyChoose: [
      "Stainless or heavy-galvanized fasteners wherever Clearwater Harbor spray would rust out bare steel",
      "Clay tile salvage and resetting for Harbor Oaks and other Mediterranean Revival homes, with parapet and flat-deck work done by the same crew",
      "Commercial crews for beach motels, small condo buildings and townhome associations that need TPO or modified bitumen",
      "We check whether your parcel is city or county before filing, so the permit lands at the right counter the first time",
      "Owned by the same family since 1987 and still answerable to our Pinellas neighbors after hurricane season ends",
    ],
    faqs: [
      {
        question: "My Clearwater Beach house flooded during Helene. Does a new roof count toward the 50% rule?",
        answer:
          "Yes. When the city decides whether a flooded home is substantially damaged, it looks at the cost of all repairs together, roof included, against the structure's market value. If the total reaches half, the house has to be brought up to current flood rules, which can mean elevation. We give you an itemized roof scope for the city and your adjuster, and we won't split invoices to slip under the threshold, because that can cost you the permit and your flood coverage.",
      },
      {
        question: "What roof holds up best a block from the Gulf?",
        answer:
          "Shingle, metal and tile can all last near salt water if the accessories suit it. Shingles want stainless or hot-dipped galvanized nails and aluminum drip edge. Metal wants aluminum or a properly coated panel with matching fasteners, since mixed metals corrode faster, and many steel-panel warranties exclude homes close to salt water, so we read the fine print with you. Tile needs attachment rated for your wind zone.",
      },
      {
        question: "Does my Countryside HOA have to approve a new roof?",
        answer:
          "In many of Countryside's deed-restricted subdivisions, yes: the association reviews color and material, and some limit owners to particular shingle lines or tile profiles. Send us the architectural request form and we'll fill in the product data and attach samples; the city permit and the HOA approval can proceed in parallel.",
      },
    ],
    keywords: [
      "Clearwater roofer",
      "roof replacement Clearwater FL",
      "Clearwater Beach roof repair",
      "Harbor Oaks tile roof",
      "Countryside roofing",
    ],
    nearby: ["dunedin", "safety-harbor", "palm-harbor", "st-petersburg", "oldsmar"],
    zipCodes: ["33755", "33756", "33759", "33761", "33763", "33764", "33765", "33767"],
  },

  "st-petersburg": {
    photo: {
      file: "sample-recent-st-petersburg-stone-coated.jpg",
      alt: "Bungalow in St. Petersburg with a terracotta-colored stone coated metal roof",
    },
    headline:
      "Kenwood bungalows, parapet-walled Old Northeast houses and bayfront homes that flooded in 2024: St. Petersburg roofing, street by street.",
    intro: [
      "Much of St. Petersburg went up in two bursts. The 1920s boom left Craftsman and Mediterranean Revival homes across Old Northeast, Kenwood, Crescent Lake and Roser Park; the post-war decades filled the grid westward toward Tyrone and south toward Pinellas Point with block ranches. Roofs from both eras share a weakness we meet constantly: flat or low-slope sections, behind parapets or over later additions, that got patched for decades instead of rebuilt.",
      "So our St. Pete inspections follow the water. We trace where the scuppers drain, whether the parapet coping has split, and how many coats of silver paint hide the old tar-and-gravel over the sunroom, then specify modified bitumen or TPO for flat areas and shingle, metal or tile for pitched ones. On a century-old house, the transitions between the two are most of the job.",
    ],
    neighborhoods: [
      "Old Northeast",
      "Historic Kenwood",
      "Roser Park",
      "Crescent Lake",
      "Snell Isle",
      "Shore Acres",
      "Venetian Isles",
      "Pinellas Point",
      "Disston Heights",
      "Jungle Terrace",
    ],
    housing:
      "Kenwood is known for Craftsman bungalows with low gables and exposed rafter tails, and the tails and fascia often need carpentry before any new roof goes on. Old Northeast mixes foursquares, bungalows and Mediterranean Revival houses whose flat roofs hide behind parapets, sometimes with a short run of barrel tile on the street face. Snell Isle and Venetian Isles carry larger tile- and metal-roofed homes, some rebuilt higher. In Disston Heights, Jungle Terrace and the streets off 66th Street, 1950s and 1960s block ranches with hip roofs dominate; they suit shingle or standing-seam metal, and many still have 1x plank decking under today's shingles.",
    stormExposure:
      "St. Petersburg has water on three sides, and 2024 showed what that means. Helene's surge came up Tampa Bay and flooded Shore Acres, Venetian Isles, Snell Isle and other bayfront neighborhoods. Less than two weeks later Milton's winds shredded the fabric roof of Tropicana Field and lifted shingles, tile and metal across the city, followed by weeks of leaks from rain driven under failed flashing. Idalia had flooded some of the same streets in 2023. The lessons are unglamorous: a sealed deck, ring-shank nails at tight spacing, secured hip and ridge caps, and new flashing rather than reused.",
    localNotes:
      "Permits inside city limits are issued by the City of St. Petersburg's Construction Services and Permitting division. If the house is a local landmark or sits in a locally designated historic district such as Roser Park, exterior roof changes need a Certificate of Appropriateness before the permit is released; a National Register listing on its own doesn't trigger that review. For flooded homes in the city's flood zones, substantial-damage determinations after Helene count roof repairs in the total, and some owners are elevating or rebuilding rather than re-roofing a house that must be raised.",
    whyChoose: [
      "Flat-roof and parapet work for St. Pete's 1920s Mediterranean Revival homes: new membrane turned up the walls, counterflashing and scuppers",
      "In-house carpentry for Kenwood rafter tails, fascia and plank decking",
      "Material specs, photos and samples prepared for Certificate of Appropriateness applications",
      "Post-Helene and Milton repairs scheduled around the crews handling flood work inside",
      "A family company since 1987 that works from written scopes and appointments, not door-knocking after storms",
    ],
    faqs: [
      {
        question: "Do I need historic approval to re-roof in Roser Park or another St. Pete historic district?",
        answer:
          "If the property is in a locally designated district or is an individual landmark, a change to the roof's exterior material or appearance generally needs a Certificate of Appropriateness before the city will issue the roofing permit. The further the new roof departs from the existing one, the more scrutiny to expect: going from shingle to metal, or removing original tile, draws the closest look. We assemble product sheets, photos and color samples for the application.",
      },
      {
        question: "Why does the flat roof on my Old Northeast house keep leaking after every patch?",
        answer:
          "On parapet houses the leak is usually at the edges, not the middle: cracked stucco on the inner face of the parapet, a coping cap that lets water into the wall, or a scupper that has rusted or pulled away from the membrane. Coating the field of the roof touches none of those. A lasting repair means new membrane run up the parapet, counterflashing, new scuppers and, where water sits, tapered insulation to move it off.",
      },
      {
        question: "Our Shore Acres home flooded in Helene. Should we replace the roof now or wait?",
        answer:
          "Dry the house in now, with tarps or a temporary membrane, so wind-driven rain doesn't add to the interior damage. Hold off on full replacement until you know whether the city has classed the home as substantially damaged; a house that must be elevated or rebuilt may not keep its current roof. Meanwhile we document the roof for your insurer.",
      },
    ],
    keywords: [
      "St. Petersburg roofer",
      "St. Pete roof replacement",
      "flat roof repair St. Petersburg",
      "Old Northeast historic roof",
      "Shore Acres roof repair",
    ],
    nearby: ["clearwater", "safety-harbor", "tampa", "oldsmar"],
    zipCodes: ["33701", "33702", "33703", "33704", "33705", "33707", "33710", "33711", "33712", "33713", "33716"],
  },

  "palm-harbor": {
    photo: {
      file: "sample-palm-harbor-standing-seam.jpg",
      alt: "Ranch home in Palm Harbor with a silver standing-seam metal roof",
    },
    headline:
      "Palm Harbor has no city hall, just a long stretch of north county from St. Joseph Sound to Lake Tarpon, and we roof all of it, from Ozona cottages to Lansbrook two-stories.",
    intro: [
      "Because Palm Harbor is unincorporated, it is governed, permitted and inspected by Pinellas County, and it behaves less like one town than a string of communities. Ozona and Crystal Beach are old fishing settlements on the water, with small lots, frame cottages and newer raised homes. Old Palm Harbor, around Florida Avenue and the Pinellas Trail, keeps an older downtown scale. Farther inland, planned communities of the 1970s through the 1990s take over: Lansbrook on Lake Tarpon, the 55-plus Highland Lakes, and the golf streets around Innisbrook.",
      "Many of the Palm Harbor roofs we inspect are second-generation roofs, put on in the late 1990s or 2000s over houses built a decade or two earlier, which puts them right where insurers start asking questions. Pool cages screwed into the fascia, 1980s skylights that have outlived their seals and off-ridge vents from the original build are all common. A good re-roof here is as much about detailing those edges and penetrations as about choosing the field material.",
    ],
    neighborhoods: [
      "Ozona",
      "Crystal Beach",
      "Old Palm Harbor",
      "Lansbrook",
      "Highland Lakes",
      "Innisbrook",
      "Boot Ranch",
      "Lake Tarpon shore",
    ],
    housing:
      "Most of Palm Harbor is single-family concrete block from the 1970s onward, with plenty of two-story stucco homes in the 1990s subdivisions and clusters of villas, townhomes and manufactured-home parks along the US 19 and Alternate 19 corridors. Concrete tile is common in Lansbrook and the gated sections; architectural shingle covers most everything else. HOAs run the planned communities, and many publish approved color palettes. Ozona and Crystal Beach are older and more varied: frame cottages with metal roofs, 1950s block houses, and new homes lifted on pilings or fill to reach flood elevation.",
    stormExposure:
      "The sound and the lake expose Palm Harbor in different ways. Along St. Joseph Sound, Helene's surge in 2024 flooded low streets in Ozona and Crystal Beach and left boats stacked on one another at the Ozona marina; those waterfront blocks also sit in the wind-borne debris region. Inland, the danger is wind and trees. Milton's gusts that October dropped oaks and pines onto roofs across the subdivisions and stripped shingles whose sealant strips had long since let go. Summer afternoon thunderstorms add lightning strikes and short, hard downbursts that finish off tabs already loosened by age.",
    localNotes:
      "With no municipal government, every Palm Harbor roofing permit is issued by Pinellas County Building & Development Review Services, which also sends the inspectors, typically once mid-job to see the deck attachment and underlayment and again at final. For flood-damaged homes in Ozona and Crystal Beach, it's the county, not a city, that applies FEMA's 50% rule. Deed restrictions are enforced by each HOA rather than the county, so a re-roof in a planned community needs both approvals.",
    whyChoose: [
      "We file re-roof permits with Pinellas County's building department routinely and know how its inspections are sequenced",
      "Careful detaching and resetting of pool-cage and screen-enclosure attachments so your enclosure stays tight after tear-off",
      "Tree-damage response after storms, from emergency tarping to replacing broken rafters and decking",
      "Roof condition reports and wind-mitigation paperwork for owners shopping for insurance",
      "Family-owned since 1987 and based in Odessa, next door to north Pinellas",
    ],
    faqs: [
      {
        question: "My insurer says my Palm Harbor roof is too old. Do I have to replace it?",
        answer:
          "Not automatically. Florida law bars an insurer from refusing to write or renew a homeowners policy solely because the roof is under 15 years old. For an older roof, the insurer must allow an inspection, and if it shows at least five years of useful life remaining, age alone can't be the reason for refusal. We'll do that inspection honestly and report what we find, either way.",
      },
      {
        question: "Can you put a metal roof on our Crystal Beach cottage?",
        answer:
          "Usually, and many of the older cottages in Crystal Beach and Ozona had metal to begin with. Near the water we favor aluminum, or a coated steel panel whose warranty covers a coastal location, with stainless or matching fasteners and a self-adhered underlayment beneath. If the house is in a flood zone, we'll also check whether the project ties into a substantial-improvement review before you commit.",
      },
      {
        question: "Lightning hit the pine beside our Lansbrook house and a few shingles are gone. Repair or claim?",
        answer:
          "That depends on what's underneath. A handful of missing shingles is often a simple repair that costs less than a hurricane or all-perils deductible. But if a limb punctured the deck, or the strike damaged the ridge vent or attic framing, the cost climbs quickly. We inspect from the attic side as well as the surface, photograph everything and price the repair, so you can decide whether filing makes sense.",
      },
    ],
    keywords: [
      "Palm Harbor roofer",
      "roof replacement Palm Harbor FL",
      "Crystal Beach roof repair",
      "Lansbrook roofing",
      "Ozona metal roof",
    ],
    nearby: ["tarpon-springs", "dunedin", "oldsmar", "clearwater"],
    zipCodes: ["34681", "34683", "34684", "34685"],
  },

  "tarpon-springs": {
    headline:
      "Victorian frame houses on Spring Bayou, block homes along the Anclote and newer tile roofs near Lake Tarpon: Tarpon Springs roofing, historic review included.",
    intro: [
      "Tarpon Springs grew up around its bayous and the sponge trade, and its roofs still tell that story. The streets near Spring Bayou and Tarpon Avenue hold frame houses from the 1880s onward, some with steep metal roofs, decorative gables and porches carrying roofs of their own. Along the Anclote River and the Gulf-side bayous, post-war block homes and newer raised houses share the same tide and salt.",
      "Roofing an old Tarpon Springs house is often a carpentry project first. Board sheathing, hand-framed rafters and porch roofs tied into the main structure in ways no modern framer would choose all need attention before new metal or shingles go down. We photograph that work as we go, so you see what you're paying for, and so does the Heritage Preservation Board where it's involved.",
    ],
    neighborhoods: [
      "Spring Bayou",
      "Sponge Docks",
      "Downtown Tarpon Avenue",
      "Whitcomb Bayou",
      "Anclote River",
      "Sunset Beach",
      "Howard Park area",
      "Lake Tarpon",
    ],
    housing:
      "Downtown's National Register district holds a large collection of Victorian, Queen Anne, Folk Victorian and bungalow houses, many of them wood frame on raised piers, and the city overlays its own local district with design guidelines. Metal shingles and 5V crimp panels are traditional on these homes, and the board has heard requests both to replace them with asphalt and to swap old shingles for standing seam. Beyond downtown come block ranches from the 1960s through the 1980s near the bayous and the river, then 1990s and 2000s subdivisions on the east side with concrete tile and HOA rules. Newer waterfront homes are often elevated, their long roof planes open to wind from every side.",
    stormExposure:
      "Tarpon Springs has a long memory for water: the 1921 hurricane made landfall near here. More recently, Idalia in August 2023 pushed surge over bayou seawalls and into the Sponge Docks, and Helene brought it back in September 2024. Surge rarely reaches a roof, yet it shapes roofing decisions: a flooded house may fall under the substantial-damage rule, and salt air riding in on every Gulf wind eats at fasteners, valley metal and the steel of old metal roofs. Between storms, summer downpours test every flashing joint on those complicated Victorian rooflines.",
    localNotes:
      "Inside city limits, roofing permits are issued by the City of Tarpon Springs. If the house is a designated landmark or sits in the local historic district, the Heritage Preservation Board must grant a certificate of approval before most exterior alterations, and a change of roofing material is among the things it weighs closely. The board meets monthly, so we schedule around it. Note that a Tarpon Springs mailing address doesn't always mean city jurisdiction: much of the area around Lake Tarpon and East Lake is unincorporated and permits through Pinellas County.",
    whyChoose: [
      "Roofing applications for the Heritage Preservation Board prepared with samples and photos of the existing roof",
      "Metal shingle and 5V crimp installations suited to Tarpon Springs' Victorian and Florida vernacular houses",
      "Carpenters who repair board sheathing, rafter tails and porch framing rather than burying them under new material",
      "Salt-rated fasteners and flashing for homes on the bayous, the Anclote and the Gulf",
      "We confirm whether your parcel is city or county before anything is filed",
    ],
    faqs: [
      {
        question: "Can I replace the metal roof on my historic Tarpon Springs house with shingles?",
        answer:
          "Possibly, but inside the historic district it's the Heritage Preservation Board's decision as well as yours. The board considers whether the original material is a defining feature of the house and how the change will read from the street, and it has approved some swaps while attaching conditions to others. If insurance or cost is behind the question, new metal in the historic profile may pass review more easily than a change of material.",
      },
      {
        question:
          "Our house near the Sponge Docks took on water in Idalia or Helene. What does that mean for the roof?",
        answer:
          "If the city determined the home was substantially damaged, roof work becomes part of the larger plan to bring the building into compliance, which may include elevating it. If not, a repair or replacement can go ahead under a normal permit. Either way, look in the attic: surge didn't reach it, but the wind-driven rain that came with both storms often did, leaving soaked insulation and stained decking behind.",
      },
      {
        question: "I live off Keystone Road with a Tarpon Springs address. Who issues my permit?",
        answer:
          "Most likely Pinellas County. Many homes around Lake Tarpon and in the East Lake area carry a Tarpon Springs mailing address but sit outside city limits, so Pinellas County Building & Development Review Services handles the permit and the inspections. The property appraiser's record for your parcel shows which jurisdiction it falls under, and we check it before we apply.",
      },
    ],
    keywords: [
      "Tarpon Springs roofer",
      "historic roof Tarpon Springs",
      "metal roof Tarpon Springs",
      "Spring Bayou roof repair",
      "roof replacement Tarpon Springs FL",
    ],
    nearby: ["palm-harbor", "new-port-richey", "trinity", "odessa", "dunedin"],
    zipCodes: ["34688", "34689"],
  },

  oldsmar: {
    headline:
      "Oldsmar still follows the street plan R.E. Olds drew in the 1910s, and its roofs range from older homes near the bay to planned subdivisions by Brooker Creek.",
    intro: [
      "Ransom E. Olds, the automaker, laid out Oldsmar with boulevards fanning out from the shore of Old Tampa Bay like spokes, and that older grid south of Tampa Road still holds modest frame and block houses beside newer rebuilds. North of Tampa Road, former farmland and pine woods became planned communities from the late 1980s on, most with HOAs, retention ponds and two-story stucco homes, and the land beyond them became the Brooker Creek Preserve.",
      "For a roofer, that split shows up in the decking. Older homes near the bay often have board sheathing or thin plywood that needs re-nailing or replacing, while the 1990s houses usually have sound plywood or OSB under roofs now on their second cycle, with original skylights, pipe boots and box vents that deserve replacing along with the shingles. Oldsmar's position at the head of the bay also means a house can be well away from any beach and still face tidal flooding.",
    ],
    neighborhoods: [
      "Downtown State Street",
      "Shore Drive bayfront",
      "R.E. Olds Farm area",
      "Forest Lakes",
      "East Lake Woodlands",
    ],
    housing:
      "Oldsmar is compact, and its housing falls into recognizable layers. South of Tampa Road the lots are older and the street plan radial, with cracker-style frame houses, 1960s and 1970s block homes and a growing number of large replacement houses on bay-view parcels. North of Tampa Road, the Forest Lakes area and neighboring subdivisions date mostly from the late 1980s through the 2000s: hip-and-gable roofs in dimensional shingle, some concrete tile, and HOA boards that review color and material. Townhome communities and a few small condo buildings fill in along the main roads, and the business parks off Tampa Road add low-slope metal and membrane roofs on warehouses and offices.",
    stormExposure:
      "Storm surge in Tampa Bay tends to pile up at the far end of the bay when a hurricane drives water northward, and Oldsmar sits at that far end. The R.E. Olds Farm area near Race Track Road and the blocks along Shore Drive are the low ground residents watch in every storm. Wind, though, is the more frequent roof problem, and Milton's October 2024 gusts left the usual pattern behind: lifted shingles, missing ridge caps and loose soffit panels. Pine flatwoods along Brooker Creek also feed needles into valleys and gutters, where they hold moisture against the roof and grow algae.",
    localNotes:
      "Re-roofs inside city limits are permitted and inspected by the City of Oldsmar's building division. Watch the boundaries, because an Oldsmar mailing address covers more than the city: East Lake Woodlands, bounded by Tampa Road and East Lake Road, voted down annexation and remains unincorporated under Pinellas County, and some homes along Race Track Road with Oldsmar addresses sit on the Hillsborough side of the county line, with Hillsborough permits. We look up the parcel before filing anything.",
    whyChoose: [
      "We sort out city, Pinellas or Hillsborough jurisdiction before filing, a real issue along Oldsmar's county line",
      "Experience with the 1990s subdivisions north of Tampa Road, including HOA submittals and color approvals",
      "Commercial crews for the warehouse and office roofs in Oldsmar's business parks off Tampa Road",
      "Gutter guards, valley cleaning and algae-resistant shingles for homes under the Brooker Creek pines",
      "A family business since 1987, working from an office in neighboring Odessa",
    ],
    faqs: [
      {
        question: "Part of my Oldsmar roof blew off in Milton. Does the whole roof have to be replaced?",
        answer:
          "Not necessarily. Florida's rule that forced full replacement once 25 percent of a roof was repaired no longer applies when the existing roof was installed under the 2007 Florida Building Code or later. If your current roof went on after that code took effect, only the damaged section has to meet today's standards. Older roofs are still subject to the 25 percent rule, so the installation date matters; we'll find it in the permit history.",
      },
      {
        question: "We live in East Lake Woodlands with an Oldsmar address. Which office issues our permit?",
        answer:
          "Pinellas County, not the City of Oldsmar. East Lake Woodlands is unincorporated, so re-roof permits go through Pinellas County Building & Development Review Services, and the community's own associations handle color and material approval. We'll submit to both and keep the paperwork moving together.",
      },
      {
        question: "Pine needles keep filling our valleys. Will that shorten the life of a new roof?",
        answer:
          "It can. Needles trap water in valleys and behind chimneys and skylights, which feeds algae and keeps shingles damp. When we re-roof under heavy pines we suggest open metal valleys that shed debris better, algae-resistant shingles, and gutter guards suited to needles rather than leaves. A quick cleaning every year or two does the rest.",
      },
    ],
    keywords: [
      "Oldsmar roofer",
      "roof replacement Oldsmar FL",
      "Oldsmar roof repair",
      "East Lake Woodlands roofing",
      "commercial roofing Oldsmar",
    ],
    nearby: ["westchase", "safety-harbor", "palm-harbor", "town-n-country", "odessa"],
    zipCodes: ["34677"],
  },

  "safety-harbor": {
    headline:
      "In Safety Harbor, protected live oaks shade many of the bungalows and block homes we roof, so every re-roof is planned around the canopy.",
    intro: [
      "Safety Harbor is a small city on the northwest shore of Old Tampa Bay, built around the Espiritu Santo Springs, the spa that grew up over them and a Main Street that runs down to the water. The homes closest to downtown are cottages and bungalows under a thick canopy of live oaks, and the city has shown more than once that it intends to keep both. Residents have pushed back against oversized infill, and the 2015 tree ordinance protects even mid-sized shade trees.",
      "That canopy is the defining roofing condition in town. Leaves and acorns pack valleys and gutters, limbs scrape shingles every time the wind picks up, and shade keeps north-facing slopes damp long enough for algae and moss to take hold. A new roof under Safety Harbor oaks has to be planned around the trees: where the debris lands, which limbs can legally be cut back, and how to stage a tear-off without damaging roots or branches.",
    ],
    neighborhoods: [
      "Downtown Main Street",
      "Bayshore Boulevard waterfront",
      "North Bay Hills",
      "Bermuda Court",
      "Bay Woods",
      "Philippe Park area",
    ],
    housing:
      "Downtown and the blocks around it are the oldest part of town: frame bungalows and cottages, some with metal roofs, mixed with newer two-story infill that drew complaints for its size. Farther out, subdivisions such as North Bay Hills and Bermuda Court hold modest one-story block homes with shingle roofs, several under voluntary or deed-restricted associations. Styles across the city run from Craftsman and Mediterranean to plain ranch. Along Bayshore Boulevard, waterfront condominiums add low-slope membrane roofs, and a few gated waterfront enclaves sit near the bay.",
    stormExposure:
      "Storms test Safety Harbor in two ways. On the bay side, Bayshore Boulevard and the blocks near the marina are the lowest ground, and a hurricane that drives water up Old Tampa Bay puts them at risk of surge. Everywhere else the threat comes from above: the same oaks that shade the city drop limbs in tropical-storm winds, and Irma in 2017 and Milton in 2024 both left branches through shingles and gutters torn loose. Between hurricanes, summer thunderstorms with sudden gusts do steady damage to roofs already softened by years of shade and leaf litter.",
    localNotes:
      "Building permits, inspections and tree permitting all run through Safety Harbor's Community Development Department. Removing a protected tree generally requires a tree removal permit, and pruning has to follow the ANSI A300 standard the city adopted. Under state law, a residential tree documented as dangerous by a certified arborist or licensed landscape architect can be removed without a local permit, but it's worth notifying the city so there's a record.",
    whyChoose: [
      "Tear-offs staged around mature oaks, with ground protection and careful debris handling so roots and limbs aren't damaged",
      "Algae-resistant shingles, open valleys and leaf-rated gutter guards specified for heavy canopy",
      "We coordinate with your arborist so pruning happens before the new roof goes on, not after",
      "Membrane and low-slope experience for the bayfront condominiums along Bayshore Boulevard",
      "Family owned since 1987, respectful of a town that values its trees and its older homes",
    ],
    faqs: [
      {
        question: "Can I cut back the oak hanging over my Safety Harbor roof before a re-roof?",
        answer:
          "Usually, as long as the pruning meets the ANSI A300 standard the city requires, which rules out topping or stripping the tree. Removing a protected tree is a different matter and generally needs a permit from Community Development, unless a certified arborist documents that the tree is dangerous. We recommend having an arborist trim clearance over the roof a week or two before we start, so the new shingles never take a scrape.",
      },
      {
        question: "Why is my north-facing slope streaked black when the rest of the roof looks fine?",
        answer:
          "Those streaks are algae, which thrives where oak shade keeps shingles damp. It isn't an immediate leak risk, but moss and heavy growth hold moisture and lift shingle edges over time. A gentle low-pressure wash can clean it; pressure washing strips granules and shortens the roof's life. When you re-roof, algae-resistant shingles with copper-bearing granules hold off the staining for years.",
      },
      {
        question: "Our downtown bungalow still has its old metal roof. Is it worth keeping?",
        answer:
          "Sometimes. If the panels are sound and the rust is limited to fasteners and seams, replacing screws, resealing laps and recoating can buy years. If the metal is rusting through or the decking beneath has softened, replacement is the better value, and a new 5V crimp or standing-seam roof keeps the look of the house. We'll show you photos of both the panels and the deck before you decide.",
      },
    ],
    keywords: [
      "Safety Harbor roofer",
      "roof replacement Safety Harbor FL",
      "Safety Harbor roof repair",
      "metal roof bungalow Safety Harbor",
    ],
    nearby: ["clearwater", "oldsmar", "dunedin", "tampa"],
    zipCodes: ["34695"],
  },

  dunedin: {
    photo: {
      file: "sample-dunedin-fallen-tree.jpg",
      alt: "Dunedin home with a tile roof repaired after a fallen oak limb",
    },
    headline:
      "Along Edgewater Drive, Dunedin's roofs take the full wind off St. Joseph Sound; inland, Fairway Estates ranches and downtown cottages need a different touch.",
    intro: [
      "Dunedin, named by Scottish settlers for Edinburgh, grew in waves that still show from the street. The 1920s boom platted Dunedin Isles, with its deep waterfront lots on Santa Barbara and Buena Vista drives, though much of it was built out later. The 1950s and 1960s brought one-story ranches to Baywood Shores and Harbor View Villas on the water and to Fairway Estates beside the Dunedin Golf Club. More recently, buyers have been tearing down waterfront ranches and putting up two- and three-story houses in their place.",
      "Those two generations of house fail differently. An original ranch tends to leak where a later porch or Florida room was tied in at too flat a pitch, or where gutters hang from fascia boards gone soft. A new bayfront home has a complicated roof, often tile or metal, stacked over balconies and parapet walls, and its weak points are the dozens of flashing joints where roof meets wall. Either way, our Dunedin inspections begin at the edges, because that is where salt and wind do their work first.",
    ],
    neighborhoods: [
      "Downtown Dunedin",
      "Dunedin Isles",
      "Baywood Shores",
      "Harbor View Villas",
      "Fairway Estates",
      "Edgewater Drive",
      "Dunedin Causeway",
    ],
    housing:
      "Close to Main Street and the Pinellas Trail you'll find early frame cottages and bungalows, newer townhomes and small condominium buildings. Fairway Estates, with streets named for golf champions such as Sarazen and Hagen, is largely mid-century block homes under shingle, and its community association is active. On the bayfront streets, surviving ranches with low hip roofs sit beside rebuilt homes with clay or concrete tile and standing-seam metal. Near the Causeway, condo and townhome buildings rely on low-slope membrane roofs, and their boards are now budgeting for replacement under Florida's post-Surfside reserve-study rules.",
    stormExposure:
      "From Edgewater Drive the view runs across St. Joseph Sound to Caladesi and Honeymoon islands, and nothing in between breaks the wind. Helene in 2024 pushed surge into the marina and across low ground by the Causeway, and Milton's gusts that October reached every part of the city. The bayfront neighborhoods fall within the wind-borne debris region, where a new roof must resist higher uplift at its corners and edges. Salt does quieter damage all year: galvanized drip edge, steel step flashing and exposed screw heads on this shoreline corrode years sooner than the same parts farther inland.",
    localNotes:
      "The City of Dunedin's building division issues roofing permits and performs the inspections inside city limits. Waterfront homes flooded in 2024 are subject to FEMA's substantial-damage rule, with roof costs counted in the total. Condominium buildings three stories or taller must now have a structural integrity reserve study that covers the roof, so Causeway and downtown associations should expect a replacement plan to be part of it. In Fairway Estates and other deed-restricted areas, get architectural approval before changing color or material.",
    whyChoose: [
      "Flashing done right on complex bayfront rebuilds: balconies, parapets, stucco walls and multi-level roof transitions",
      "Aluminum and stainless components chosen for Edgewater Drive and Causeway exposure instead of plain galvanized steel",
      "Ranch re-roofs that include fascia carpentry and correctly sized gutters, not just new shingles",
      "Condo board support: roof condition reports that feed a reserve study, and membrane replacement when it's due",
      "Roofing north Pinellas waterfront homes as a family business since 1987",
    ],
    faqs: [
      {
        question: "Our Dunedin Isles house sits right on the sound. Which roof handles that wind?",
        answer:
          "Properly attached concrete tile and standing-seam aluminum both do well on exposed bayfront lots, provided there's a self-adhered underlayment beneath and the eaves, rakes, hips and ridges are fastened for the wind-borne debris region. Steel panels can work too, but many manufacturers restrict their warranties near salt water. We'll compare the options for your lot and show you how each is secured at the perimeter, where wind failures start.",
      },
      {
        question: "Can you redo just the flat porch roof on our Fairway Estates ranch?",
        answer:
          "Yes. Plenty of mid-century Dunedin ranches have a porch or Florida room with too little pitch for shingles. We strip the old covering, repair the deck, install modified bitumen or a comparable membrane, and tie it into the main roof with new flashing. If the main shingles are near the end of their life, doing both together can save a second mobilization, but it isn't required.",
      },
      {
        question: "Our condo association near the Causeway needs a roof plan for its reserve study. Can you help?",
        answer:
          "Yes. The engineer preparing the structural integrity reserve study needs a realistic picture of the roof's remaining life and what replacement involves. We inspect the membrane, flashing, drains and rooftop equipment curbs, take core samples where the insulation might be wet, and provide a written condition report and replacement scope the board can hand to its engineer.",
      },
    ],
    keywords: [
      "Dunedin roofer",
      "roof replacement Dunedin FL",
      "Dunedin waterfront roofing",
      "condo roof Dunedin Causeway",
      "Fairway Estates roof repair",
    ],
    nearby: ["clearwater", "palm-harbor", "safety-harbor", "tarpon-springs"],
    zipCodes: ["34698"],
  },
};
