import type { CityProfiles } from "../city-profile-schema";

/** Brandon, Riverview, Ruskin, Gibsonton, Valrico, Seffner, Mango and Dover: unincorporated Hillsborough County. */
export const hillsboroughSouthEast: CityProfiles = {
  brandon: {
    photo: {
      file: "sample-brandon-metal-ranch.jpg",
      alt: "Block ranch home in Brandon with a charcoal standing-seam metal roof",
    },
    headline:
      "Brandon's neighborhoods went up in waves from the 1960s on, and many homes are now on a second or third roof. We repair, replace and document them for today's Florida insurers.",
    intro: [
      "Brandon began as a railroad stop with a depot on Moon Avenue and grew into one of the largest unincorporated communities in Florida, and its rooftops record that growth in layers. Near the old center sit compact concrete-block ranches from the 1960s and '70s under shallow hip roofs. Farther out along Lumsden Road, Providence Road and Bloomingdale Avenue, the subdivisions of the 1980s and '90s took over: two-story stucco houses with stacked gables, long valleys and skylights.",
      "Those '80s and '90s streets generate most of our Brandon work. A house finished in 1988 has usually been re-roofed once already, and that replacement is now old enough that carriers start asking about it at renewal. We climb it, photograph it and state in writing how much life it has left, so the choice between a targeted repair and a full tear-off happens on your timeline rather than an underwriter's.",
    ],
    neighborhoods: [
      "Bloomingdale",
      "Providence Lakes",
      "Heather Lakes",
      "Twin Lakes",
      "Historic Brandon near Moon Avenue",
      "Kings Avenue and Lumsden Road",
      "Bell Shoals Road",
    ],
    housing:
      "Asphalt shingles dominate in Brandon, but what sits under them changes by decade. The 1960s and '70s block homes have low-slope roofs, often with a nearly flat section over a carport or an enclosed Florida room that calls for modified bitumen or a single-ply membrane instead of shingles. Heather Lakes, Providence Lakes and their neighbors, built from the 1980s on, mix gable and hip framing on wood trusses. Houses from before the mid-1990s code changes commonly have trusses toe-nailed to the walls rather than strapped, and some shingle jobs from that era were stapled instead of nailed. The larger homes around Bloomingdale add steeper pitches and the occasional concrete tile roof, and many of these subdivisions have associations with rules on shingle color.",
    stormExposure:
      "Brandon is far enough inland that surge from Hillsborough Bay isn't the worry; wind, rain and falling limbs are. Milton crossed the region overnight in October 2024 and stripped shingles off ridges, rakes and hips across east Hillsborough, while its rainfall flooded low streets that rarely hold water. Helene, passing far offshore two weeks earlier, could loosen tabs that then let go in the second storm. In an ordinary summer, afternoon thunderstorms bring downbursts and small hail that knock granules off aging shingles, and the laurel oaks shading older streets drop branches whenever the wind picks up.",
    localNotes:
      "There's no city permit office in Brandon. As part of unincorporated Hillsborough, its re-roofs are permitted through Hillsborough County Development Services, with a recorded Notice of Commencement on larger jobs and county inspections during and after installation. Each Brandon replacement we do is detailed to earn wind-mitigation credit (sealed roof deck, ring-shank deck nailing, correct edge metal), and you get the documentation to hand your inspector. If your house predates hurricane straps, check whether the state's My Safe Florida Home program is taking applications for roof-to-wall upgrades.",
    whyChoose: [
      "Written roof-life reports Brandon homeowners can send straight to their carrier at renewal",
      "HOA submittals prepared for the deed-restricted neighborhoods off Bloomingdale Avenue and Providence Road",
      "Stapled shingles and under-fastened decks corrected to current Florida code during every tear-off",
      "Membrane work for the carports, porches and Florida rooms on Brandon's older block homes",
      "A family-owned roofer working across Tampa Bay since 1987",
    ],
    faqs: [
      {
        question: "My insurance company says my Brandon roof is too old. What can I do?",
        answer:
          "Florida law gives you some leverage. An insurer can't refuse to write or renew a homeowner's policy solely because the roof is under 15 years old, and for an older roof it can't refuse on age alone if an authorized inspection shows at least five years of useful life remaining. We inspect, photograph and write up that remaining life. If the roof falls short, the report shows exactly why and what a replacement would involve.",
      },
      {
        question: "Is the leak where my pool cage meets the house a roof problem?",
        answer:
          "Frequently, yes. Where an aluminum screen enclosure fastens to the fascia or a super gutter, water can follow the screws into the soffit and ceiling, and the shingles just above that connection take a beating. We check the flashing, the gutter attachment and the roof edge, and bring in an enclosure contractor if the cage itself needs work.",
      },
      {
        question: "Should my skylights be replaced along with the roof?",
        answer:
          "If they're the original acrylic domes from the 1980s or '90s, usually yes. Skylight flashing is woven into the roof covering, so swapping a unit later means cutting into brand-new shingles. We can install new skylights with current Florida product approvals, or remove ones you no longer want and deck over the opening.",
      },
    ],
    keywords: [
      "Brandon FL roofer",
      "roof replacement Brandon FL",
      "Brandon roof inspection for insurance",
      "Bloomingdale roof repair",
      "Heather Lakes roofing",
    ],
    nearby: ["valrico", "seffner", "mango", "riverview", "tampa"],
    zipCodes: ["33508", "33509", "33510", "33511"],
  },

  riverview: {
    photo: {
      file: "sample-riverview-hurricane-repair.jpg",
      alt: "Riverview home after hurricane repairs, with new shingles where wind tore the old roof",
    },
    headline:
      "Riverview's master-planned subdivisions went up fast, and their original roofs are now wearing out street by street. We replace them with HOA approval in hand and fix storm damage near the Alafia.",
    intro: [
      "At the turn of the century, Riverview was mostly pasture, sod farms and pine flatwoods between US 301 and Interstate 75; within a decade its population had multiplied several times over. What replaced the pasture was a patchwork of planned communities such as Panther Trace, South Fork, Summerfield, Rivercrest, Triple Creek and Waterleaf, each with its own HOA or community development district, architectural review rules and approved color palette. Because whole sections were built at once, their roofs share a birth year too.",
      "That shapes how roofing works here. When the first house on a street starts shedding shingles, its neighbors are seldom far behind, and the same builder shortcuts turn up in each one: missing kick-out flashing where a second-story wall meets the lower roof, thin valley metal, attic vents undersized for the space. Correcting those details during the replacement is what keeps the second roof from failing the way the first one did.",
    ],
    neighborhoods: [
      "Panther Trace",
      "South Fork",
      "Summerfield",
      "Rivercrest",
      "Triple Creek",
      "Waterleaf",
      "Boyette Springs",
      "Alafia River homes near US 301",
    ],
    housing:
      "Most Riverview houses date from the late 1990s onward: concrete-block ground floors, frequently with a wood-framed second story, stucco finishes and laminated shingles over OSB sheathing. Complex hip-and-valley layouts are standard, and many communities include townhome buildings where a single roof spans several owners. A few larger-lot sections use concrete tile. The original Riverview looks different. Ranch homes from the 1960s and '70s line Riverview Drive and the river, some backing onto canals, with low-pitch roofs, carports and add-on rooms that need membranes rather than shingles.",
    stormExposure:
      "How exposed a Riverview home is depends on how close it sits to the river. In August 2023, Idalia's surge arrived on a high tide and drove the Alafia near the US 301 bridge past its previous record, flooding canal-front homes that had never taken water. A little over a year later, Milton's rain pushed the river out of its banks upstream toward Lithia. Up in the newer subdivisions the threat is wind: open retention ponds and cleared land give gusts room to build, and ridge caps, hip shingles and rake edges go first. Economy shingles from the building boom also shed granules quickly under summer hail.",
    localNotes:
      "Riverview isn't a city, so roof permits are issued by Hillsborough County Development Services, and nearly every subdivision adds an architectural review step; some CDDs also set rules for dumpster placement and work hours. One point worth knowing for newer homes: since a 2022 change to Florida law, a roof installed under the 2007 Florida Building Code or later can have a damaged section repaired to the code it was built under, rather than triggering full replacement once repairs pass a quarter of the roof. That can change how an insurance claim is scoped.",
    whyChoose: [
      "We assemble the ARC or HOA application, with product sheets and color samples, the day you sign",
      "Builder shortcuts corrected on the way through: kick-out flashing, valley metal and attic ventilation",
      "Clear claim documentation for Alafia-area homes where wind and water damage overlap",
      "Experience working with townhome associations when one roof covers several units",
      "Family-owned and roofing across Tampa Bay since 1987, not a crew that arrived after the last storm",
    ],
    faqs: [
      {
        question:
          "My Riverview house is about 20 years old and the roof looks fine from the street. Should I have it checked?",
        answer:
          "Yes. Many original roofs here used entry-level shingles, and Florida sun breaks down their sealant strips and granules well before the damage shows from the driveway. We check whether the tabs are still bonded, look for exposed mat and soft decking, inspect the attic for staining and give you a written estimate of remaining life.",
      },
      {
        question: "Can you match my neighbors' shingles for a repair?",
        answer:
          "Often. Builders in Riverview relied on a small number of common shingle lines, and we keep track of which colors are still in production. If yours has been discontinued, we find the closest current blend, and where the repair covers most of a slope, we replace that whole plane so any difference lands on a natural break.",
      },
      {
        question: "Who is responsible for re-roofing a Riverview townhome?",
        answer:
          "Read your declaration before calling anyone. In many townhome communities the association owns, insures and replaces the roofs; in others each owner handles the portion over their unit, which makes matching and timing with the neighbors critical. We work either way and can go through what your documents say before we quote.",
      },
    ],
    keywords: [
      "Riverview FL roofer",
      "roof replacement Riverview FL",
      "Riverview HOA roof approval",
      "Panther Trace roofing",
      "Alafia River storm damage repair",
    ],
    nearby: ["brandon", "gibsonton", "ruskin", "valrico"],
    zipCodes: ["33568", "33569", "33578", "33579"],
  },

  ruskin: {
    headline:
      "In Ruskin we roof everything from old farm cottages near the Ruskin Inlet to new SouthShore subdivisions, with fasteners and flashing chosen for salt air off Tampa Bay.",
    intro: [
      "Ruskin was founded in 1908 as a cooperative colony on the Little Manatee River, named for the English writer John Ruskin, and for most of the century that followed it was tomato fields, packing houses and fish camps. Pieces of that town remain: wood-frame houses with metal roofs east of US 41 near the inlet, block homes on generous lots, and manufactured-home and RV communities along the highway. Around them, the SouthShore boom added stucco subdivisions off 19th Avenue NE and College Avenue.",
      "Roofing here starts with the water. Shell Point, Bahia Beach, Little Harbor and the riverfront streets lie in the county's evacuation Zone A, where salt spray corrodes plain steel nails, drip edge and vent boots years ahead of schedule. Near the shore we use stainless or hot-dipped galvanized fasteners and corrosion-resistant flashing, and for homes that took water in the 2024 storms, we plan the roof around the county's floodplain review instead of discovering it halfway through a rebuild.",
    ],
    neighborhoods: [
      "Historic Ruskin along the Ruskin Inlet",
      "Shell Point",
      "Bahia Beach",
      "Little Harbor",
      "Cockroach Bay Road",
      "Little Manatee River waterfront",
      "College Avenue corridor",
      "Subdivisions off 19th Avenue NE",
    ],
    housing:
      "Ruskin's oldest homes are wood-frame cottages and farmhouses, some still wearing 5V-crimp metal, others with a shingle layer laid over an earlier roof that we strip to the deck so the sheathing can be inspected and re-nailed. Mid-century and 1970s block homes carry low hip roofs and, frequently, a flat-roofed addition. Manufactured homes, from pre-1994 single-wides to recent double-wides, make up a real share of the housing, and their roofs need different solutions from site-built houses. The newer subdivisions are two-story stucco with architectural shingles and HOA color rules, and along the canals, elevated homes present tall, exposed roofs to the full force of bay winds.",
    stormExposure:
      "Ruskin faces the shallow southeastern shore of Tampa Bay, where water piles up whenever a storm's winds blow onshore. Helene never came close to landfall here in September 2024, yet its surge flooded homes across the northwest part of town. Milton followed two weeks later with damaging wind and heavy rain, and the Little Manatee rose to flood stage upstream at Wimauma. Surge seldom reaches a roof, but back-to-back storms left shingles loosened by one open to the next one's rain. Salt mist works on metal year-round, so fasteners near the water can rust out long before the shingles wear.",
    localNotes:
      "Ruskin is unincorporated, so permits for re-roofs, roof-overs and repairs go through Hillsborough County Development Services. For homes in a FEMA special flood hazard area there's a second consideration: the county weighs repair and improvement costs against the structure's value under the federal substantial-improvement rule, and a roof replacement counts toward that total. If your house flooded in 2024, talk with the county's floodplain staff before committing to a large project; we provide itemized scopes so the numbers are easy to document.",
    whyChoose: [
      "Stainless or hot-dipped galvanized fasteners and corrosion-resistant flashing on bayfront homes",
      "Roofing plans coordinated with the county's floodplain review for houses rebuilding after Helene",
      "Manufactured-home roof-overs and repairs alongside conventional shingle, tile and metal work",
      "Care for Ruskin's older frame houses, including metal roofs that suit their original character",
      "A family business roofing Tampa Bay since 1987, here long after storm crews leave town",
    ],
    faqs: [
      {
        question: "We live near the water in Ruskin. Will a metal roof hold up to the salt air?",
        answer:
          "It can, if the material is chosen for it. Bare Galvalume steel is a poor match for direct salt spray; aluminum panels, or steel with a coating system rated for coastal exposure, last far longer, and the fasteners must be compatible to avoid galvanic corrosion. We'll walk you through the manufacturer's coastal warranty terms, which often depend on how close the house is to salt water.",
      },
      {
        question: "Our home flooded during Helene. Does the roof have to wait for the county's review?",
        answer:
          "Not entirely. Emergency tarping and leak repairs that protect the house can usually go ahead right away. A full replacement on a home in a flood zone may be part of a substantial-damage determination, so we give you the scope and itemized figures your floodplain reviewer needs and schedule the permanent work once the path is clear.",
      },
      {
        question: "Can you re-roof a manufactured home in one of Ruskin's parks?",
        answer:
          "Yes. Depending on the home's age and condition, options include a fully adhered membrane or reinforced coating over the existing metal roof, or a framed roof-over with new metal or shingles that also adds shade and drainage. A roof-over needs a county permit and a design that works with the home's own frame and tie-downs, and most parks require management approval before work begins.",
      },
    ],
    keywords: [
      "Ruskin FL roofer",
      "roof replacement Ruskin FL",
      "coastal metal roofing Ruskin",
      "mobile home roof-over Ruskin",
      "SouthShore roofing contractor",
    ],
    nearby: ["gibsonton", "riverview", "brandon"],
    zipCodes: ["33570", "33575"],
  },

  gibsonton: {
    headline:
      "Gibsonton mixes showmen's winter quarters, manufactured homes, riverfront houses and new subdivisions. We roof all of them, knowing the Alafia and the bay can bring water up fast.",
    intro: [
      "Gibsonton, or Gibtown to locals, has been a winter home for carnival and circus performers since the early twentieth century, and Hillsborough County still maintains a show-business zoning designation here that lets owners keep rides, concession trailers and equipment on their land. That shows up on the rooftops. A typical lot might hold a manufactured home, a metal-roofed equipment barn and a carport or two, and an owner is as likely to ask about the shop building as the house.",
      "Around that older core, the community has changed. Since the early 2000s, subdivisions of stucco homes with architectural shingles have spread toward I-75 and along Symmes and East Bay roads, and townhomes keep rising near Big Bend Road. We work on both sides of that divide, from a single-wide in need of a roof-over to a builder home whose original shingles have reached the end of their run.",
    ],
    neighborhoods: [
      "Alafia River waterfront",
      "Show Business Overlay District",
      "Bullfrog Creek",
      "Gardenville",
      "Symmes Road subdivisions",
      "East Bay Road",
      "Gibsonton Drive near I-75",
      "Riverview Drive",
    ],
    housing:
      "Manufactured homes are a large part of Gibsonton's housing, from units built before HUD toughened its wind standards in 1994 to newer double-wides, plus mobile-home parks along US 41. Older site-built homes near the river tend to be small block or frame houses, often with low-slope porch roofs and generations of patchwork. Pole barns and steel buildings that store show equipment usually carry exposed-fastener metal panels whose screws and washers loosen with every summer of heat. The subdivisions built since 2000 are conventional: block and stucco, hip roofs, dimensional shingles and an HOA reviewing colors.",
    stormExposure:
      "Gibsonton sits just a few feet above sea level where the Alafia and Bullfrog Creek empty into Hillsborough Bay, so water comes first. When Idalia passed offshore in August 2023, its surge flooded low-lying parts of Gibsonton and neighborhoods west of US 41, and Helene raised the bay again in September 2024. Wind comes second. Manufactured homes and large metal outbuildings have broad, light roofs that lift easily at the edges, and a loose panel becomes debris that damages the roof next door. Salt air off the bay shortens the life of exposed fasteners and flashing.",
    localNotes:
      "Gibsonton is unincorporated, so every re-roof, roof-over and outbuilding roof is permitted through Hillsborough County Development Services. Manufactured-home roof-overs need engineering that accounts for the home's frame and anchoring, and parks often require management approval before work starts. For any building in a mapped flood zone, storm repairs can fall under the county's substantial-damage review, so it pays to know your flood zone before planning a major project.",
    whyChoose: [
      "Manufactured-home roof-overs engineered around the home's frame and tie-downs, permitted with the county",
      "Re-screwing, re-sheeting and coating for metal barns and show-equipment buildings",
      "Roofers who understand Gibsonton's blend of show lots, river homes and newer subdivisions",
      "Storm tarping for homes near the river and bay, followed by a permanent repair plan",
      "Family-owned since 1987 and based in Tampa Bay year-round",
    ],
    faqs: [
      {
        question: "Is a roof-over a good idea for my older mobile home in Gibsonton?",
        answer:
          "Often it is. Many pre-1994 manufactured homes have thin metal roofs that leak at the seams and sweat underneath. A framed roof-over with new metal or shingles sheds water, adds an insulating air space and can improve the look of the home. It needs a county permit and a design that respects the home's structure, plus park approval if you rent your lot. If the existing roof is still sound, a reinforced elastomeric coating may be enough.",
      },
      {
        question: "The metal roof on my equipment barn leaks around the screws. Does it need replacing?",
        answer:
          "Usually not. Exposed-fastener panels leak when the rubber washers dry out or the screws back out as the metal expands and contracts. We replace fasteners with oversized gasketed screws, re-seal laps and ridge caps, and swap only the panels that have rusted through. If the framing underneath is damaged, we'll show you before any work is scoped.",
      },
      {
        question: "Do the newer Gibsonton subdivisions need HOA approval for a re-roof?",
        answer:
          "Most subdivisions built since 2000 have deed restrictions covering roof color and material, so yes. The older parts of town generally have no association, which leaves more freedom to switch to metal or a different color. We check which applies to your lot before we quote.",
      },
    ],
    keywords: [
      "Gibsonton FL roofer",
      "mobile home roof-over Gibsonton",
      "metal barn roof repair Gibsonton",
      "roof replacement Gibsonton FL",
    ],
    nearby: ["riverview", "ruskin", "brandon", "tampa"],
    zipCodes: ["33534"],
  },

  valrico: {
    headline:
      "From River Hills' golf-course homes to acreage off Little Road, Valrico roofs range from concrete tile to exposed-fastener metal, and we install, repair and maintain each kind.",
    intro: [
      "Valrico is suburban in one direction and rural in the other. Toward Bloomingdale Avenue and Bell Shoals Road, dozens of homeowners associations govern tidy subdivisions, some gated, some built around golf. To the east and north, lots open up to an acre or more, with pastures, horse barns and houses their owners designed themselves. Hillsborough County has been drafting a Valrico Community Plan meant to preserve that suburban character as the remaining land fills in.",
      "That range is why a Valrico roofing visit can look so different from one address to the next. In River Hills, built in the late 1980s around a golf course, the question may be whether aging tile underlayment is due while the tile itself stays. In Buckhorn's family neighborhoods, it's typically shingles and an HOA color list. On Little Road, it might be a metal roof for the house and fresh panels for the barn. We quote each on its own terms.",
    ],
    neighborhoods: [
      "River Hills",
      "Buckhorn",
      "Bloomingdale",
      "Little Road acreage",
      "Bell Shoals Road",
      "Lithia Pinecrest Road corridor",
    ],
    housing:
      "Most Valrico homes were built between the 1980s and the 2000s. Shingles cover the majority, typically dimensional products on hip or combination roofs, while concrete tile is common on larger homes near the golf courses and on custom builds. Many of those tile roofs have reached the age where the tile is fine but the underlayment beneath it is not; since the underlayment does the waterproofing, replacing that layer and re-laying sound tile is often the right call. Rural parcels add standing-seam or exposed-fastener metal, along with detached garages, workshops and barns.",
    stormExposure:
      "Valrico is well inland, so its weather threats are wind, hail and inland flooding rather than surge. Summer thunderstorms build over the interior and can drop hail big enough to crack tile and bruise shingles, and the straight-line winds from those cells do damage without any named storm involved. In October 2024, Milton's rainfall swelled the Alafia until residents along its banks near Lithia Springs were urged to evacuate, and its gusts lifted tile and shingles across eastern Hillsborough. Irma's track through Polk County in 2017 also brought sustained wind and downed trees.",
    localNotes:
      "Valrico is unincorporated Hillsborough County, so re-roof permits come from Hillsborough County Development Services, and a tile lift-and-relay is permitted like any other re-roof. Moving from shingles to tile requires confirming that the trusses can carry the added weight, and some golf-course associations restrict which materials may be used at all. After any re-roof, schedule a wind-mitigation inspection: a hip roof with a sealed deck and documented deck nailing can earn meaningful premium credits.",
    whyChoose: [
      "Tile underlayment replacement that saves and re-lays your sound concrete tile",
      "Familiar with architectural review in Valrico's associations, from River Hills to Buckhorn",
      "Metal roofing for rural homes, barns and workshops on Valrico acreage",
      "Hail and wind damage documentation that holds up with adjusters",
      "A family company roofing Tampa Bay homes since 1987",
    ],
    faqs: [
      {
        question: "My River Hills tile roof is original. Does it need to be replaced?",
        answer:
          "Not necessarily the tile. Concrete tile often outlasts the underlayment beneath it, and on roofs of that era the felt is usually what's failing. We walk the roof, check for slipped or cracked pieces and lift sections to inspect the underlayment. If the tile is sound, we remove it, install new underlayment, replace broken pieces and re-lay the rest.",
      },
      {
        question: "Was that hailstorm enough to damage my roof?",
        answer:
          "Hail damage isn't always visible from the ground. On shingles, look for dark spots where granules are missing, plus dents in gutters, downspouts and air-conditioner fins. On tile, look for cracks and chipped corners. We inspect, document any damage with photos and measurements, and tell you honestly whether it's worth filing a claim.",
      },
      {
        question: "Can I put a metal roof on my house and my barn at the same time?",
        answer:
          "Yes, and doing both together often helps with scheduling and color matching. The house typically gets concealed-fastener standing seam or a residential panel carrying a Florida product approval, while the barn can use a heavier agricultural panel. The county may treat each structure as its own permit, and we handle both applications.",
      },
    ],
    keywords: [
      "Valrico FL roofer",
      "tile roof repair Valrico",
      "River Hills roof replacement",
      "metal roofing Valrico",
      "hail damage roof Valrico",
    ],
    nearby: ["brandon", "seffner", "dover", "plant-city", "riverview"],
    zipCodes: ["33594", "33595", "33596"],
  },

  seffner: {
    headline:
      "Seffner roofs live under big live oaks beside small lakes, which means more debris, more shade and more algae. We repair and replace them with that setting in mind.",
    intro: [
      "Seffner got its post office in 1884, when the railroad between Tampa and Plant City was being planned, and took its name from the first postmaster. The old grid off Lenna Avenue still holds a few early frame houses, but most of Seffner is a mix of ranch homes on half-acre and acre lots, older mobile homes, and newer subdivisions that have filled in former groves and pastures along Kingsway Road, Parsons Avenue and US 92.",
      "What ties Seffner together is the tree canopy. Towering live oaks and laurel oaks shade most streets, and they change how roofs age: leaves pack into valleys and gutters and hold moisture, branches rub shingles bare, and north-facing slopes grow black algae streaks and moss. A good Seffner roof plan includes trimming for clearance, open metal valleys where debris collects, and shingles with algae-resistant granules.",
    ],
    neighborhoods: [
      "Lake Weeks",
      "Lenna Avenue historic core",
      "Kingsway Road",
      "Parsons Avenue",
      "Taylor Road",
      "US 92 corridor",
    ],
    housing:
      "Seffner has fewer big production subdivisions than Brandon or Riverview, so its roofs are more varied. Older frame houses near the original town often have steep roofs over board decking. The block ranches of the 1960s through the 1980s have simple gable or hip roofs on large lots, usually shingled, sometimes re-covered in metal by later owners. Manufactured homes appear throughout, many with roof-overs added years ago that now need attention themselves. Newer neighborhoods bring two-story stucco homes, architectural shingles and HOA review, and plenty of rural lots also have a detached garage, carport or workshop with its own low-slope or metal roof.",
    stormExposure:
      "Inland Seffner doesn't face surge, but it catches the wind and rain from every storm that crosses the bay area, and its trees amplify the damage. During Milton in October 2024, falling oak limbs punctured roofs across east Hillsborough, and saturated ground let whole trees tip over. Summer thunderstorms bring lightning, downbursts and hail. Seffner also sits in Florida's karst country: in 2013 a sinkhole that opened beneath a house here drew national attention, and ground settlement can show up on a roof as a ridge line that dips, cracked fascia or a gap where the roof meets a wall.",
    localNotes:
      "Seffner is an unincorporated community, so roof permits are handled by Hillsborough County Development Services. If we see signs of structural movement during an inspection, such as a sagging ridge or separation at the wall plate, we document them and recommend a structural or geotechnical engineer before re-roofing, because new shingles won't fix a foundation problem. Cutting branches back from the roofline before installation keeps the new shingles from abrasion from the first day.",
    whyChoose: [
      "Algae-resistant shingles, open metal valleys and gutter guards suited to Seffner's oak canopy",
      "Honest inspections that flag signs of settlement instead of covering them with new shingles",
      "Repair or replacement of aging roof-overs on Seffner's manufactured homes",
      "Roofing for detached garages, workshops and carports on larger rural lots",
      "A family-owned Tampa Bay roofer since 1987",
    ],
    faqs: [
      {
        question: "Why does my Seffner roof have black streaks, and are they harmful?",
        answer:
          "The streaks are usually Gloeocapsa magma, an algae that feeds on the limestone filler in shingles and thrives in shade and humidity. It's mostly cosmetic, but it holds moisture and can shorten shingle life on heavily shaded slopes. We clean it with a low-pressure treatment that won't strip granules, and on a new roof we install shingles with copper-bearing, algae-resistant granules.",
      },
      {
        question: "A big oak branch fell on my roof. What should I do first?",
        answer:
          "Stay out of rooms under the damage, take photos and notify your insurer. Don't climb up to drag the branch off yourself. We remove the debris, tarp any punctures, check the decking and trusses beneath for cracks, and document everything for your claim before making permanent repairs.",
      },
      {
        question: "Sinkholes have been a problem near me. Should that affect my re-roof?",
        answer:
          "A roofer can't diagnose a sinkhole, but we can tell you whether the roof shows signs of movement, like a dipping ridge, cracked fascia or a gap at a wall. If we see those, we'll recommend an engineer before you invest in a new roof. If the structure checks out, the re-roof proceeds normally.",
      },
    ],
    keywords: [
      "Seffner FL roofer",
      "roof replacement Seffner",
      "roof algae removal Seffner",
      "tree damage roof repair Seffner",
    ],
    nearby: ["mango", "brandon", "dover", "thonotosassa", "valrico"],
    zipCodes: ["33583", "33584"],
  },

  mango: {
    headline:
      "Mango is a compact community of block homes, manufactured homes and newer infill housing between I-4 and I-75. We handle its repairs and replacements at a practical scale.",
    intro: [
      "Mango occupies a tight rectangle of east Hillsborough, with Interstate 4 to the north, Interstate 75 to the west, Brandon to the south and Seffner to the east, and Dr. Martin Luther King Jr. Boulevard running through the middle. It began as a stop on the old South Florida Railroad between Tampa and Plant City. Today it's a working community of modest homes, rentals and small businesses, with new apartments and townhomes going up on the remaining open parcels.",
      "Roofing in Mango is usually about practical decisions. Homeowners want to know whether a leak can be repaired, whether a roof will pass an insurance inspection, and what the sensible option is for a single-wide or a rental. We give straight answers, separate what must be done now from what can wait, and write up the condition of the roof so landlords and buyers know where they stand.",
    ],
    neighborhoods: [
      "Mango Road",
      "Williams Road",
      "Highview Road",
      "East Broadway Avenue",
      "Dr. Martin Luther King Jr. Boulevard corridor",
    ],
    housing:
      "Much of Mango's housing is single-story concrete block from the 1950s through the 1980s, with low-pitch gable or hip roofs and carports or porches under nearly flat roofs. Many of those flat sections have been patched with roll roofing or coatings and are leaking again. Manufactured homes are common, both on individual lots and in parks, and some carry aging aluminum or metal roof-overs. Rentals make up a meaningful share of homes, so roofs are often repaired piecemeal over the years. Recent townhomes and apartment buildings add modern shingle roofs with HOA or management oversight.",
    stormExposure:
      "Mango is inland, but it feels every storm that crosses Tampa Bay. Milton's winds in 2024 peeled shingles and roll roofing across the area, and its heavy rain filled low spots and tested every weak flashing. The interstate corridors leave open stretches where gusts build, and aging roofs with brittle shingles or loose roof-over panels are the first to fail. Summer afternoon storms bring lightning and wind that find any seam opened since the last repair.",
    localNotes:
      "Mango is an unincorporated census-designated place, and many homes carry a Seffner mailing address, but either way roofing permits are issued by Hillsborough County Development Services, not the City of Tampa. Landlords should know that insurers and lenders frequently ask for a roof-condition or four-point report on older homes. We provide a written inspection, and when a full replacement isn't needed, a permitted repair keeps the records clean for a future sale.",
    whyChoose: [
      "Straight talk about repair versus replacement for older block homes and manufactured homes",
      "Low-slope repairs for carports and porches using modified bitumen instead of patch-on-patch coatings",
      "Written roof-condition reports for landlords, buyers and insurance renewals",
      "Permitted work through Hillsborough County, even for smaller repairs that require it",
      "A family-owned roofer in Tampa Bay since 1987",
    ],
    faqs: [
      {
        question: "My carport roof keeps leaking even after it was coated. What's the fix?",
        answer:
          "Coatings only work over a sound surface. If the roll roofing underneath has blistered, split or holds standing water, each new coat just traps moisture. We tear off the failed material, check the decking, and install a modified bitumen or single-ply membrane with proper edge metal and enough slope to drain.",
      },
      {
        question: "I own a rental in Mango. What kind of roof makes sense?",
        answer:
          "Durable and low maintenance. On a typical block rental, a quality architectural shingle with proper ventilation and a sealed deck is usually the practical choice, and it qualifies for wind-mitigation credits that reduce the landlord's premium. We'll separate required repairs from optional ones so you can plan your budget.",
      },
      {
        question: "Do I need a permit for a roof repair in Mango?",
        answer:
          "Re-roofing always needs a county permit. Whether a small repair does depends on its size and the county's current exemption rules. We check before we start and pull the permit whenever one is required.",
      },
    ],
    keywords: ["Mango FL roofer", "roof repair Mango FL", "mobile home roof repair Mango", "flat roof repair Mango"],
    nearby: ["seffner", "brandon", "thonotosassa", "tampa", "temple-terrace"],
    zipCodes: ["33550", "33584"],
  },

  dover: {
    headline:
      "In Dover, a roof job might cover a farmhouse, a manufactured home and a pole barn on the same parcel. We roof homes and farm buildings across strawberry country.",
    intro: [
      "Dover is part of the winter strawberry belt running east toward Plant City, and much of the community still looks it: plastic-mulched beds in winter, nurseries, pastures and family land passed down for generations. Like Seffner and Mango, it grew up as a stop on the railroad between Tampa and Plant City. Homes here sit on acreage more often than not, and a single property may hold a farmhouse, a manufactured home for relatives, a pole barn and equipment sheds.",
      "That changes the job. A Dover roofing estimate often covers several structures with different materials and different rules: shingles or metal on the house, exposed-fastener panels on the barn, a roof-over on the manufactured home. Subdivisions are spreading along SR 60 and the roads off it, bringing HOA-reviewed shingle roofs, but much of Dover remains open country, and we roof it with that in mind.",
    ],
    neighborhoods: [
      "Sydney",
      "Turkey Creek Road",
      "Gallagher Road",
      "South Dover Road",
      "Durant Road",
      "State Road 60 corridor",
      "McIntosh Road",
    ],
    housing:
      "Dover's housing is a patchwork. Older wood-frame farmhouses often have 5V or corrugated metal roofs. Block ranch homes built between the 1960s and the 1990s usually have shingles. Manufactured homes are widespread, from single-wides on family land to newer double-wides on their own parcels. Newer subdivisions near SR 60 add two-story homes with dimensional shingles. Pole barns, packing sheds and workshops are usually roofed in exposed-fastener steel.",
    stormExposure:
      "Open fields give the wind nothing to slow it, so roofs in Dover take gusts at full strength. Irma's center passed through Polk County just to the east in 2017, and its winds brought down trees and power lines across eastern Hillsborough. Milton in 2024 delivered a similar blow with heavy rain on top. In between, summer thunderstorms bring hail, lightning and straight-line winds. Winter freezes add a local twist: when growers run sprinklers all night to protect berries, the aquifer can drop fast, and the 2010 freeze opened sinkholes across the Dover area.",
    localNotes:
      "Dover is unincorporated, so residential re-roofs and roof-overs are permitted through Hillsborough County Development Services. Florida law treats some nonresidential farm buildings differently from homes, so before we quote a barn or shed we confirm with the county whether it needs a building permit. If a roof shows signs of structural movement, such as a dipping ridge or separating fascia, we'll recommend an engineer before re-roofing.",
    whyChoose: [
      "One estimate covering the house, the manufactured home and the barn, with the right material for each",
      "Metal roofing and re-fastening for pole barns, shops and equipment sheds",
      "Roof-overs and repairs for manufactured homes on family land",
      "Edge, ridge and fastening details chosen for Dover's open, windy exposure",
      "A family business from Odessa, roofing Tampa Bay homes since 1987",
    ],
    faqs: [
      {
        question: "Should I choose metal or shingles for a farmhouse in Dover?",
        answer:
          "Both work. Metal holds up well to wind in open country, sheds heavy rain and suits many older farmhouses, and concealed-fastener standing seam has fewer penetrations to maintain. Architectural shingles cost less upfront and are easier to patch. We look at your pitch, the framing and how long you plan to stay before recommending one.",
      },
      {
        question: "Can you fix the leaks in my pole barn roof without replacing it?",
        answer:
          "Often, yes. Most barn leaks come from failed screw washers, rusted panel laps or ridge caps that have lifted. We replace fasteners, re-seal or replace damaged panels and add closure strips to keep out wind-driven rain. If the purlins are rotted or rust has spread across the roof, replacement is the better investment.",
      },
      {
        question: "Will my homeowners policy cover storm damage to my barn?",
        answer:
          "Check before you need it. Outbuildings used for farming or business are often excluded from a standard homeowners policy's other-structures coverage and insured under a farm policy instead. We document damage to each building separately, with photos and measurements, so you or your agent can match it to the right coverage.",
      },
    ],
    keywords: [
      "Dover FL roofer",
      "metal barn roof Dover FL",
      "farmhouse roof replacement Dover",
      "mobile home roof-over Dover",
    ],
    nearby: ["plant-city", "seffner", "valrico", "thonotosassa"],
    zipCodes: ["33527"],
  },
};
