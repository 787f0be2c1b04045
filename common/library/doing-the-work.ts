// The starter library (#59): doing the work.
import type { LibraryArticle } from './types.js';

const category = 'Doing the Work';

export const DOING_THE_WORK: LibraryArticle[] = [
  {
    slug: 'standard-process-and-time-per-service',
    category,
    title: 'A Standard Process and Time per Service',
    content: `# A Standard Process and Time per Service

Customers come back when every visit is as good as the first. The way to get there, and to stay on time, is to do each service the same way every time: the same steps, in the same order, with a known time. That is also what makes your schedule honest, because the time you book is the time the job really takes.

## Why a fixed process pays

- **Quality.** A checklist catches the door jambs, the fuel door and the rear wiper you forget on a busy day.
- **Speed.** When the order never changes, you stop deciding and start moving. You reach for the right bottle without thinking.
- **Pricing.** You cannot know your hourly rate until you know how long a job takes.
- **Help later.** The day you hire someone, your checklist is their training.

## A checklist per service

Write one short list per service and keep it in your phone or on a laminated card in the vehicle. Here are starting points; change them to match what you sell.

**Maintenance wash (exterior and quick interior)**

1. Walk around the car with the customer; note damage.
2. Set up: water, power, buckets, towels.
3. Wheels and tires first, with their own brushes and bucket.
4. Pre-rinse or pre-soak, then a two-bucket hand wash, top to bottom.
5. Rinse and dry; blow out mirrors, badges and gaps.
6. Door jambs, glass inside and out.
7. Quick vacuum, wipe down of dash, console and door panels.
8. Tire dressing, a final walk-around, pack up.

**Full interior**

1. Remove trash and personal items; floor mats out.
2. Blow out and brush vents, seams and crevices.
3. Vacuum top to bottom.
4. Clean hard surfaces top to bottom.
5. Seats: extract fabric, or clean and condition leather.
6. Carpets: pre-treat, agitate, extract. Mats cleaned outside.
7. Glass, final vacuum, final check of smell and touch.

**Full detail**

Everything in the wash and the interior lists, plus decontamination (iron remover, clay) and a sealant or wax. If you polish, that is a separate service with its own time.

## Example times

The table below is an **example** of how times grow with vehicle size, for one experienced person working alone. It is not a standard: your times depend on your tools, your pace, and how dirty the cars in your area get. Use it only until you have your own figures.

| Service (example) | Sedan | Small SUV | Large SUV, truck or van |
|---|---|---|---|
| Maintenance wash | 60–75 min | 75–90 min | 90–120 min |
| Full interior | 2–2.5 h | 2.5–3 h | 3–4 h |
| Full detail | 3–4 h | 3.5–4.5 h | 4.5–6 h |

Two things make times jump: condition (pet hair, sand, spills, kids' car seats) and third-row seating. Price those separately rather than hoping they average out.

## Time yourself

For your first few weeks, time every job.

1. Start your phone's stopwatch when you park and stop it when the last bin is back in the vehicle. Setup and pack-up are part of the job.
2. Use the lap button at each stage (wheels, wash, dry, interior). The laps show where time goes.
3. Write the service, the vehicle size, its condition and the minutes in the job's notes.
4. After five or so jobs of the same service and size, take the middle figure (the median), not the best one.

**Worked example.** Five full interiors on small SUVs took 140, 150, 155, 165 and 180 minutes. The median is 155 minutes. Adding a small buffer for the unexpected, you book 165 minutes. At a price of $180, that is $180 ÷ 2.75 hours, or about $65 an hour before supplies and travel.

Look at the laps too. If drying takes 25 minutes on every wash, a better drying towel or a blower may pay for itself in a week.

## Make the schedule honest

Your schedule is only as good as the durations behind it. When a job runs 40 minutes over, the next customer waits, and a late arrival hurts more than a slightly higher price.

- Set each service's duration in [Settings → Pricing](/settings#pricing). That is the default length of a job you add yourself.
- Set minutes per vehicle size in [Settings → Pricing by vehicle](/settings#vehicle-pricing), so a large SUV books longer than a sedan on your booking page. Add-ons carry their own minutes, which are added to the job.
- The condition level raises the price but not the booked time. When you add a heavy job yourself in the [Schedule](/schedule), lengthen its duration.
- Put setup and pack-up into the duration. Driving between jobs is separate: the schedule adds the drive between jobs (from the average driving speed you set) and your buffer before and after a job, both in [Settings → Availability](/settings#availability), when it offers arrival windows.

Review your durations once a month. As you get faster, shorter durations open room for another job in the week.

## Check it against your money

The [Money](/money) screen shows an effective hourly rate per vehicle size, and you can set a target hourly rate in [Settings → Pricing by vehicle](/settings#vehicle-pricing). If one size keeps falling below your target, either the price is too low or the time is too long. Your timing notes tell you which.

## Keep the process alive

A checklist you never update goes stale. When a customer points out something you missed, add it to the list. When a step no longer adds anything the customer notices, consider dropping it. Aim for the same result every visit, in a time you can plan around.
`,
  },
  {
    slug: 'paint-decontamination',
    category,
    title: 'Paint Decontamination: Iron, Tar and Clay',
    content: `# Paint Decontamination: Iron, Tar and Clay

A wash removes dirt that sits on the paint. Decontamination removes what is stuck to it: tiny iron particles, tar spots, tree sap, paint overspray and road grime that a mitt glides over. It is the step that makes paint feel smooth as glass, and it must come before any polish, sealant or coating, which would otherwise lock the contamination in.

It is also an easy, honest add-on to sell, because the customer can feel the difference with their own hand.

## How to tell if a car needs it

After a wash, put your hand in a thin plastic sandwich bag and lightly run it over the paint. The bag makes small bumps easy to feel. If the hood, roof or lower doors feel gritty, the car needs decontamination.

Other signs:

- small orange or brown specks on light-coloured paint, often on the lower panels and behind the wheels: usually iron
- black spots behind the wheels and on the rocker panels: usually tar
- a rough feel on the roof or the hood of a car parked under trees or near construction

Show the customer. Let them feel the bag test before and after; it is the best sales pitch you have.

## The order of work

Always start from a clean car, and go from the chemical methods to the mechanical one. Chemicals dissolve what they can, so the clay has less to pull off and is less likely to mar the paint.

1. **Wash** the car as usual, wheels first.
2. **Iron remover.** Spray it on the wet or dry paint (as the label says) and wheels. Many turn purple as they react with iron. Leave it the time on the label, never let it dry, then rinse thoroughly. These products smell strongly: work outdoors and wear gloves and eye protection.
3. **Tar remover.** Apply to the tar spots, wait as the label says, wipe gently with a microfiber towel, then rewash or rinse the area.
4. **Clay.** With plenty of lubricant, glide a clay bar or clay mitt over each panel in straight lines until it feels smooth, then wipe the panel. Work one panel at a time.
5. **Rinse and dry.**
6. **Protect.** Decontamination strips old wax and sealant. Always finish with at least a spray sealant or wax, so the paint is not left bare.

Do all of this in the shade on cool panels. Iron and tar removers that dry on hot paint can stain it.

## Clay bar or clay mitt

| | Clay bar | Clay mitt or towel |
|---|---|---|
| Speed | Slower | Faster on large panels |
| Gentleness | Fine grades are gentle | Can mar soft paint more easily |
| If dropped | Throw it away | Rinse it clean |
| Typical cost | $15–$30 for a kit | $20–$40 |

Many detailers keep both: the mitt for the big flat panels of trucks and vans, the bar for delicate or dark paint. Whatever you use, use more lubricant than you think, and never clay dry paint.

Clay can leave light marring, especially on soft or dark paint. If the car is not getting polished afterwards, use a fine clay and a light touch, and tell the customer that decontamination is not paint correction: it makes the paint smooth, it does not remove swirls or scratches.

## When to do it

- **Always** before polishing, a sealant or a ceramic coating.
- **On a new customer's first full detail,** where the bag test shows it is needed.
- **Periodically** for regular customers, typically once or twice a year for a daily driver, sooner for cars parked near railways, construction or under trees. It is not a maintenance-wash step.

Over-claying wastes time and can wear the paint. If the bag test is smooth, skip the clay and tell the customer their paint is in good shape: that builds trust for the next recommendation.

## The time it adds

Decontamination time depends on the size of the vehicle and how contaminated it is. As **examples** for one person, with the wash already done:

| Vehicle (example) | Iron and tar | Clay | Total added |
|---|---|---|---|
| Sedan | 15–20 min | 30–40 min | 45–60 min |
| Small SUV | 20–25 min | 40–50 min | 60–75 min |
| Large SUV, truck or van | 25–30 min | 50–70 min | 75–100 min |

Time your own work as in the article on a standard process; your figures will soon replace these.

## Pricing it as an add-on

Price decontamination from the time it takes and your target hourly rate, plus the products it uses.

**Worked example.** On a sedan it takes you 50 minutes, your target is $60 an hour, and the iron remover, tar remover, clay lubricant and sealant cost about $8 a car.

- Labour: 50 ÷ 60 × $60 = $50
- Products: $8
- Add-on price: about $58, which you might round to $60

On a large SUV taking 90 minutes, the same arithmetic gives $90 + $10 = $100. An add-on in the app has one price and one time for every size, so you have two choices:

- one add-on priced for a mid-size vehicle, accepting less margin on the biggest ones, or
- two add-ons, for example "Clay and decon (car)" and "Clay and decon (SUV, truck, van)".

Add it in [Settings → Pricing by vehicle](/settings#vehicle-pricing) with its price, its minutes and the services it goes with (a full detail, say, but not a maintenance wash). Its minutes are added to the job when a customer chooses it, so your schedule stays honest. Include decontamination in the price of your paint correction and coating services rather than selling it separately there: it is not optional before those.

## Selling it without pressure

Sell with the bag test, not with fear. "Your paint feels a bit rough here, feel this. A clay and iron decon would make it smooth and help the sealant last. It adds about an hour and it's $60." Then let the customer decide. Note the answer in the customer's notes in [Customers](/customers), so you can offer it again at the next full detail.
`,
  },
  {
    slug: 'interiors-top-to-bottom',
    category,
    title: 'Interiors, Top to Bottom',
    content: `# Interiors, Top to Bottom

For many customers the interior is the detail. They sit in it every day, they smell it, and they notice the crumbs in the seat rail more than the shine on the hood. Interiors are also where time runs away from you, so a fixed order of work and clear expectations matter more here than anywhere else.

## Before you start

- **Ask the customer to remove valuables and personal items** when you confirm the job, and again on arrival. Items you do find go in a bag on the passenger seat, not in the trash.
- **Ask about child seats.** It is best if the parent removes them before you arrive (see below).
- **Walk through the interior with the customer** and note stains, tears, burns and anything broken before you touch it.
- **Check the condition against what was booked.** If a "light" interior turns out to be full of pet hair and sand, agree on the extra before starting, not after.

## The order: top to bottom, dry to wet

Dirt falls. Work from the headliner down to the carpet, and do the dry work before the wet work, so you never clean a surface twice.

1. **Out:** trash, personal items, floor mats.
2. **Dry pass:** blow out or brush vents, seams, seat rails and the gaps around the console, then vacuum top to bottom: headliner lightly, seats, console, and carpets last. Move seats forward and back to reach underneath.
3. **Hard surfaces:** dash, vents, steering wheel, console, door panels, with a diluted interior cleaner, a soft brush and a microfiber towel. Spray the towel or brush rather than the dash, to keep liquid off screens and electronics.
4. **Seats:** fabric extracted, or leather cleaned (see below).
5. **Carpets:** pre-treat, agitate, extract.
6. **Mats:** cleaned outside while the carpets dry.
7. **Finish:** glass last, a final vacuum of what fell, a light non-greasy protectant on plastics, and a check of smell and touch.

Keep dressings off the steering wheel, pedals and floor mats: a slippery wheel or pedal is a safety hazard. Go gently on the headliner: soaking it can loosen the glue and make it sag. Spot clean it with a towel, never spray it directly.

## Vacuuming

Most of an interior's time is vacuuming, so make it efficient: a crevice tool for seams, a brush tool for vents and fabric, and a stiff brush to loosen sand from carpet before the nozzle picks it up. An air blower or compressor pushes debris out of places no nozzle reaches.

## Extraction of carpets and fabric seats

1. Vacuum thoroughly first; extraction turns dry dirt into mud.
2. Pre-spray the fabric with a cleaner at the label's dilution and let it dwell.
3. Agitate with a brush or a drill brush on a low setting.
4. Extract with clean water, with overlapping passes.
5. Finish with one or two dry passes (suction only) to pull out as much water as you can.

Don't soak the fabric. Too much water can reach the seat foam and the floor underneath, leaving a damp smell, mildew or water stains that come back. Front seats can also hold wiring and sensors for airbags and seat heaters: use less water there.

## Leather

Most modern car leather has a protective coating, so treat it gently.

- Test the cleaner on a hidden spot first.
- Use a dedicated leather cleaner, a soft brush and a damp microfiber towel, working one section at a time. A strong all-purpose cleaner can dry out or discolour leather.
- On perforated leather, spray the brush, not the seat, so liquid does not fill the holes.
- Condition only if the product and the leather call for it, and wipe off any excess.
- Suede and Alcantara-type fabrics need their own products; if you have not worked with them, say so before you start.

## Pet hair

Pet hair weaves into carpet and fabric and can double the vacuum time. Useful tools:

- rubber pet hair brushes or a rubber glove, to roll hair into clumps
- a pumice-type pet hair stone for carpets (test it on a hidden area; not for delicate fabrics)
- an air blower to lift hair from seams
- lint rollers for the final touch

Price it. The app suggests a "Pet hair removal" add-on with a starting price and 30 minutes; change both to what your timing shows, in [Settings → Pricing by vehicle](/settings#vehicle-pricing).

## Odours

Fragrance does not remove a smell, it covers it. Remove the source first:

- food, spilled drinks and milk under the seats and in seat rails
- damp carpet or a wet spare-tire area (find out why it is wet; a leak needs a repair shop)
- pet urine, vomit and other organic stains: an enzyme cleaner as the label says, often with a long dwell
- a dirty cabin air filter: suggest the customer has it replaced

Some detailers use ozone machines for stubborn odours. The EPA warns that ozone is a lung irritant (see [epa.gov](https://www.epa.gov/indoor-air-quality-iaq/ozone-generators-are-sold-air-cleaners)). If you use one, follow the maker's instructions exactly, only in an empty, closed vehicle with nobody inside, and air the vehicle out fully before the customer gets in.

## Drying times

Extracted carpets and seats need time to dry, typically several hours, longer in cold or humid weather. Help them along:

- extract with dry passes until little water comes out
- run an air mover or fan while you finish the rest of the car
- ask the customer to leave windows slightly open if the car is in a safe place, or to run the heat or AC with fresh air on the first drive

Tell the customer before you start how long it needs to dry, especially if they need the car right away.

## Kids' car seats

Ask the parent to remove child seats before you arrive and reinstall them themselves afterwards. Correct installation matters for the child's safety, and it is the parent's call, not yours. NHTSA lists car seat inspection stations at [nhtsa.gov](https://www.nhtsa.gov/equipment/car-seats-and-booster-seats) for families who want their installation checked.

If you clean the seat itself, follow its manual: many manufacturers warn against harsh chemicals on harness straps, and some say not to remove or soak them. When in doubt, clean the shell and vacuum the crumbs, and leave the straps alone.

## What not to promise

Be honest before you start, and say it again when you show the result. Don't promise that:

- every stain will come out (ink, dye transfer from jeans, bleach spots and old coffee often don't)
- smoke smell will be gone for good (it lives in the headliner and vents)
- every last pet hair will be removed from a woven fabric
- tears, burns, sun fading or a sagging headliner will be fixed

Say instead: "I'll get out as much as the fabric allows; some stains are permanent." Note what you saw and said in the customer's record in [Customers](/customers), and charge heavy interiors at a higher condition level, set in [Settings → Pricing by vehicle](/settings#vehicle-pricing).
`,
  },
  {
    slug: 'condition-reports-and-damage-disputes',
    category,
    title: 'Condition Reports and Damage Disputes',
    content: `# Condition Reports and Damage Disputes

Sooner or later a customer will point at a scratch and ask whether you did that. Most of the time you did not: washing a car simply reveals marks that dirt was hiding. Whether that conversation takes two minutes or ruins your week depends on what you did before you started the job.

A condition report is a short, written record of the vehicle's condition before you touch it, with photos, that the customer has seen.

## The walk-around, with the customer

Walk around the vehicle with the customer before you start. It takes five minutes and it does three things: it records the condition, it sets expectations, and it shows you are careful.

Go in the same order every time, for example: front, driver's side, rear, passenger side, roof, wheels, then the interior.

Look for and note:

- **Scratches and swirls,** especially on doors, around handles and on the trunk lid
- **Dents and dings,** which are easier to see at a low angle
- **Chips** on the hood, bumper and windshield, and any cracks in the glass
- **Wheel curb rash** on every wheel, and tire damage
- **Loose or missing trim,** badges and mirror covers
- **Faded or peeling clear coat,** often on the roof and hood
- **Interior:** tears, burns, stains, cracked dash or trim, and warning lights on the dashboard
- **Aftermarket items:** wraps, tint, paint protection film, which need gentler care

Point out what you see and tell the customer what cleaning can and cannot do: "These scratches will still be there after the wash; polishing could reduce these lighter ones, for an extra charge." A scratch your fingernail catches in is often too deep to polish out safely.

## Photos with time stamps

Take photos before you start, and a few after you finish.

- Photograph each side of the vehicle, each wheel, and every mark you noted, close up and from further away so it is clear where it is.
- Photograph the dashboard with the ignition on, to record the mileage and any warning lights.
- A slow walk-around video is quick and covers everything.

Your phone stores the date, time and often the location in each photo's details. Keep the originals: some messaging apps strip those details when you send a photo, so send copies and keep the originals in your phone or cloud storage. Keep them at least until well after the job; your insurer or an attorney can tell you how long is wise.

## The customer's acknowledgement

A record the customer agreed to is far stronger than one only you saw.

- Use a short paper or digital form: date, vehicle, the marks noted, and the customer's signature or initials.
- Or send the customer a text or email summing it up, "Before we start: scratch on the rear bumper, curb rash on both front wheels, chip on the windshield", and ask them to reply to confirm.
- If the customer is not there (a workplace job, keys left out), send the photos as soon as you arrive and before you start, and note that they were away.

Keep the summary where you can find it. Write it in the job's notes in the [Schedule](/schedule), and anything lasting (a cracked windshield, a wrap, a fragile trim piece) in the customer's notes in [Customers](/customers), so the next visit starts with it.

## When a customer claims damage

Stay calm, and take the claim seriously. The customer may be right, or may simply be seeing a mark for the first time on a clean car.

1. **Listen and look.** Go to the vehicle together and look at the mark.
2. **Check your records.** Compare it with your photos and notes. If the mark is in your before photos, show them politely: "I noted this one before we started, here's the photo from 9:12 this morning."
3. **Don't argue, and don't admit fault on the spot** if you are not sure. Say you will look into it and reply by a specific time.
4. **Document it.** Photograph the mark, write down what the customer said and when.
5. **If it is yours, own it.** Mistakes happen: a pressure washer too close to a trim piece, a dropped tool. Apologise and fix it: a repair, a refund, or a claim through your insurance.
6. **Call your insurance agent** before you promise to pay a large bill. Policies commonly require prompt notice of a possible claim, and paying or admitting fault on your own can complicate one. Your agent will tell you what your policy requires.

**Worked example.** A customer says you scratched a door, and a body shop quotes $350. Your garage keepers deductible is, say, $500. Paying it yourself may be simpler than a claim, but ask your agent first whether you should still report it.

If you and the customer cannot agree, small claims court is the usual route for small amounts. The rules and limits differ by state: check your state court's website. For anything larger, talk to an attorney.

## Insurance: garage keepers

General liability insurance usually does not cover damage to property in your care, custody or control, and a customer's car that you are working on is exactly that. The coverage for it is usually called **garage keepers** insurance. Commercial auto insurance covers your own vehicle on the road, and is a separate policy again.

Coverage, limits and deductibles vary by insurer and by state. Ask an insurance agent who works with detailers or auto-service businesses to explain what you are covered for, and get it in writing before your first job. SBA.gov has a general overview of business insurance types at [sba.gov](https://www.sba.gov/business-guide/launch-your-business/get-business-insurance).

## Make it routine

The walk-around and photos protect you only if you do them on every job, including the regular customer you trust. Add them as the first step of each service's checklist, and set aside five minutes for them in each service's duration in [Settings → Pricing](/settings#pricing). A calm, well-documented detailer rarely ends up in a real dispute, and the customers who watch you do a careful walk-around are usually the ones who book again.
`,
  },
];
