import type { CityProfiles } from "../city-profile-schema";

/** Pasco County: Odessa, Wesley Chapel, Land O' Lakes, Trinity, New Port Richey, Port Richey, Zephyrhills, Dade City. */
export const pasco: CityProfiles = {
  odessa: {
    headline:
      "Odessa is our own backyard: lake houses off Gunn Highway, horse acreage in Keystone and the new streets of Starkey Ranch are roofs our trucks pass every morning.",
    intro: [
      "Our office is in Odessa, so this is the one part of the service area where we are the neighbors as well as the roofers. When a summer squall drops an oak limb onto a porch roof near Racetrack Road, the call often comes from someone who already knows our trucks. Working this close to home, we have watched Odessa roofs age over many years, and that shapes what we recommend.",
      "Odessa is an unusual place to roof because it is really two communities sharing one ZIP code. North of the county line it is Pasco, where Starkey Ranch has turned old cattle pasture into new neighborhoods since the mid-2010s. South of the line it is unincorporated Hillsborough, where the Keystone-Odessa community plan keeps lots big and roads unlit at night. One week of estimates can take in a builder-grade hip roof, a 1970s lake house with three additions and a metal-roofed barn.",
    ],
    neighborhoods: [
      "Starkey Ranch",
      "Keystone",
      "The Eagles",
      "Lake Keystone",
      "Gunn Highway corridor",
      "Racetrack Road",
      "State Road 54 corridor",
    ],
    housing:
      "Around Lake Keystone and the smaller lakes off Gunn Highway, many homes began as modest 1960s and 1970s block or frame houses and grew over time, so one roof can carry several pitches, a low-slope sunroom tie-in and valleys wherever an addition meets the original. Those junctions are where most Odessa leaks start. Acreage in Keystone adds detached garages, workshops and horse barns, usually under exposed-fastener metal whose screws and closure strips give out long before the panels do. The Eagles, a gated golf community whose first course opened in 1970, mixes older custom homes with later ones under shingle and concrete tile. Starkey Ranch homes are recent, mostly architectural shingle or tile from an approved palette.",
    stormExposure:
      "Odessa is inland enough that storm surge is not the worry, yet close enough to the Gulf that tropical systems arrive with much of their wind intact. Irma in 2017 and Milton in 2024 both tore through the tree canopy, and here the damage usually comes from trees: live oak and pine limbs punching through shingles, crushing gutters and shredding pool cages. The lakes matter too: wind gathers speed over open water, so hip corners and ridge caps on shoreline homes lift sooner than on roofs set back among the pines. June through September adds frequent lightning and the occasional burst of small hail.",
    localNotes:
      "Which building department handles an Odessa re-roof depends on the parcel, not the mailing address. North of the county line, permits come from Pasco County Building Construction Services; south of it, from Hillsborough County's Development Services. Starkey Ranch owners also need design approval from their association before the permit, and on older Keystone homes a tear-off sometimes exposes an unpermitted addition, which we point out rather than quietly roof over.",
    whyChoose: [
      "Odessa is home: our office is here, so a leak in your neighborhood is a short trip across town for us",
      "We know which side of the county line your parcel sits on and file with the right building department the first time",
      "Practice with the patchwork roofs Odessa lake houses collect: mixed pitches, low-slope tie-ins and add-on porches",
      "Metal repairs for barns, workshops and detached garages, not just the main house",
      "Family-owned since 1987, with our own neighbors' opinion of us riding on every job",
    ],
    faqs: [
      {
        question: "My address says Odessa. Will my roofing permit come from Pasco or Hillsborough?",
        answer:
          "That depends on where the parcel sits. Starkey Ranch and other homes north of the county line are permitted by Pasco County Building Construction Services, while Keystone, The Eagles and the neighborhoods south of the line go through Hillsborough County. We confirm jurisdiction from the property appraiser's record and apply with the county that has it.",
      },
      {
        question: "Can you redo the metal roof on our barn at the same time as the house?",
        answer:
          "Yes. Barns and workshops on Odessa acreage usually have exposed-fastener panels with rusted screw heads or missing closure strips. Depending on the building and how it is used, it may need its own permit. We can quote both roofs together, schedule them back to back and match panel color to the house if you want the property to look consistent.",
      },
      {
        question: "The flat roof over our Florida room leaks every summer. Do we need a whole new roof?",
        answer:
          "Usually not. Those low-slope sections were often covered with rolled roofing, or with shingles at a pitch too shallow for them, and they fail where they meet the main roof. We can replace just that section with a modified bitumen or TPO membrane, re-flash the transition, and leave the rest alone if it still has life in it.",
      },
    ],
    keywords: [
      "Odessa FL roofer",
      "roof replacement Odessa",
      "Starkey Ranch roofing",
      "Keystone roof repair",
      "barn metal roof Odessa",
    ],
    nearby: ["land-o-lakes", "trinity", "westchase", "citrus-park", "lutz"],
    zipCodes: ["33556"],
  },

  "wesley-chapel": {
    photo: {
      file: "sample-wesley-chapel-shingle.jpg",
      alt: "Single-story home in Wesley Chapel with a new brown architectural shingle roof",
    },
    headline:
      "Wesley Chapel went from pasture to suburb in one generation, and its first wave of subdivision roofs is now coming due; we replace them to code and to your HOA's rules.",
    intro: [
      "Along State Road 54 today, it is hard to picture the ranch land Wesley Chapel was not long ago. Meadow Pointe, Lexington Oaks and Seven Oaks filled in through the 1990s and 2000s, Wiregrass Ranch and Epperson followed, and builders are still opening new phases. Homes from that first wave are ready for, or past, their first replacement; newer ones mostly need storm repairs and upkeep.",
      "Nearly every neighborhood sits inside a community development district, a homeowners association or both, and an architectural review committee has a say over what goes on your roof. Shingle color, tile profile and sometimes even the style of ridge vent need sign-off. We assemble the submittal with manufacturer samples and spec sheets, and tear-off does not begin until the approval letter is in hand.",
    ],
    neighborhoods: [
      "Meadow Pointe",
      "Seven Oaks",
      "Wiregrass Ranch",
      "Epperson",
      "Lexington Oaks",
      "Saddlebrook",
      "Quail Hollow",
      "Union Park",
      "Watergrass",
      "Country Walk",
    ],
    housing:
      "The typical Wesley Chapel home is concrete block with stucco, one or two stories, built by a national or regional production builder. Roofs from the early 1990s were often three-tab shingles; most have been replaced, and the few originals left are overdue. From the 2000s on, builders generally switched to dimensional shingles, and higher-end sections of the newer communities carry concrete tile. Two-story plans with tall gables and several roof planes are everywhere, which means more valleys and more step flashing against second-floor walls for wind-driven rain to exploit. Townhome rows and villas add shared roofs, which associations often replace a whole building at a time.",
    stormExposure:
      "Sitting well inland keeps Wesley Chapel out of surge zones, but 2024 proved that inland is not the same as sheltered. Milton passed to the south in October and still gave this area hours of damaging wind, stripping shingles from exposed ridges and dropping pines onto homes across the newer subdivisions. Its rain then pushed Cypress Creek to a record crest and flooded streets in creekside communities such as The Enclave off Wesley Chapel Boulevard. Irma, weakened but still gusty in 2017, had already shown how shallow-rooted many trees here are. Summer afternoons bring thunderstorms that build over the interior as the sea breezes push inland, with frequent lightning and now and then hail heavy enough to bruise shingles.",
    localNotes:
      "Wesley Chapel is unincorporated, so re-roof permits come from Pasco County Building Construction Services, which takes residential re-roof applications through its online permitting system. The order of steps matters in a deed-restricted community: association approval first, county permit second, then scheduling. Some communities also limit work hours and dumpster placement, and gated entrances need crew access arranged ahead; we settle those with the management company.",
    whyChoose: [
      "We build the architectural review package for your HOA, down to the exact color name and manufacturer documents",
      "Crews used to steep, many-planed roofs on two-story production homes, including step flashing at second-floor walls",
      "Wind and tree-strike repairs after storms like Milton, documented with photos your adjuster can use",
      "We follow community rules on work hours, parking and dumpster placement so neighbors have nothing to report",
      "A Pasco County company, based in Odessa and family-owned since 1987, rather than a crew that arrives after the storm and leaves with it",
    ],
    faqs: [
      {
        question: "Do I need HOA approval before replacing my roof in Meadow Pointe or Wiregrass Ranch?",
        answer:
          "In most Wesley Chapel communities, yes. Deed restrictions usually require architectural review for anything that changes a home's exterior, and many treat even a like-for-like re-roof as needing approval. We prepare the application with color samples and product data and wait for written approval before starting, because skipping that step can bring fines or an order to redo the work.",
      },
      {
        question: "My insurance company says my roof is too old. What can I do?",
        answer:
          "Florida law bars insurers from refusing to write or renew a homeowners policy solely because the roof is less than 15 years old. Past 15 years, a carrier can ask for an inspection, and if an authorized inspector finds at least five years of useful life left, age alone is not grounds to drop you. We can inspect and document the roof's condition; if it is near the end, we will quote a replacement before your renewal date.",
      },
      {
        question: "Our street flooded after Milton but the roof looks fine. Is it worth having it checked?",
        answer:
          "Yes, because the same storm brought hours of wind, and soaked ground let trees lean and shed limbs. Lifted shingle tabs, cracked ridge caps and small punctures are hard to see from the driveway. We inspect, photograph what we find, and explain which damage belongs on a homeowners wind claim and which on a flood policy, since the two are handled separately.",
      },
    ],
    keywords: [
      "Wesley Chapel roofer",
      "roof replacement Wesley Chapel",
      "Meadow Pointe roofing",
      "HOA roof approval Pasco",
      "Wiregrass Ranch roof repair",
    ],
    nearby: ["land-o-lakes", "lutz", "zephyrhills", "thonotosassa"],
    zipCodes: ["33543", "33544", "33545"],
  },

  "land-o-lakes": {
    headline:
      "Land O' Lakes roofs sit beside lakes and cypress wetlands, on limestone that does not always stay put, so we look at all three before we recommend a repair.",
    intro: [
      "The lakes that gave Land O' Lakes its name also decided how it was built. The first neighborhoods went up along the shorelines, Lake Padgett Estates among them, with modest block homes and some frame houses from the 1960s into the 1980s. The master-planned communities came later, Connerton, Bexley and Angeline among them, on former ranch and timber land away from the water, where lots are uniform and so are the roofs.",
      "That split runs straight through our estimates. On a lakefront home we often find a roof patched by several owners, sometimes laid over an older layer, with decking that has soaked up years of humid lake air. In the planned communities the questions turn to association rules, upgrade options and storm damage the owner cannot see from the yard.",
    ],
    neighborhoods: [
      "Lake Padgett Estates",
      "Connerton",
      "Bexley",
      "Angeline",
      "Oakstead",
      "Ballantrae",
      "Plantation Palms",
      "Wilderness Lake Preserve",
    ],
    housing:
      "Land O' Lakes housing falls into three broad groups. Lakefront and older subdivisions near U.S. 41 have low-pitched hip and gable roofs on block homes, carports long since converted into rooms, and the occasional mobile home on a large lot; most of these are shingle roofs on their second or third covering. Communities built from the late 1990s through the 2000s, such as Oakstead, Ballantrae, Plantation Palms and Wilderness Lake Preserve, have dimensional shingle or concrete tile over wood trusses, and many of those roofs are now two decades old. The newest homes, in Bexley, Angeline and later phases of Connerton, are mostly architectural shingle under HOA and CDD rules on color and material.",
    stormExposure:
      "Weather works on these roofs from above and the ground works on them from below. Central Pasco thunderstorms bring lightning, downbursts and sometimes hail, and Irma and Milton drove hours of wind across open lakes and pasture. Milton's rain in October 2024 pushed Cypress Creek over its banks and into Lake Padgett Estates East, where some streets stayed under water for days. Beneath all of it is karst limestone: in July 2017 a sinkhole on Ocean Pines Drive in Lake Padgett Estates swallowed two homes and led the county to condemn several neighboring homes. Collapse on that scale is rare, but gradual settlement can show up on a roof as cracked ridge lines, split tiles and flashing pulling away from walls.",
    localNotes:
      "Land O' Lakes is not an incorporated city, so permits are issued by Pasco County Building Construction Services; we apply, and schedule the inspections. Lakefront parcels are often mapped in a FEMA flood zone, where the county may review total repair costs after a storm before issuing a permit. If your property has a sinkhole history, tell us up front: we note signs of movement in our report and recommend an engineer's evaluation before re-roofing a house that may still be shifting.",
    whyChoose: [
      "Inspections that look for signs of settlement, not just missing shingles, with a straight answer when the problem is below the roof",
      "Experience with older lakefront homes: layered roofs, past patch jobs and moisture-damaged decking replaced where needed",
      "HOA submittals handled for Connerton, Bexley, Ballantrae, Oakstead and the other planned communities",
      "Shingle, tile and metal systems with a Florida Product Approval for every component we install",
      "Based next door in Odessa, so we can look at your roof soon after a storm passes",
    ],
    faqs: [
      {
        question: "There are cracks along my tile ridge. Could that mean a sinkhole?",
        answer:
          "Usually it doesn't. Most cracked ridge tile comes from age, failed mortar or someone walking the roof. But if you also notice new cracks in interior walls, doors that start sticking, or gaps opening where flashing meets the walls, the structure may be moving. We will document what we see on the roof and tell you honestly if it looks like settlement, in which case a geotechnical evaluation should come before any roof work.",
      },
      {
        question: "What if the shingle color my HOA approved years ago is no longer made?",
        answer:
          "This comes up often, because manufacturers retire colors. We take current samples closest to the original to the architectural review committee, and many communities keep an updated approved list. For repairs, new shingles rarely blend with weathered ones on the same slope, so we may suggest re-covering a full plane instead of a patch.",
      },
      {
        question: "Does living on a lake change which roof I should choose?",
        answer:
          "It can. Homes facing open water catch more wind, so we lean toward shingles with the highest wind rating and extra nailing at eaves and rakes, or standing-seam metal for owners planning to stay a long time. Humidity off the lake also makes attic ventilation more important; balanced intake and exhaust lets the deck dry out and keeps shingles from aging early.",
      },
    ],
    keywords: [
      "Land O' Lakes roofer",
      "roof replacement Land O' Lakes",
      "Connerton roofing",
      "Lake Padgett roof repair",
      "tile roof Land O' Lakes",
    ],
    nearby: ["odessa", "lutz", "wesley-chapel"],
    zipCodes: ["34637", "34638", "34639"],
  },

  trinity: {
    headline:
      "Trinity's golf-course streets and gated villages went up mostly in one push from the late 1990s on, so many of its roofs are reaching the end of their life together.",
    intro: [
      "Trinity was planned in the 1990s as one large development just north of the Pinellas line, then built out by many builders over two decades. Heritage Springs opened as an active-adult golf community, Thousand Oaks and Trinity Oaks filled with family homes, and the traditional-neighborhood streets of Longleaf added front porches and rear alleys nearby. Because so much of it went up in a short span, whole streets now have roofs of nearly the same age.",
      "That shared timeline brings shared problems. Concrete tile roofs from that era can look perfect from the sidewalk while the underlayment beneath them, the layer that actually keeps water out, is wearing thin. Shingle roofs of the same vintage are simply past their expected life in Florida sun. Most of our Trinity inspections come down to telling a roof that needs maintenance from one that needs replacing.",
    ],
    neighborhoods: [
      "Heritage Springs",
      "Thousand Oaks",
      "Trinity Oaks",
      "Longleaf",
      "Champions' Club",
      "Seven Springs",
    ],
    housing:
      "Most Trinity homes are concrete block and stucco built between the late 1990s and the 2010s, in Mediterranean and Florida-ranch styles with hip roofs. Flat and barrel-profile concrete tile is common in the gated and golf-course neighborhoods, and dimensional shingles cover much of the rest. Heritage Springs, built for buyers 55 and older, mixes single-family homes with attached villas, where the roof may belong to the owner or the association depending on the governing documents. Longleaf is the outlier: traditional houses with steeper roofs, porches, dormers and garages off the alleys. Homes around Seven Springs are generally older, with simpler gable roofs.",
    stormExposure:
      "Trinity stands on higher ground than the waterfront neighborhoods west of U.S. 19, so the storm surge that flooded much of coastal Pasco during Idalia in 2023 and Helene in 2024 stayed well short of it. Wind is another matter. Gulf storms reach Trinity with little land to slow them, and tile roofs here tend to fail at their edges, where mortar-set hip and ridge tiles crack loose and rake tiles lift. Fresh water is the other threat: after Milton's rains in October 2024, high water on the Anclote River led the county to urge people in low-lying parts of Thousand Oaks to move to higher ground. Floodwater rarely reaches a roof, but it often topples trees onto one.",
    localNotes:
      "Most Trinity mailing addresses read New Port Richey, yet Trinity is unincorporated, so roofing permits come from Pasco County Building Construction Services, not the city. Nearly every neighborhood is deed-restricted, and a change of roof material or color needs architectural approval before the permit; some communities require tile or a tile look. Going from shingles to tile adds weight, and the county may want an engineer's letter confirming the trusses can carry it.",
    whyChoose: [
      "Tile inspections that check the underlayment, not just the visible tile, so you replace a tile roof only when it really needs it",
      "We walk concrete tile the right way and carry replacement pieces, so we don't crack the roof we came to fix",
      "We know Trinity is county jurisdiction despite the New Port Richey address and permit accordingly",
      "Plain answers for villa owners on what the association covers and what falls to you",
      "A family business since 1987, with our office just along State Road 54 in Odessa",
    ],
    faqs: [
      {
        question: "Our tile roof is about 25 years old and the tiles look fine. Does it really need work?",
        answer:
          "Possibly. Concrete tile often outlasts the underlayment below it, and on many Trinity homes that age the original felt has turned brittle. Warning signs include ceiling stains, slipped tiles and cracked hip mortar. If the tile itself is sound, we can take it up, put down a modern self-adhered underlayment and set the good tiles back, buying new pieces only to replace broken ones.",
      },
      {
        question: "Can I repair just the storm-damaged part of my roof?",
        answer:
          "Often, but Florida's 25 percent rule matters. If your roof was installed before the 2007 edition of the Florida Building Code took effect in 2009, repairing more than a quarter of a roof section within a year generally means bringing that whole section up to current code. Roofs built to the 2007 code or later are exempt from that trigger. Many Trinity roofs predate it, so we check permit history before quoting.",
      },
      {
        question: "I live in Heritage Springs. Is the roof the association's job or mine?",
        answer:
          "That depends on whether you own a detached home or a villa, and on what your declaration says. If the roof is yours, you still need architectural approval for color and material. Share the relevant pages of your documents with us and we will help sort out who should be requesting the quote.",
      },
    ],
    keywords: [
      "Trinity FL roofer",
      "tile roof repair Trinity",
      "Heritage Springs roofing",
      "roof replacement Trinity FL",
      "Longleaf roofing",
    ],
    nearby: ["odessa", "new-port-richey", "tarpon-springs", "palm-harbor"],
    zipCodes: ["34655"],
  },

  "new-port-richey": {
    headline:
      "New Port Richey's 1920s downtown, riverfront cottages and Gulf Harbors canal homes came through Idalia and Helene; we repair and re-roof them ahead of the next storm.",
    intro: [
      "New Port Richey grew up in the 1920s land boom on the banks of the Pithlachascotee River, and its core still shows it: a grid of streets named for presidents and states, the restored Hacienda Hotel on Main Street and the domed Richey Suncoast Theatre on Grand Boulevard. Around that core came the postwar neighborhoods that drew Midwestern retirees along U.S. 19 in the 1960s and 1970s, and by the Gulf, canal communities where the boat is tied up behind the house.",
      "Two storm seasons in a row have tested all of it. Idalia's surge in 2023 and Helene's larger one in 2024 pushed salt water into thousands of west Pasco homes, and Milton arrived barely two weeks after Helene. Since then our work here has been separating roof damage from flood damage, repairing what the wind did, and planning roofs for houses being raised or rebuilt.",
    ],
    neighborhoods: [
      "Downtown and Main Street",
      "Orange Lake",
      "Grand Boulevard",
      "Pithlachascotee River neighborhoods",
      "Gulf Harbors",
      "Jasmine Estates",
      "Elfers",
    ],
    housing:
      "Housing in and around New Port Richey comes in layers. The oldest are frame bungalows and a few Mediterranean Revival homes from the 1920s near downtown and the river, some with low-slope sections hidden behind parapets that call for membrane, not shingles. The largest share are 1950s to 1970s concrete block ranches with shallow hip or gable roofs, carports and screened porches, many in Jasmine Estates and the streets off U.S. 19. Gulf Harbors, a large canal community, mixes original ground-level homes with rebuilds raised on pilings. Manufactured homes fill parks on the edges of town. Asphalt shingle is the usual covering, with metal and modified bitumen on some homes.",
    stormExposure:
      "This is Gulf coast roofing in the plainest sense. Neighborhoods west of U.S. 19 and along the lower Pithlachascotee sit barely above the tide, and when Helene passed offshore in September 2024 its surge pushed up the river into homes on both sides of U.S. 19 and forced high-water rescues in Gulf Harbors. Surge seldom reaches a roof, but it wrecks the rooms beneath one, and insurers will ask which damage came from wind and which from rising water. The wind here is steady and salty; it drives rain sideways under flashing, and it rusts plain steel nails, drip edge and vent caps years sooner than it would inland.",
    localNotes:
      "Inside city limits, the City of New Port Richey's Building Division, part of its Development Department, issues roofing permits. Many homes with a New Port Richey address, including Gulf Harbors, Jasmine Estates and Trinity, are in unincorporated Pasco and are permitted by Pasco County instead. After Idalia the city required damage inspections of flood-zone properties before issuing repair permits, and the county assessed homes west of U.S. 19 the same way after Helene, so expect that review if your house flooded. The city uses the county's contractor registration, so one registration covers both.",
    whyChoose: [
      "Fasteners, flashing and vent hardware chosen to survive salt air, not just whatever is on the truck",
      "Reports that separate wind damage from flood damage, so your homeowners and flood claims stay untangled",
      "Roofing for elevated rebuilds and homes raised after Helene, including the access and wind exposure that comes with height",
      "We confirm whether your address is city or county before applying and help with post-storm damage reviews",
      "Family-owned since 1987, with an Odessa office and crews who know west Pasco's streets",
    ],
    faqs: [
      {
        question:
          "My house flooded in Helene. Can the roof be replaced while the substantial damage review is pending?",
        answer:
          "Usually the roof has to wait for that decision. In flood zones, the city or county first determines whether repair costs exceed half the home's value; if they do, the house must be elevated or otherwise brought into flood compliance, which can change the roof plan entirely. Meanwhile we can tarp and make temporary repairs to stop more water getting in, and give you a roof estimate to include in the assessment.",
      },
      {
        question: "Which nails and flashing hold up this close to the Gulf?",
        answer:
          "Near salt water, electro-galvanized nails and bare steel drip edge can rust through before the shingles wear out. We use stainless or heavily galvanized fasteners, aluminum or coated metal edge, and corrosion-resistant vent caps and pipe collars. Some metal roofing warranties limit coverage near salt water, so we read the terms before recommending a panel.",
      },
      {
        question: "Can you re-roof an older downtown bungalow without changing its character?",
        answer:
          "Yes. On 1920s homes we keep the original roof lines, protect exposed rafter tails and brackets, and suggest muted dimensional shingles or a standing-seam metal roof that suits the period. Low-slope areas behind parapets get a membrane flashed properly up the parapet walls, which is where these roofs most often leak.",
      },
    ],
    keywords: [
      "New Port Richey roofer",
      "roof repair New Port Richey",
      "Gulf Harbors roofing",
      "hurricane roof repair New Port Richey",
      "roof replacement 34652",
    ],
    nearby: ["port-richey", "trinity", "tarpon-springs", "odessa"],
    zipCodes: ["34652", "34653", "34654"],
  },

  "port-richey": {
    headline:
      "Port Richey is a small waterfront city with big weather exposure, and its canal homes, cottages and elevated rebuilds need roofs built for salt, surge and wind.",
    intro: [
      "Port Richey is older than its better-known neighbor to the south. Settled in the 1880s where the Pithlachascotee River meets the Gulf and named for early settler Aaron Richey, the city is small and mostly residential, stretched along U.S. 19 and a web of canals. Around it lie unincorporated neighborhoods that share the Port Richey mailing address, from Embassy Hills and Regency Park to the 55-and-older streets of Timber Oaks.",
      "Water shapes roofing here more than anything else. Much of the city sits barely above sea level, and after the 1993 No Name Storm, Idalia in 2023 and Helene in 2024, many owners have either rebuilt higher or are weighing whether to. On a house like that, the roof has to be planned together with flood elevation, insurance and what the building department will allow, not bought as a standalone item.",
    ],
    neighborhoods: [
      "Harborpointe",
      "Pithlachascotee River waterfront",
      "Port Richey canal streets",
      "Embassy Hills",
      "Regency Park",
      "Timber Oaks",
      "U.S. 19 corridor",
    ],
    housing:
      "Inside the city, most homes are 1950s to 1970s concrete block houses with low-pitched roofs, carports and Florida rooms, along with frame cottages near the river and a growing number of homes rebuilt on pilings or stem walls. Harborpointe, a gated waterfront enclave, has larger custom houses. Manufactured homes are common in parks along U.S. 19 and in the surrounding county, many with older roofs never designed for today's wind loads. Embassy Hills and Regency Park are mostly 1970s and 1980s block homes with shingle roofs, while Timber Oaks mixes attached villas and small single-family homes, some with roofs maintained through the association.",
    stormExposure:
      "Port Richey's waterfront takes the Gulf head-on. Helene's surge in September 2024 ran through Port Richey's canal neighborhoods a year after Idalia had flooded many of the same streets, and longtime residents still measure both against the 1993 No Name Storm. For roofs, the direct threats are wind and salt: open water gives Gulf winds a clear run at the first row of houses, elevated homes lift the roof higher into that wind, and spray corrodes anything exposed. Timber Oaks has a different problem. It sits in a closed drainage basin that has flooded in heavy tropical rain, and saturated ground there means leaning trees and falling limbs.",
    localNotes:
      "Properties inside Port Richey's city limits are permitted through the city's own building department, while Embassy Hills, Regency Park, Timber Oaks and other addresses outside the limits go through Pasco County Building Construction Services. After a flood, either office may review total repair costs, roof included, against the 50 percent substantial damage threshold before it issues permits. Since 2018 the county has also required permits for re-roofs and roof repairs on mobile homes in unincorporated areas, so a roof-over is not a weekend handyman job.",
    whyChoose: [
      "Salt-rated fasteners, aluminum flashing and sealed penetrations on every coastal job",
      "Permitted roof-overs and replacements for manufactured homes, anchored to current standards",
      "Roof planning for homes being elevated after Helene, coordinated with your lift contractor and engineer",
      "We sort out city versus county jurisdiction and any post-flood damage review before applying",
      "A family roofing company since 1987, with emergency crews on call through every hurricane season",
    ],
    faqs: [
      {
        question: "What roof holds up best on a canal-front home in Port Richey?",
        answer:
          "For owners staying put, we often suggest standing-seam metal in aluminum or a coated steel rated for coastal exposure, with concealed fasteners, or a high-wind architectural shingle with extra edge nailing. Either way, the details decide how it performs: sealed deck seams under the underlayment, edge metal that will not rust, and flashing built for salt spray.",
      },
      {
        question: "Can you put a new roof on my mobile home?",
        answer:
          "Yes. Manufactured homes are usually re-roofed with a metal roof-over, installed on furring strips above the old roof with new anchoring, or with a membrane system on very low slopes. Both need a permit from the city or, outside city limits, from Pasco County. Homes built before HUD's 1994 wind standards may need added strapping, so we check the structure before recommending a system.",
      },
      {
        question: "We're elevating our house after Helene. When should the roof be replaced?",
        answer:
          "Talk to us before the lift, not after. If the roof is near the end of its life, replacing it once the house sits on its new foundation avoids doing the work twice, and the higher roof faces stronger wind. If the roof is newer, we inspect it before and after the move for cracked tile, loose flashing or deck movement, and we time our work with your elevation contractor so the house is never left open to rain.",
      },
    ],
    keywords: [
      "Port Richey roofer",
      "roof repair Port Richey FL",
      "mobile home roof over Port Richey",
      "waterfront roofing Pasco",
      "metal roof Port Richey",
    ],
    nearby: ["new-port-richey", "trinity", "tarpon-springs"],
    zipCodes: ["34668"],
  },

  zephyrhills: {
    headline:
      "In Zephyrhills one crew might start the week on a snowbird's manufactured home in a 55-plus park and finish it on a new two-story in Silverado; we roof both.",
    intro: [
      "Zephyrhills took its name in 1910, when Captain H. B. Jeffries, a Union Army veteran, founded a colony here for fellow Civil War veterans, and the town has welcomed newcomers from the North ever since. Its spring water made the name famous, its municipal airport draws skydivers, and each winter seasonal residents fill the manufactured-home and RV communities around town. New subdivisions have since spread along State Road 56, Eiland Boulevard and U.S. 301, and the city has grown quickly.",
      "That mix makes roofing here more varied than visitors expect. A manufactured home's roof is framed, fastened and permitted differently from a block house's, and an owner who spends summers up North needs someone to look at the roof after a storm and send photos instead of waiting for a phone call. We offer exactly that: a post-storm check, a written report and repairs finished before the owner returns in the fall.",
    ],
    neighborhoods: [
      "Betmar Acres",
      "Silverado",
      "Silver Oaks",
      "Lake Bernadette",
      "Zephyr Lakes",
      "Hidden River",
      "Abbott Square",
      "Downtown Zephyrhills",
    ],
    housing:
      "Manufactured homes make up a big part of Zephyrhills housing, concentrated in 55-plus communities such as Betmar Acres and along U.S. 301, where residents may own or lease the land. Older single-wides often have low metal roofs, while many double-wides carry shingles on a shallow pitch; either can be a candidate for a roof-over rather than a tear-off. Near downtown are early-twentieth-century frame houses and mid-century block homes. Established golf communities such as Silver Oaks and Lake Bernadette have shingle and some tile roofs from the 1990s and 2000s. The newest subdivisions, including Silverado, Zephyr Lakes, Hidden River and Abbott Square, are production homes with architectural shingles, HOA or CDD rules and warranties still running.",
    stormExposure:
      "Zephyrhills lies in the interior of the peninsula, well beyond the reach of storm surge, but it takes the inland version of every hurricane. In October 2024 a heavy band of Milton's rain sat over the city, the Hillsborough River rose to major flood stage, and neighborhoods such as Silver Oaks flooded worse than longtime residents had ever seen; big oaks loosened by soaked ground fell onto houses. Irma in 2017 left a similar trail of downed trees. Manufactured homes are the most wind-sensitive buildings in town, and their roofs usually fail first at edges and seams. Spring and summer thunderstorms add lightning, gusty downbursts and occasional hail.",
    localNotes:
      "Homes inside city limits are permitted by the City of Zephyrhills Building Department. Many parks and subdivisions with a Zephyrhills address lie outside those limits and fall under Pasco County Building Construction Services, which has required permits for mobile home re-roofs and roof repairs since 2018. Either way, a roof-over is permitted work. Parks often set their own rules on contractor access, work hours and roof appearance, which we clear with management first.",
    whyChoose: [
      "Manufactured-home roof-overs and repairs built to code, with the anchoring and permits that handymen often skip",
      "Post-storm checks and photo reports for seasonal residents who are out of state during hurricane season",
      "Comfortable with park management rules and subdivision HOAs alike, from Betmar Acres to Silverado",
      "Tree-damage response after storms like Milton, with tarping to stop the water while repairs are planned",
      "Family-owned since 1987, with written estimates that separate must-do repairs from nice-to-haves",
    ],
    faqs: [
      {
        question: "I'm a snowbird. Can you check my roof after a storm while I'm up North?",
        answer:
          "Yes. Give us written permission and gate or park access, and after a named storm or a severe thunderstorm we will inspect the roof, photograph anything we find and email you a short report. If water is getting in, we tarp first and call you before any larger repair.",
      },
      {
        question: "Is a roof-over a good idea for my manufactured home?",
        answer:
          "Often it is. A roof-over puts a new, properly pitched roof, usually metal, on top of the old one, which ends chronic leaks and leaves room for insulation. It requires a permit, and on older homes we check the walls and tie-downs first, because the new roof has to be anchored to a structure that can hold it. If the framing underneath is rotten, we will tell you before you spend money on a roof that will not last.",
      },
      {
        question: "My house is only a few years old. Why did shingles blow off in Milton?",
        answer:
          "Newer roofs are not immune. Shingles need warm weather to seal to the course below, edge nailing and starter strips vary by installer, and hours of wind can break a seal. Storm damage is normally an insurance matter rather than a builder warranty claim, but if we find nailing or installation defects, we document them so you can raise them with the builder too.",
      },
    ],
    keywords: [
      "Zephyrhills roofer",
      "mobile home roof over Zephyrhills",
      "roof repair Zephyrhills FL",
      "Silverado roofing",
      "snowbird roof inspection",
    ],
    nearby: ["wesley-chapel", "dade-city", "plant-city", "thonotosassa"],
    zipCodes: ["33539", "33540", "33541", "33542"],
  },

  "dade-city": {
    headline:
      "Dade City's brick streets, 1909 courthouse and hilltop farmhouses give east Pasco its old-Florida look, and many of those homes still wear the metal roofs that suit them best.",
    intro: [
      "Dade City is Pasco's county seat, incorporated in 1889 and named for Major Francis L. Dade. It sits in the rolling hills of east Pasco, where citrus groves and cattle land surround a downtown of antique shops, the restored Historic Pasco County Courthouse and, every January, the Kumquat Festival. The town has kept many of its early homes, and their roofs show it.",
      "Roofing here calls for a different toolkit than the suburbs to the south. Historic houses in the Church Street district and around downtown often have steep roofs, deep porches and metal panels fastened over spaced wood boards. Ranch homes on the edge of town sit on big, tree-shaded lots, and subdivisions like Lake Jovita bring tile and modern shingle to the hills. Our crews are at home with all of it, including the 5V crimp and standing-seam metal so many rural Florida houses wear.",
    ],
    neighborhoods: [
      "Church Street Historic District",
      "Downtown Dade City",
      "Lake Jovita",
      "Lake Pasadena",
      "San Antonio",
      "Saint Leo",
      "Trilby",
      "Lacoochee",
    ],
    housing:
      "Dade City's historic core holds frame vernacular, bungalow, Queen Anne and Gothic Revival buildings from the late 1800s through the 1940s, many of them within the Church Street Historic District, which is listed on the National Register. Roofs there are typically steep gables and hips, some under original or replacement metal, others with asphalt shingles laid over old board decking. Mid-century ranch homes with carports and picture windows ring downtown, and farther out are farmhouses and newer homes on acreage, often with a barn or equipment shed. Lake Jovita, a golf community set in the hills beside Saint Leo, has larger homes under concrete tile and dimensional shingle, with HOA oversight. Newer subdivisions add craftsman-style and Spanish-revival production homes.",
    stormExposure:
      "East Pasco is far from any storm surge, but hurricanes still reach Dade City with plenty of force. Irma in 2017 brought trees down across town, and Milton did the same in 2024. This is a Tree City USA community under a heavy oak canopy, so much of the storm damage we repair comes from limbs rather than wind alone. Thunderstorms roll through from late spring through summer, and the strongest carry hail. Metal roofs shrug off most of it, though exposed-fastener panels need new screws and washers as the rubber dries out, and hilltop ridge caps take the brunt of every gust.",
    localNotes:
      "Dade City runs its own building department, which also issues permits for the neighboring cities of San Antonio and Saint Leo once those cities approve the project. A re-roof application lists the roof type, square footage, materials and their Florida Product Approval numbers, and usually needs a roofing affidavit plus a recorded Notice of Commencement above a set value. Homes outside city limits, including much of the rural land with Dade City addresses, are permitted by Pasco County Building Construction Services. For historic homes, check any deed or local review requirements before changing the roof's material or color.",
    whyChoose: [
      "Metal roofing know-how for farmhouses and historic homes, from 5V crimp to standing seam",
      "Careful tear-offs on old board decks, with new sheathing added where the structure needs it",
      "Permits handled through Dade City's building department for the city, San Antonio and Saint Leo, or through the county for rural parcels",
      "Storm and limb-damage repairs under east Pasco's oak canopy, with tarping when water is coming in",
      "Family-owned since 1987, and patient with houses that have stood for a century",
    ],
    faqs: [
      {
        question: "Should I replace the old metal roof on my farmhouse with shingles?",
        answer:
          "We would usually steer you back to metal. These homes were designed around it: steep pitches shed water fast, the spaced board decks under many of them were never meant to hold shingles, and a new metal roof keeps the house's character. Switching to shingles generally means sheathing the entire roof first. If budget is the worry, we will price both so you can compare.",
      },
      {
        question: "Who issues roofing permits in Saint Leo and San Antonio?",
        answer:
          "Dade City's building department issues permits for both cities under a local agreement, but each city has to approve the project first. We get that sign-off, then file with Dade City. Properties outside all three cities are permitted by Pasco County instead.",
      },
      {
        question: "Our metal roof has rust around the screws. Does it need replacing?",
        answer:
          "Not necessarily. Rust at the fasteners usually means the rubber washers have failed and water has been sitting in the screw holes. If the panels are still sound, we can swap in oversized screws with new washers, treat the surface rust and add a coating where it makes sense. Panels rusted through, or roofs leaking along the laps, are better replaced.",
      },
    ],
    keywords: [
      "Dade City roofer",
      "metal roof Dade City",
      "farmhouse roof replacement Pasco",
      "Lake Jovita roofing",
      "roof repair Dade City FL",
    ],
    nearby: ["zephyrhills", "wesley-chapel", "plant-city"],
    zipCodes: ["33523", "33525", "33526"],
  },
};
