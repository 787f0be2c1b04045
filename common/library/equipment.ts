// The starter library (#59): equipment.
import type { LibraryArticle } from './types.js';

const category = 'Equipment & Supplies';

export const EQUIPMENT: LibraryArticle[] = [
  {
    slug: 'starter-kit-with-price-ranges',
    category,
    title: 'A Starter Kit With Price Ranges',
    content: `# A Starter Kit With Price Ranges

The fastest way to burn through your savings is to buy the kit you see in other detailers' videos before you have a single customer. The kit below does washes, interiors and basic protection well, fits in an SUV or small van, and leaves room to grow. Everything else can wait until paying jobs tell you what you need.

The prices are typical US retail ranges for decent entry-level gear, not quotes. Prices move, so check two or three suppliers before you buy.

## Pressure washer or not

A pressure washer is not required to start. Many mobile detailers begin with a garden hose nozzle, a pump sprayer for pre-soak and a rinseless wash for customers without water. What a pressure washer buys you is speed on wheels, wheel wells and heavy dirt, and it makes a foam cannon possible.

If you buy one, a small electric unit is usually the better first choice for a mobile business:

- It is quieter than a gas engine, which matters in driveways and office parks.
- Around 1.2 to 2.0 gallons per minute (GPM) is plenty for cars and uses less water from a tank.
- It needs power: the customer's outlet or your own generator (see the article on water and power).

Gas units make sense later, if you do a lot of trucks, fleets or heavy mud and carry your own power anyway.

## Interior: vacuum and extractor

Interiors are where a new detailer earns the most per hour, so do not skimp here.

- **Wet/dry shop vacuum.** Get one with a long hose and crevice, brush and upholstery tools. Cordless vacuums are handy for touch-ups but usually lack the suction for a full interior.
- **Spot extractor.** A small spray-and-suck extractor handles seat stains and spills. Large heated carpet extractors come later, once you sell shampoo jobs regularly.

## Wash basics

- **Two or three buckets with grit guards.** One for soapy water, one for rinsing the mitt, an optional third for wheels only. The grit guard keeps the dirt you rinse off the mitt at the bottom of the bucket, away from the paint.
- **Microfiber.** Separate sets for paint, glass, interior and wheels, in different colours so they never mix. Wheel towels never touch paint again.
- **Wash mitts** (two or three), a large drying towel or two, and applicator pads.
- **Brushes.** A soft wheel-face brush, a long wheel-barrel brush, a stiff tire brush, soft detail brushes for badges and vents, and an interior brush for carpets.

## Chemicals

Start with a short list of concentrates and dilute them yourself: it costs far less per car than ready-to-use bottles.

- a pH-neutral car shampoo
- an all-purpose cleaner (APC) you dilute stronger or weaker for different jobs
- a wheel and tire cleaner
- a glass cleaner
- an interior cleaner safe on plastics and vinyl, and a leather cleaner
- a rinseless wash concentrate
- a spray sealant or quick detailer for basic protection
- a tire dressing

Label every spray bottle with the product and dilution, and keep the Safety Data Sheets. The chemicals and safety article covers this.

## A first budget

Here is a typical first kit. Each line is a range a new detailer usually pays; your totals depend on what you already own and where you buy.

| Item | Typical range |
|---|---|
| Electric pressure washer, hose and foam cannon | $200–$480 |
| Wet/dry vacuum with tools | $100–$250 |
| Small spot extractor | $100–$250 |
| Buckets, grit guards and wash mitts | $50–$100 |
| Microfiber towels (40–60) and applicators | $80–$200 |
| Brushes for wheels, tires, detail and interior | $50–$150 |
| Starter chemicals (concentrates and bottles) | $150–$400 |
| Extension cord, GFCI adapter, kneeling pad, light | $60–$150 |
| Gloves, eye protection, bins and shelving | $60–$200 |
| Water tank, pump and hose reel (if you carry water) | $300–$900 |

**Worked example.** Without a water tank, the low ends add up to $850 and the high ends to $2,180. With a tank they come to $1,150 and $3,080. Most people land somewhere in the first $1,000–2,500, depending on whether they carry water and how much they already own.

Not in the table: the vehicle itself, insurance, registration and a phone plan. Those belong to the getting-started articles.

## What to buy later

Buy these when jobs ask for them, not before:

- **Dual-action (DA) polisher**, typically $150–$450, plus pads and a compound and polish, typically another $100–$200. Paint correction is a skill: practise on junk panels from a scrapyard before you touch a customer's car.
- **Heated carpet extractor** for regular shampoo work.
- **Steamer** for vents, cup holders and sanitising seats.
- **Ceramic coatings**, once you can correct paint well. Many coating brands offer their own training.
- **Larger water tank or a gas pressure washer**, if your customers often have no water.
- **Air compressor or blower** for drying and blowing out interiors.

A good rule: if you turn down or lose money on the same kind of job three times because of a missing tool, buy the tool.

## Make the kit pay for itself

Once you know what you spent, put your prices where they cover it. If your kit cost $1,800 and you want it paid back in three months, that is $600 a month, or roughly $140 a week, on top of your other costs and your pay. Divide that by the jobs you expect each week to see what each job has to carry.

Set your service prices and times in [Settings → Pricing](/settings#pricing), and prices per vehicle size in [Settings → Pricing by vehicle](/settings#vehicle-pricing). The [Money](/money) screen then shows what you actually earn per hour, so you can see when the kit has paid for itself and when an upgrade is worth it.

## Keep it organised

A tidy vehicle saves minutes on every job. Use labelled bins (wash, interior, wheels, protection, PPE), secure everything so nothing slides when you brake, and restock from a written list at the end of each day. Wash your microfiber separately from other laundry, without fabric softener, which clogs the fibres.
`,
  },
  {
    slug: 'water-and-power-on-the-go',
    category,
    title: 'Water and Power on the Go',
    content: `# Water and Power on the Go

A mobile detailer brings the shop to the car. The two things a shop takes for granted, running water and power, are the ones you have to plan for every job: either you use the customer's, or you carry your own. Most new detailers do both, depending on the job.

## Ask first, every time

Never assume you can use a customer's spigot or outlet. Ask when the job is booked, and again at the door if it is a new place.

- At a home, the person who booked may not own the house or pay the water bill.
- At offices and apartment complexes, outlets and taps often belong to the building. You may need the property manager's permission, and some properties do not allow washing at all.
- Write the answer down so you do not have to ask next time.

Add the answer to the customer's notes in [Customers](/customers) ("outdoor tap by the garage, outlet inside garage, OK to use") and to the job's notes in the [Schedule](/schedule) when it differs. You can also mention it in your booking confirmation in [Settings → Messages](/settings#messages): "Please let me know if I can use an outdoor tap and outlet."

## Carrying your own water

A water tank makes you independent of the customer, but water is heavy.

A US gallon of water weighs about 8.3 lb. So, as a worked example:

| Tank | Water weight when full |
|---|---|
| 35 gallons | about 290 lb |
| 50 gallons | about 415 lb |
| 65 gallons | about 540 lb |
| 100 gallons | about 830 lb |

Add the tank itself, the pump, hoses, your equipment and yourself. Before you buy a tank, find your vehicle's payload: it is printed on the tire and loading information label, usually on the driver's door jamb, and in the owner's manual. Stay well under it. Overloading wears brakes and tires and can be unsafe; a heavy tank in a small SUV is a common mistake.

Other tank points:

- **Baffles.** A half-full tank sloshes. Baffled tanks and a low, central mounting keep the vehicle stable.
- **Secure it.** Bolt or strap the tank to the floor or a frame so it cannot move in a hard stop.
- **Fill it where you are allowed to.** Your own tap at home is simplest; some detailers use a commercial fill point. Ask before you fill anywhere else.
- **Winter.** Water left in a tank, pump or hose can freeze and crack them. Drain them on cold nights.

## How much water a job uses

Work it out for your own tools rather than trusting a rule of thumb. A pressure washer's flow rate is on its label in GPM. For example, a 1.4 GPM washer running for 12 minutes of actual trigger time uses about 17 gallons. Time your trigger use on a few washes and you will know whether 35 gallons carries you through one car or three.

## Pumps and hose reels

- A **12-volt diaphragm pump** feeds the pressure washer or a hose from the tank. Check that its flow is at least what the pressure washer needs; a pressure washer starved of water can be damaged.
- A **hose reel** saves your back and keeps hoses from kinking. A hose of 50 to 100 feet reaches the far side of most driveways.
- Carry a few **quick-connect fittings** and a spare washer or O-ring; a leaking connection can stop a job.

## Power: three options

| Option | Good for | Watch out for |
|---|---|---|
| Customer's outlet | Vacuums, extractors, electric pressure washer | Permission, long cords, breakers tripping |
| Inverter generator | Running everything anywhere | Weight, fuel, noise, fumes |
| Inverter from the vehicle or a battery power station | Vacuums, polishers, small tools | Limited capacity; check watts and run time |

**Watts add up.** Each tool lists its watts or amps on its label. A vacuum, an extractor and a pressure washer running at the same time can exceed what one household circuit or a small generator supplies. Run one big tool at a time if you are close to the limit.

**Cords.** Use an outdoor-rated cord heavy enough for the length and the tool: the tool's manual usually states the gauge and longest cord it allows. Use a GFCI (ground-fault) outlet or adapter around water; many pressure washers have one built into the plug.

**Generators.** An inverter generator is usually quieter and gives cleaner power for electronics than an open-frame one. Never run any generator in a garage, under a carport or near open windows: the Consumer Product Safety Commission warns that generator exhaust contains carbon monoxide, which can kill. Place it outdoors, downwind, away from doors. Store fuel in an approved container, secured and away from heat.

## Noise and local rules

A gas pressure washer or generator running at 7 a.m. in a quiet street is how neighbours become complaints. Many cities have noise ordinances with quiet hours, and some HOAs and office parks limit when and where you can work. The rules differ by city: check your city or county code (often online through the clerk's office) and ask property managers.

Water runoff is the other local rule. Many cities do not allow wash water to flow into storm drains, because storm drains usually lead straight to creeks and rivers without treatment. The rules differ by city and county; check with your local stormwater authority or public works department, and see the EPA's stormwater pages at [epa.gov](https://www.epa.gov/npdes/npdes-stormwater-program). Some detailers carry a water containment mat and a way to collect water where it is required.

## Rinseless and waterless methods

You do not always need running water.

- **Rinseless wash.** A small amount of concentrate in a bucket of water, a plush mitt or towels, and no final rinse. A whole car can be done with a few gallons. Good for lightly or moderately dirty cars, garages, apartment complexes and places that forbid runoff.
- **Waterless wash.** A spray-on, wipe-off product for light dust. Fine for a maintenance customer whose car is nearly clean, not for a muddy truck.

Both need plenty of clean microfiber and a gentle hand: on a heavily soiled car, dragging grit across paint causes scratches. Pre-soak with a pump sprayer, use many towels, and say no to a waterless wash on a truly dirty vehicle.

## Put it in the app

Plan each job's water and power when you book it, not in the driveway. Note in the job whether you need your tank and generator, and leave yourself time to fill up between jobs. If your tank only lasts two cars, the [Schedule](/schedule) should show a stop to refill, not three back-to-back washes across town. A longer buffer before and after a job, or a limit on jobs a day, both in [Settings → Availability](/settings#availability), keeps your booking page from filling the day faster than your tank allows.
`,
  },
  {
    slug: 'chemicals-and-safety',
    category,
    title: 'Chemicals and Safety',
    content: `# Chemicals and Safety

Detailing chemicals are safe when used as their labels say, and can hurt you, the car or the customer's driveway when they are not. Wheel cleaners, degreasers, iron removers and coatings all deserve respect. This article covers dilution, Safety Data Sheets, protective gear, mixing, heat, storage and disposal.

Nothing here replaces the label or the Safety Data Sheet of your product. Read them first; they are written for that exact product.

## Dilution ratios: read the label

Concentrates save money, but only at the right strength. Too weak and they do not clean; too strong and they can stain trim, dry out leather or etch surfaces, and you waste product.

A ratio like 10:1 means 10 parts water to 1 part product, 11 parts in all. Worked examples for a 32 oz spray bottle:

| Ratio | Product | Water |
|---|---|---|
| 4:1 | 6.4 oz | 25.6 oz |
| 10:1 | about 2.9 oz | about 29.1 oz |
| 20:1 | about 1.5 oz | about 30.5 oz |

The arithmetic: divide the bottle size by the total parts (32 ÷ 11 = 2.9), and that is the amount of product.

Tips:

- Use a measuring cup or a dilution bottle with marked lines. Guessing drifts stronger over time.
- Put water in first, then product, so concentrate does not foam or splash.
- Label every bottle with the product name, the ratio and the date you mixed it. An unlabelled blue liquid is a hazard for you and anyone who helps you.
- Some diluted products lose strength over weeks; the label or the maker's site says how long a mix keeps.

## Safety Data Sheets

Hazardous chemicals sold for professional use come with a Safety Data Sheet (SDS), usually downloadable from the maker's or the supplier's website. OSHA's Hazard Communication Standard requires employers to keep an SDS for each hazardous chemical used at work and to make them readily accessible to employees (see [osha.gov](https://www.osha.gov/hazcom)). Even if you work alone, keep them: they tell you what to do when something goes wrong.

An SDS has 16 numbered sections. The ones you will use most:

- **Section 2, Hazards:** what the product can do to you (skin or eye damage, breathing irritation, flammability).
- **Section 4, First aid:** what to do after splashes, swallowing or breathing it in.
- **Section 7, Handling and storage:** temperatures, what to keep it away from.
- **Section 8, Exposure controls and personal protection:** the gloves, eye protection or respirator it calls for.
- **Section 13, Disposal:** how to get rid of it.

Keep the sheets in a folder in your vehicle or saved on your phone, organised by product. If you hire someone, OSHA's rules apply to you as an employer: check osha.gov or your state's OSHA plan for what you must do.

## Protective gear (PPE)

Match the gear to what the SDS asks for, not to what feels comfortable.

- **Gloves.** Disposable nitrile gloves for most cleaners; heavier chemical-resistant gloves for strong wheel cleaners and degreasers. They also keep your skin from drying and cracking after months of work.
- **Eye protection.** Safety glasses or goggles rated to ANSI Z87.1 (marked on the frame). Splashes from wheel wells and pressure washers go straight to eye height when you crouch.
- **Respirator, for some products.** Spraying solvent-based products, some coatings and strong cleaners in an enclosed space can call for one. A dust mask (N95) filters particles, not chemical vapours; vapours need a respirator with the right cartridges. Use a NIOSH-approved respirator of the type the SDS names.
- **Hearing protection** around gas pressure washers and generators.
- **Closed, non-slip shoes.** Wet driveways with soap on them are slippery.

Work in fresh air. Open all doors when you use interior products, and step out if you feel dizzy or your eyes burn.

## Never mix chemicals

Do not mix products, and never combine acids and alkalines. Some wheel cleaners are acidic; many degreasers and strong all-purpose cleaners are alkaline. Mixed, they can react, heat up or give off fumes, and they also cancel each other out.

Two household combinations are especially dangerous: bleach with ammonia, and bleach with acids. Both release toxic gases. Keep bleach out of your detailing kit altogether.

In practice:

- One product per bottle, never topping up one product with another.
- Rinse a surface before switching from an acidic to an alkaline product.
- Rinse bottles well before reusing them for something else, and relabel them.

## Heat and sun

Heat changes how chemicals behave. On a hot panel or in direct sun, products dry before you can rinse them, leaving spots, streaks or stains, and strong cleaners can etch glass, trim or wheels.

- Work in the shade when you can, early in the day in summer.
- Touch the panel with the back of your hand: if it is too hot to keep your hand there, it is too hot for chemicals.
- Work one section at a time and rinse before it dries.
- Many labels say not to use the product on hot surfaces or in direct sun. Take that literally.

## Storage in a vehicle

A closed van in summer gets far hotter than the air outside, and a parked vehicle in winter can freeze.

- Check storage temperatures in Section 7 of each SDS. Some products separate or spoil when they freeze or overheat.
- Keep caps tight and containers upright in bins with sides, secured so nothing tips over or flies forward in a hard stop.
- Keep flammables (some solvents, fuel for a generator) away from heat and sparks, in approved containers.
- Keep chemicals separate from food, drinking water and your clothes.
- Carry a spill kit: absorbent pads or kitty litter, a bag and spare gloves.

## Disposal

Pouring leftover product or dirty wash water into a storm drain is illegal in many places and harms streams. Rules for wash water and chemical waste differ by state, county and city.

- Use up mixed product rather than throwing it away; mix only what you need.
- Follow Section 13 of the SDS for the product.
- Ask your local stormwater authority or public works department what they allow for wash water, and your county's solid waste or hazardous waste office about chemical waste. Household hazardous waste programs often do not take business waste, so ask.
- Rinse empty containers as the label says before recycling or binning them.

## Put it in the app

Write product notes where you will see them: a customer with a sensitive dog, a leather interior that reacted to a cleaner, or a car with matte paint. Add them to the customer in [Customers](/customers) so the next visit starts from what you learned.
`,
  },
];
