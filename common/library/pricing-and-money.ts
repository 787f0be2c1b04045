// The starter library (#59): pricing and money.
import type { LibraryArticle } from './types.js';

export const PRICING_AND_MONEY: LibraryArticle[] = [
  {
    slug: 'pricing-by-vehicle-size-and-condition',
    category: 'Pricing & Money',
    title: 'Pricing by vehicle size and condition',
    content: `# Pricing by vehicle size and condition

A single price for "interior detail" sounds simple, and it quietly loses money. The same service on a Honda Civic and on a Chevy Tahoe are two different jobs, and a car that carries two dogs to the beach every weekend is a different job again. Pricing by vehicle size and condition is how you charge for the work you actually do, and how you stop dreading the big SUVs in your calendar.

## Why a Tahoe takes longer than a Civic

Compare the two on an interior detail:

- **Seats**: the Civic has five seats in two rows; a Tahoe can have seven or eight in three rows, each with more surface to vacuum, clean and dress.
- **Carpet and cargo area**: a large SUV has far more floor, a big cargo area and often a third-row well full of crumbs.
- **Reach**: you climb in and out more, and the roof and high glass need a step on the exterior.
- **Glass and panels**: more windows inside and out, and on the exterior more paint to wash, decontaminate and protect.
- **Who drives it**: bigger vehicles often carry families, sports gear and pets, so they tend to arrive dirtier.

If your Civic interior takes about two and a half hours, do not be surprised when a Tahoe takes four. Charge the same for both and the Tahoe pays you far less per hour, exactly on the jobs where you work hardest.

## Size tiers

The app prices by five sizes, the ones most detailers use:

| Size | What it covers |
| --- | --- |
| Sedan / car | Cars, coupes, hatchbacks and small wagons |
| Small SUV | Compact crossovers and two-row small SUVs |
| Large SUV | Mid-size and full-size SUVs, and anything with a third row |
| Truck | Pickup trucks, any cab or bed |
| Van | Minivans, passenger vans and cargo vans |

When a visitor enters a make and model on your booking page, the app proposes the size for many common models and lets them choose it when it does not know the model, so most customers never have to guess.

## Setting prices per size

Start from your time, not from a competitor's price list. For each service:

1. Time yourself on a sedan (or estimate honestly from the jobs you have done).
2. Estimate the time for each bigger size.
3. Set the price for each size so that, at the time it takes, the job reaches your target hourly rate (the next article shows the arithmetic).

An **example** for a full interior and exterior detail, for a detailer whose target is about $50 an hour of working time:

| Size | Example time | Example price |
| --- | --- | --- |
| Sedan / car | 3 h | $150 |
| Small SUV | 3 h 30 min | $175 |
| Large SUV | 4 h 15 min | $215 |
| Truck | 4 h | $200 |
| Van | 4 h 30 min | $225 |

These are examples to show the shape, not market prices: prices differ a lot between cities and neighbourhoods. Check what established detailers near you charge for comparable work, and price from your own times.

Enter the price **and** the time for each size under [Settings → Pricing by vehicle](/settings#vehicle-pricing). The time matters as much as the price: the schedule uses it to block the right length of day and to plan arrival windows, so a van booking does not run into your next job. A size you leave alone uses the service's base price and time.

## Condition surcharges

Size is predictable; condition is not. Pet hair woven into carpet, sand in every seam, spilled milk, mould, smoke odour: each can add an hour or more. The app handles this with **condition levels**, a percentage added to the size price. Customers choose the condition when they book, with a plain description of each:

| Level | What the customer sees | Default surcharge |
| --- | --- | --- |
| Light | Regular upkeep, light dust and crumbs | 0% |
| Moderate | Some stains, pet hair or sand | 15% |
| Heavy | Heavy pet hair, mud, spills or odors | 25% |

You can change the percentages under Pricing by vehicle. With the example prices above, a large SUV at $215 in heavy condition is $215 plus 25%, about $269.

Some detailers prefer a separate **pet hair removal** add-on instead of, or in addition to, condition levels. Either works; choose one way for each kind of mess so a customer is not charged twice for the same dog. The article on packages and add-ons covers add-ons.

## When the car is worse than described

Customers tend to describe their car as lighter than it is. Decide in advance what you do, and say it in your service description:

- Look at the car before you start and, if it is clearly heavier than booked, tell the customer the price for the right level before you begin.
- Keep it friendly: "It has more pet hair than the moderate level covers; the heavy level is $X more. Shall I go ahead?"
- Note it on the customer's record in [Customers](/customers) so next time you quote right away.

Asking for photos before larger jobs also helps, especially for heavy interiors.

## Check your prices against reality

After a few weeks of jobs, open [Money](/money). The hourly rate by vehicle size shows what each size really earned per hour, including the drive, and points out a size that earns below your target with the price that would reach it. If your vans consistently earn less than your sedans, raise the van price or the van time, not your working hours.
`,
  },
  {
    slug: 'the-hourly-rate-arithmetic',
    category: 'Pricing & Money',
    title: 'The hourly-rate arithmetic',
    content: `# The hourly-rate arithmetic

"Is $180 a good price for a van interior?" has no answer on its own. It depends on how long the job takes, how far you drive, and what you use up doing it. The hourly-rate arithmetic turns a price into what you actually earn for each hour of your day, and that is the number that tells you whether a price works.

## The formula

For one job:

> effective hourly rate = (price − supplies for the job − cost of the drive) ÷ (hours on site + hours driving)

Each part matters:

- **Price**: what the customer pays for the service, before tips.
- **Supplies per job**: the chemicals, towels, pads and other consumables you use up. Work it out once: what you spend on supplies in a month divided by the jobs you did that month.
- **Cost of the drive**: fuel and wear on your vehicle for the trip there and back. One rough reference is the IRS standard mileage rate, published each year at irs.gov, which is meant to cover the full cost of running a vehicle; your own fuel and maintenance figures are better once you have them.
- **Hours**: the time on site **plus** the driving. A mobile detailer is not paid for the drive separately, so it has to come out of the price.

## A worked example

This is an example with round numbers, not a market price. A customer books an interior detail on a van at **$180**. The job takes **4 hours** on site, and the drive there and back takes **30 minutes** in total (about 16 miles).

| Item | Example figure |
| --- | --- |
| Price | $180.00 |
| Supplies for this job | $15.00 |
| Drive cost: 16 miles at an example $0.60 a mile | $9.60 |
| What is left | $155.40 |
| Hours: 4 on site + 0.5 driving | 4.5 h |
| Effective hourly rate | $155.40 ÷ 4.5 = about **$34.53 an hour** |

If your target is $50 an hour, this job falls short by about $15 an hour.

## Working backwards from a target

Turn the formula around to find the price a job needs:

> price needed = target hourly rate × hours (incl. drive) + supplies + drive cost

For the van: $50 × 4.5 + $15 + $9.60 = **$249.60**, so roughly $250.

If $250 feels high for your market, you have three other levers:

1. **Take less time**: a better extractor, a process checklist, or a clearer description of what the service includes can take 30 to 45 minutes off a van.
2. **Drive less**: group jobs by area on the same day, or add a travel fee beyond a set distance.
3. **Charge for condition**: if this van was full of dog hair, the heavy condition level should have added to the price.

## What is a sensible target?

Your target hourly rate is not your wage. Out of it come the hours nobody pays you for: answering messages, quoting, washing towels, restocking, bookkeeping, marketing. It also has to cover insurance, equipment, phone and software, and the taxes you pay as a self-employed person (see the taxes and bookkeeping article). Only a part of each working hour's rate is really yours.

A simple way to set it:

1. Decide what you need to earn in a month, before tax.
2. Add your monthly fixed costs (insurance, payments on equipment or the vehicle, phone, software).
3. Estimate the hours a month you can realistically work on cars, including driving. Be honest: weather, cancellations and slow weeks happen.
4. Divide the total by those hours.

**Example**: needing $4,000 a month, with $600 of fixed costs, and 100 hours of jobs and driving a month, gives ($4,000 + $600) ÷ 100 = **$46 an hour**, before supplies and drive costs per job. Round up, not down.

## What the app shows you

Set your target under [Settings → Pricing by vehicle](/settings#vehicle-pricing), next to your prices per size. (If you have not set one, the app uses $50 an hour.)

Once you mark jobs done, [Money](/money) shows **your real hourly rate**: each completed job's price over its time on site plus the drive to it, overall and for each vehicle size, with the number of jobs, what they earned and the hours. When a size earns below your target, it says which price would reach it.

Note the difference from the formula above: the app's figure is **before** supplies and drive costs, because it does not know them. For the van example, the app would show $180 ÷ 4.5 = **$40 an hour**. Two ways to read it:

- keep your target as the "take-home per hour" figure and read the app's number as a little optimistic; or
- set the target in the app slightly higher to include supplies and drive costs. In the example they are about $24.60 a job, or about $5.50 for each of the 4.5 hours, so a $50 target becomes about $55 to $56 in the app.

Either works. Pick one and stay consistent.

## A quick check for every service

| Service | Size | Price | Hours incl. drive | Price ÷ hours |
| --- | --- | --- | --- | --- |
| Interior detail | Sedan | $120 | 2.5 | $48 |
| Interior detail | Van | $180 | 4.5 | $40 |
| Maintenance wash | Sedan | $70 | 1.5 | about $47 |

(Example figures.) Fill this in once for your own services. The rows below your target are where to raise the price, change the time, or stop offering that combination. Then check [Money](/money) every couple of weeks: real jobs are the best test of your estimates.
`,
  },
  {
    slug: 'deposits-and-a-cancellation-policy',
    category: 'Pricing & Money',
    title: 'Deposits and a cancellation policy',
    content: `# Deposits and a cancellation policy

A mobile detailer sells hours of a day. When a customer cancels the evening before, or is not home when you arrive, that time is gone: you have usually turned other customers away, loaded the van and maybe driven across town. A deposit and a clear cancellation policy protect those hours, and, done politely, most customers accept them as a sign of a professional business.

## Why a deposit works

- **It filters out casual bookings.** Someone who pays even a small amount up front has decided.
- **It pays for the slot if they do not show.** You keep the deposit under your policy, so a lost morning is not a total loss.
- **It reduces the awkward conversation.** The rule was agreed at booking; you are not inventing a fee afterwards.

It also has a cost: a few customers will not book when asked to pay up front, and card payments carry a processing fee (see Stripe's pricing page for current fees). Many detailers start without deposits and add them once no-shows and late cancellations start to hurt, or ask one only for the longer, more expensive services.

## How much to ask

There is no rule; these are common shapes, shown as examples:

| Approach | Example | Good for |
| --- | --- | --- |
| Percentage | 20–30% of the price | Services whose prices vary a lot by size |
| Flat amount | $25 or $50 | Simple to explain; maintenance washes |
| Full prepayment | 100% | Repeat no-shows; very long jobs such as paint correction |

For example, a $200 full detail with a 25% deposit asks $50 at booking; the customer pays the other $150 when the job is done. A deposit should be enough to matter and small enough not to scare a first-time customer. The deposit always counts toward the price: it is not an extra fee.

## The cancellation window

Decide how late a customer may cancel and still get the deposit back. Common windows are **24 hours** or **48 hours** before the appointment.

- 24 hours is friendlier and easier to sell.
- 48 hours gives you a realistic chance to fill the slot, for example from customers due for a maintenance wash.

Whatever you choose, apply it evenly. Make exceptions when you want to (a family emergency, a first-time misunderstanding), but make them your decision, not the customer's expectation.

## The no-show rule

A no-show is different from a late cancellation: you arrived, or were about to, and nobody was there or the car was gone. A simple rule:

1. Wait a set time (for example 15 minutes) and call or text once.
2. If there is no answer, leave, keep the deposit, and mark the job as a no-show in the app so it is recorded in the customer's history.
3. If the same customer books again, ask for a larger deposit or full prepayment.

## Weather and your own cancellations

If you cancel or move a job because of rain or your own emergency, the customer should not lose money. When you reschedule or cancel a job that has a paid deposit, the app lets you refund the deposit or carry it over to the new date. Say this in your policy; it makes the rest of the policy feel fair.

## Wording you can use

Keep it short, friendly and specific. An example to adapt:

> To hold your appointment, we ask a deposit of 25% when you book. It counts toward your total. You can cancel or reschedule for free up to 48 hours before your appointment and your deposit is refunded. Cancellations within 48 hours, or a missed appointment, forfeit the deposit. If we have to reschedule because of weather, your deposit moves to the new date or is refunded, your choice.

If a customer pushes back on the phone: "The deposit holds several hours of my day for you, and it comes off your total. If plans change more than 48 hours ahead, you get it back in full." The [Scripts](/scripts) screen has ready wording for other conversations with customers.

## Setting it up in the app

Deposits are paid by card through Stripe, on Stripe's secure page, when the customer books online.

1. **Connect Stripe** in [Settings → Get paid](/settings#get-paid). Until it takes cards, your booking page asks no deposit.
2. **Choose the deposit per service** in [Settings → Service pricing](/settings#pricing): no deposit, a fixed amount or a percentage of the price. You can ask one only for your longer services.
3. **Set your cancellation window** in [Settings → Availability](/settings#availability), under booking rules: "Deposit refunded if cancelled at least (hours before)" is your policy, and "Customers may cancel or move online until (hours before)" decides when their link stops letting them change the booking and tells them to call you.

The booking page and the confirmation then state the policy for you, for example: "Free cancellation up to 48 hours before your appointment. If you cancel later, the deposit is kept."

When you accept a request that came in without a deposit, you can ask for the deposit then, by email, if the service has one.

## Watch the numbers

Keep an eye on how often it happens. Mark no-shows in [Schedule](/schedule) as they happen; if two or more no-shows or late cancellations build up in a month while none of your services asks a deposit, the coaching card on your [dashboard](/dashboard) points it out. That is usually the moment to turn deposits on.
`,
  },
  {
    slug: 'packages-and-add-ons',
    category: 'Pricing & Money',
    title: 'Packages and add-ons',
    content: `# Packages and add-ons

How you arrange your services affects what customers buy as much as your prices do. A clear menu of a few packages, with a handful of add-ons, helps a customer choose in a minute, lifts the average ticket and keeps your schedule accurate. A long list of twenty services does the opposite.

## Good, better, best

Most detailers settle on three main packages, each a step up from the last:

| Package | What it typically includes | Who it is for |
| --- | --- | --- |
| **Good**: maintenance wash | Hand wash, wheels and tyres, windows, quick interior vacuum and wipe-down | Cars kept up regularly; maintenance customers |
| **Better**: interior or exterior detail | A deep clean of one half: full interior shampoo and steam, or exterior decontamination and sealant | A car with one half that needs work |
| **Best**: full detail | Both, top to bottom | First visits, selling a car, a car that has been neglected |

Why three works:

- The top option makes the middle one look reasonable, and many people choose the middle.
- It is easy to explain on the phone in under a minute.
- Each package has a fairly predictable time, so you can price it by size.

Name packages by what they do, not with invented names only you understand. "Full Detail" tells a visitor more than "Platinum Shine".

## Add-ons

Add-ons are the extras that only some cars need. Good candidates are jobs that take real time, are easy to describe, and a customer can decide on without seeing the car:

- **Pet hair removal**: often 30 to 60 minutes on its own.
- **Headlight restoration**: cloudy headlights, done with a kit in well under an hour on most cars.
- **Engine bay cleaning**: a careful degrease and dressing.
- **Odour treatment**: for smoke, pets or spills.
- **Clay bar and sealant**: if it is not already in your exterior package.
- **Seat or carpet shampoo**: for a wash-level package.
- **Child seat cleaning.**

Price each add-on from the time it takes, just like a service: at your target hourly rate plus any special product. **Example**: if headlight restoration takes 40 minutes and your target is $50 an hour, it needs to be at least about $33 plus the kit; many detailers would round to $40 or more. Prices in your area may be different; check what others nearby charge.

## Avoid too many choices

Every extra option is another decision a customer must make before they press Book. A menu that asks about fifteen things loses people halfway. Some rules of thumb:

- **Three packages**, maybe four with a dedicated paint correction or coating service if you offer it.
- **Four to six add-ons** at most on the booking page. Keep the rest as things you offer on site.
- **One way per problem**: if pet hair is an add-on, do not also make it part of the condition level, or the customer pays twice for the same dog. Decide which fits your business and keep the other for a different kind of mess.
- **Offer an add-on only where it makes sense**: headlight restoration belongs to exterior services, pet hair to interior ones.
- **Describe each package in one or two lines** of what is included, and say what is not.

## Setting it up in the app

**Packages** are your services. In [Settings → Service pricing](/settings#pricing), give each one a name, a base price, a duration and a short description customers see on your booking page. The same place holds the deposit and how soon each service should be rebooked.

**Prices per size** come next. In [Settings → Pricing by vehicle](/settings#vehicle-pricing), set the price and time of each package for each vehicle size: sedan, small SUV, large SUV, truck and van. A size you leave alone uses the base price and time.

**Add-ons** are in the same Pricing by vehicle section. For each add-on, enter a name, a price and the minutes it takes, and tick the services it is offered with (none ticked means every service). If you have none yet, the app offers a few examples to start from. Customers pick add-ons when they book; the price and the time are added to the booking, so your schedule blocks enough of your day.

**Condition levels** (light, moderate, heavy) live there too, as a percentage on the size price. Together with add-ons, they cover most of the difference between two cars of the same size.

## Selling add-ons without pressure

- **At booking**: the booking page lists them with prices, so a customer can choose without a conversation.
- **At the car**: if you see cloudy headlights, mention it once, with a price: "Your headlights have gone cloudy; I can restore them today for $40, about 40 minutes." Then let it go.
- **After the job**: note what you saw on the customer's record in [Customers](/customers) ("headlights cloudy", "pet hair in the cargo area") so you can suggest it next time.

## Review the menu every few months

Look at what people actually book. An add-on nobody picks in three months is clutter; remove it. A package most people upgrade from might be missing something. Check your real hourly rate per size on the [Money](/money) screen as well: a package that consistently earns less than your target needs a new price or a shorter list of inclusions.
`,
  },
  {
    slug: 'maintenance-plans',
    category: 'Pricing & Money',
    title: 'Maintenance plans',
    content: `# Maintenance plans

A full detail is a great first visit, but a business built only on one-off full details has to find new customers every week. Maintenance customers, who book a shorter wash every few weeks, turn one good job into a steady line on your calendar. They are also quicker to serve, easier to route and more likely to refer their neighbours.

## What a maintenance plan is

A maintenance plan is a simple agreement: the customer gets a maintenance wash on a regular interval, typically **every 2, 3 or 4 weeks**, at a lower price than a full detail, because a car that is cleaned often never gets badly dirty.

A maintenance wash usually includes:

- a careful hand wash (or a rinseless wash where water is an issue), wheels and tyres;
- a top-up of the protection applied at the full detail (a spray sealant or detail spray);
- windows inside and out;
- a vacuum, a wipe-down of the dash, console and door panels, and floor mats.

It does not include shampooing, stain removal, heavy pet hair or paint work. Those belong to a full detail or an add-on.

## Pricing a maintenance wash against a full detail

Price it from time, like everything else. The difference is that the time is short and predictable.

**Example** figures for a sedan, with a target of $50 an hour (your market and times will differ):

| Service | Time on site | Drive | Example price | Price per hour incl. drive |
| --- | --- | --- | --- | --- |
| Full detail | 3 h | 30 min | $175 | $50 |
| Maintenance wash, every 2 weeks | 1 h | 30 min | $75 | $50 |
| Maintenance wash, every 4 weeks | 1 h 15 min | 30 min | $90 | about $51 |

A few points the example shows:

- The maintenance wash is cheaper for the customer but earns you the same per hour, as long as the car stays maintained.
- A longer interval means a dirtier car, so it costs a little more.
- The drive is a large share of a short job. Plan customers close together, on the same day each cycle, to keep it down.

Set the price per vehicle size as for any service: a large SUV maintenance wash takes longer than a sedan's.

## Conditions that keep a plan profitable

Write them into the service description and say them when you sell the plan:

1. **A starting detail.** The plan starts after a full detail (or within a few weeks of one), so every maintenance visit starts from a clean car.
2. **A regular interval.** The maintenance price applies while visits stay on schedule. If a customer skips a cycle or two, the next visit is priced by condition, or becomes a full detail.
3. **What is included.** List it. "Pet hair beyond a light vacuum is an add-on" prevents arguments.
4. **Booking ahead.** Book the next visit before you leave, ideally on the same weekday.
5. **Cancelling.** Keep it simple: no long contract; the customer can stop any time. Trust and convenience keep them, not a lock-in.

Detailers who take payment for a plan in advance, or sell it as a monthly subscription, should check their state's consumer rules on automatic renewals and prepaid services first; the state attorney general's or consumer protection office's website is the place to look.

## Setting it up in the app

**1. A maintenance service.** In [Settings → Service pricing](/settings#pricing), add a service such as "Maintenance wash" with its price, duration and a description that states the conditions. Set **Rebook after (days)** to your interval, for example 14 or 28. Then set its price and time per size in [Settings → Pricing by vehicle](/settings#vehicle-pricing).

**2. The rebooking nudge.** In [Settings → Messages](/settings#messages), turn on the rebooking nudge and adapt its wording. When a customer's car is due, the app sends a short message with your booking link, for example: "Hi Sam, your vehicle is due for its next Maintenance wash with Northside Mobile Detailing. Book a time here: …". Customers who meant to rebook but forgot do so with one tap.

**3. Next-service dates.** When you record a job in [Customers](/customers), set the **next service due** date on the service record. The app uses it for the nudge, and when there is no date, it uses the last completed job plus the service's rebooking interval. The customer's page shows "Next service due" so you can see it at a glance when they call.

**4. Book the next visit on the spot.** The best nudge is no nudge: before leaving, offer the next date and add it to [Schedule](/schedule) right away, in the same area as your other plan customers.

When next week looks empty, the coaching card on your [dashboard](/dashboard) names the customers who are due, including overdue ones. Those are the first people to call.

## Who to offer a plan to

- Customers who just had a full detail and loved the result: ask at the handover, while they are looking at their car.
- Busy households with two or more cars: book both on the same visit.
- Leased vehicles, whose owners want to return them in good condition.
- Small commercial accounts: an estate agent's car, a contractor's truck, a company's sales cars.

Start with five or six plan customers in the same area. Even a handful of regulars makes your weeks more predictable, and predictable weeks make every other part of the business easier.
`,
  },
];
