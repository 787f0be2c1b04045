// The starter library (#59): running the week.
import type { LibraryArticle } from './types.js';

export const RUNNING_THE_WEEK: LibraryArticle[] = [
  {
    slug: 'routes-and-scheduling',
    category: 'Running the Week',
    title: 'Routes and scheduling',
    content: `# Routes and scheduling

A mobile detailer sells hours, and every hour spent driving, waiting or running late is an hour nobody pays for. The way you arrange your week decides how many of your hours are paid. This article covers clustering jobs by area, allowing for the drive, buffers, how many jobs fit in a day, and how to set the schedule in the app so customers can only book what you can really do.

## Your time has three parts

Every job day is made of:

1. **Work time:** the service itself, from the first rinse to the handover.
2. **Setup and pack-up:** unloading, hoses and cords, the walk-round, packing, and often a quick clean of your towels and buckets.
3. **Drive time:** from home to the first job, between jobs, and home again.

Only the first is visible to the customer, but your price has to pay for all three. The effective hourly rate per vehicle size on [Money](/money) shows what you really earned per hour worked; drive time that grows quietly is the most common reason it comes out lower than you expected.

## Cluster jobs by area

Divide your service area into two to four zones, for example "north of the highway", "downtown and the university", "the east suburbs". Then give each zone its days:

| Day | Zone |
| --- | --- |
| Monday and Thursday | North |
| Tuesday and Friday | Downtown |
| Wednesday and Saturday | East |

When a customer asks for a time, offer the days you are already in their zone first. "I'm in your area Tuesday and Friday, which suits you?" sounds organized, and it usually is a real constraint. Keep a little flexibility for good jobs outside the pattern, but charge for the extra drive or fit them at the start or end of a day on that side of town.

Neighbors and repeat customers make clustering easier: see the article on the neighbors of a job.

## Drive time between jobs

The schedule allows for the drive between two jobs by itself. It estimates the distance between the two ZIP codes (the straight-line distance multiplied by 1.3 to allow for roads), divides it by your average driving speed, and rounds up to 5 minutes. It is an estimate, not a live traffic forecast.

Set your **Average driving speed (mph)** in [Settings → Availability](/settings#availability) honestly. The default is 35 mph. In a dense city with lights and parking, 20 to 25 mph may be truer; on open suburban roads, 40. If you regularly arrive late, lower it.

A worked example: two jobs 8 miles apart in a straight line. With the road factor that is about 10.4 miles. At 35 mph it is about 18 minutes, rounded up to 20. At 25 mph it is 25 minutes, rounded to 25.

## Buffers

Things run over: a car is dirtier than described, a customer wants to chat, the hose connection leaks. A buffer absorbs that without moving the next customer.

The **Buffer before and after a job (minutes)** setting (15 by default) is kept free around each job, in addition to the drive. Set it to what your setup and pack-up really take plus a little spare. Many detailers find 15 to 30 minutes right; time yourself for a week and decide.

Also check each service's **Duration (minutes)** in [Settings → Pricing](/settings#pricing). If a full detail takes you four hours but the service says three, every day that includes one will run late, whatever your buffers.

## How many jobs a day, realistically

Add up a day before promising it. An example with three jobs:

| Item | Minutes |
| --- | --- |
| Drive to first job | 25 |
| Job 1: maintenance wash, 90 min + 30 setup and pack-up | 120 |
| Drive | 20 |
| Job 2: interior detail, 150 min + 30 | 180 |
| Lunch | 30 |
| Drive | 20 |
| Job 3: exterior wash and sealant, 120 min + 30 | 150 |
| Drive home | 25 |
| **Total** | **570 (9.5 hours)** |

Three mid-sized jobs already make a long day. Physical work in the sun adds up, and mistakes (a missed spot, a dropped towel) rise when you're tired. Most solo detailers settle at two to three full jobs, or four to five quick maintenance washes in one zone. Set **Most jobs a day** in [Settings → Availability](/settings#availability) so the booking page stops offering slots once you reach it.

## Arrival windows

A mobile business can't promise an exact minute. The schedule gives customers an **arrival window**, by default two hours wide ("arriving 9:00 to 11:00"), which absorbs traffic and an earlier job that ran long. Set its width with **Arrival window (minutes)**: narrower feels more professional, wider is more forgiving. An hour or two is common. On the day, the **On my way** button on a job in your [schedule](/schedule) tells the customer when you'll really arrive.

The schedule won't let two jobs overlap, including the drive and buffer between them, and the booking page only offers start times that fit.

## The rest of the availability settings

- **Weekly hours:** when you work. Leave a day a week off; you'll need it for supplies, bookkeeping and rest.
- **Minimum notice (hours):** how soon a customer can book. The default, 12 hours, stops someone booking at 7 a.m. for 8 a.m.
- **Start times every (minutes):** how finely start times are offered; 30 is typical.
- **Book up to (days ahead):** how far ahead the booking page reaches.
- **Time off:** holidays and days you're unavailable.
- **Booking mode:** instant booking, or requests you accept. While you learn how long jobs really take, requests let you check each booking's location and vehicle before saying yes.

## A weekly routine

Once a week, say Sunday evening, spend 15 minutes on the [schedule](/schedule):

1. Look at next week's jobs by day. Are any days spread across town?
2. Move what you can, with the customer's agreement, to the day you're in their zone.
3. Check that long jobs have a realistic duration and that no day has more than you can do well.
4. Fill gaps: customers due for their next service, neighbors of this week's jobs, a fleet visit.

Twenty minutes of driving saved per day is more than an hour and a half a week, which at $50 to $60 an hour is worth planning for.
`,
  },
  {
    slug: 'a-weather-policy',
    category: 'Running the Week',
    title: 'A weather policy',
    content: `# A weather policy

A mobile detailer works outside, and the weather doesn't care about your schedule. Rain washes a fresh wash away, heat dries soap into spots, cold freezes water on paint, and wind blows dust onto a wet car. Customers accept this; what they don't accept is finding out at the last minute, or feeling they lost money because of the sky. A short written weather policy settles most of it before it comes up.

## What each kind of weather does

| Weather | The problem | What you can usually still do |
| --- | --- | --- |
| Rain | Exterior work is undone on the drive home; products can't cure; slippery work area | Interiors; exteriors under cover |
| Heat and strong sun | Soap and water dry on hot panels and leave spots; products flash too fast; your own health | Early morning or evening work; shade; panel by panel |
| Cold | Water freezes on paint, glass and the ground; many products have a minimum temperature | Interiors with the engine or a heater (carefully), work in a garage |
| Wind | Dust and debris on wet paint; overspray drifts; pop-up canopies can blow over | Interiors; sheltered spots |

Product labels matter here: many sealants, coatings and dressings state a temperature range and a cure time. Read the label of each product you use and note the limits; they are your real cut-offs.

## Decide your thresholds in advance

Write down, for yourself, when you move a job. An example (your thresholds will differ with your products, region and setup):

- **Rain:** move exterior work if rain is likely during the job or within a few hours after it. Interior-only jobs go ahead.
- **Heat:** above about 90°F, start early, work in shade, and do coatings only if the product's label allows.
- **Cold:** below freezing, no exterior washing unless under cover and heated. Coatings only within the label's temperature range.
- **Wind:** strong, gusty wind means no coatings or sprays outdoors, and no canopy.

Check the forecast from the National Weather Service at [weather.gov](https://www.weather.gov): it gives hourly forecasts for your area at no cost.

## Under cover

Some jobs can be saved by moving them, not the date:

- **The customer's garage.** Ask at booking whether they have one you may use. Bring floor protection and be careful with water.
- **A parking structure at the customer's workplace.** Only with the property manager's permission; many forbid washing.
- **A carport.** Good for rain, not for wind.
- **Switching services.** A customer booked for a full detail might take the interior today and the exterior another day.

Water-based work under a roof still has to follow local runoff rules; they are set by the city or county, so check with your local stormwater authority.

## Telling customers early

The rule is simple: **the earlier you tell them, the less it costs them**. A workable rhythm:

1. **Two days before:** look at the forecast for every job. If it looks doubtful, warn the customer: "Rain is forecast for Thursday afternoon. I'll confirm by tomorrow at 6 p.m.; if it holds, I'll suggest Friday morning."
2. **The evening before:** decide, and tell them either way.
3. **The morning of:** only for surprises. Call rather than text if it is within two hours of the window.

Offer two concrete alternatives rather than "when suits you?". Look at your [schedule](/schedule) first so the alternatives are real and in the same zone if you can.

## Rescheduling without losing the deposit

If the weather moves a job, the customer should not lose their deposit: the weather is nobody's fault, and keeping the money feels like a penalty.

When you reschedule a job with a paid deposit in your [schedule](/schedule), the app asks what happens to it: **carry it to the new date** (it stays on the job and is credited on its invoice) or refund it. Carrying it is usually right; refund it if the customer would rather not rebook. The customer's reminder is planned again for the new time.

If you cancel outright because of weather and the customer doesn't want a new date, refund the deposit. Deposits are for customers who don't show up or cancel late, not for rain.

## Write the policy where customers see it

A policy only works if the customer saw it before booking. Put it in three places:

- **Your service descriptions** in [Settings → Pricing](/settings#pricing), which appear on your booking page. One or two sentences are enough.
- **The confirmation message** in [Settings → Messages](/settings#messages), so it arrives with every booking.
- **What you say** when someone books by phone.

The booking page already shows your cancellation rule, based on the hours you set in [Settings → Availability](/settings#availability) (for example, "Free cancellation up to 24 hours before your appointment"). Your weather policy sits beside it.

An example you can adapt:

> **Weather.** I work outdoors. If rain, freezing temperatures or strong wind would spoil your detail, I will contact you by the evening before to move it to the next good day. Your deposit moves with the booking, or is refunded if you prefer. Interior-only services go ahead in most weather.

Keep it short, friendly and in plain words. A customer should understand it in ten seconds.

## Seasons

Weather is also a business pattern. In many regions there are weeks each year when exterior work is hard: a rainy season, a heat wave, a winter freeze. Plan for them:

- Promote interior services and maintenance plans before the season arrives.
- Build a small cash reserve in the busy months; [Money](/money) shows what each month brought in.
- Look for covered work: fleet accounts with a garage, dealerships with a service bay, customers with garages.

A written weather policy, decided once, means you never have to improvise the conversation on a wet morning.
`,
  },
  {
    slug: 'no-shows',
    category: 'Running the Week',
    title: 'No-shows',
    content: `# No-shows

You load the van, drive 25 minutes, and the car isn't there. Or the customer is there but forgot, and the car is full of child seats and groceries, or they need it in half an hour. For a mobile detailer a no-show costs the drive, the slot you could have sold, and part of your day. You can't prevent every one, but most are preventable with clear messages, a deposit for new customers and a written policy.

## Why people don't show

Most no-shows aren't rude. People forget, confuse the day, assume you would call first, or think "I'll just reschedule" without telling you. Others booked on impulse on a booking page and never really decided. The fixes follow from the causes: make the appointment hard to forget, give a simple way to change it, and make booking a small commitment.

## Confirmation and reminder messages

The app sends the customer a **confirmation** when a job is booked and a **reminder** before it. Check both in [Settings → Messages](/settings#messages):

- The **confirmation** goes out at booking, with the service, date, arrival window and address.
- The **reminder** goes out 24 hours before the job by default. You can set it from one hour to seven days before. A day before suits most customers: enough time to move the car or reschedule.
- Both invite the customer to reply if the time no longer works. A reply that moves a job is better than a silence that wastes it.

Messages reach the customer by email, or by text if they agreed to texts. A customer with no email address and no consent to texts gets nothing, so collect one or the other when you add a customer in [Customers](/customers).

Add one practical line to the reminder: "Please have the car parked where I can reach it, and clear personal items." Many "half no-shows" are a car in a locked garage or a full trunk.

On the day, the **On my way** button on the job in your [schedule](/schedule) tells the customer you're coming and roughly when. It gives them a last chance to say "I'm not home".

## A deposit for new customers

A deposit turns a click into a commitment. Customers you know and who have always been there don't need one; new customers booking online are the ones most likely to forget.

- Connect Stripe in [Settings → Get paid](/settings#get-paid), then set a deposit on the services that need it in [Settings → Pricing](/settings#pricing), as a fixed amount or a percentage.
- When you accept a booking request, you can ask the customer for the deposit by email.
- The deposit is credited on the job's invoice, so an honest customer pays nothing extra.

How much? An example: if the drive and the wasted slot cost you about an hour, a deposit of $25 to $50 on a $150 to $250 detail covers the loss without scaring people off. Many detailers use 15% to 25% of the price. Decide what covers your loss in your area.

## What your cancellation policy says

Two settings in [Settings → Availability](/settings#availability) make up your policy:

- **Customers may cancel or move online until (hours before):** after that, their link tells them to call you. The default is 24 hours.
- **Deposit refunded if cancelled at least (hours before):** cancel before this and the deposit comes back; later, it is kept. The default is 24 hours.

The booking page states it in plain words, for example: "Free cancellation up to 24 hours before your appointment. If you cancel later, the deposit is kept." Make sure your confirmation message and what you say on the phone match it.

Decide what a no-show means to you too, and write it down: for example, "not reachable and the vehicle not available within 30 minutes of the start of the arrival window". Having the rule written makes the day easier.

## What to do on the day

When you arrive and nobody is there:

1. **Check you're in the right place:** the address, the parking spot, the building entrance the customer described.
2. **Call, then text.** Say who you are and that you've arrived: "Hi Dana, it's Alex from Shine Detailing, I'm outside for your 10:00 detail. Is the car available?"
3. **Wait a set time,** say 15 to 20 minutes, while you do something useful (restock, reply to messages).
4. **Take a photo** of the spot and note the time; if there is ever a dispute, it shows you were there.
5. **Send a last message** before you leave: "I waited until 10:35 and couldn't reach you. I've had to move on. Reply when you can and we'll find a new time."
6. **Use the gap.** Call a customer in the same area who wanted an earlier slot, or do your weekly admin.

Stay polite. Sometimes the reason is a hospital, a broken phone or a misunderstanding, and a customer treated kindly after a missed appointment often becomes a loyal one.

## Charge or not?

You have the right to apply your policy, but you don't always have to.

| Situation | A reasonable response |
| --- | --- |
| A first-time customer with a deposit, no contact | Keep the deposit as your policy says; offer to rebook |
| A regular customer who forgot once | Waive it, rebook, mention the policy kindly |
| A genuine emergency | Waive it |
| The second no-show from the same customer | Keep the deposit, and ask for a deposit on every future booking |
| No deposit was taken | Don't send a surprise bill; next time ask for a deposit |

Charging a fee the customer never agreed to before booking creates disputes and bad reviews. Only charge what your written policy says. Consumer protection rules differ by state; if you're unsure about a fee, check with your state attorney general's consumer protection office or an attorney.

Record what happened in the customer's notes in [Customers](/customers), so you remember next time whether they need a deposit.

## Measure it

Once a month, count your no-shows and late cancellations. If they are rare, your system works. If they cluster (new online customers, a certain day, a certain area), adjust: a deposit for that service, a longer reminder lead time, or requests instead of instant booking, so you can ask new customers for a deposit when you accept.
`,
  },
  {
    slug: 'messages-that-keep-customers',
    category: 'Running the Week',
    title: 'Messages that keep customers',
    content: `# Messages that keep customers

Most of a detailing customer's experience happens outside the hours you spend on their car: the moment they book, the day before, the morning you arrive, the evening after, and the weeks until the car needs you again. Short, well-timed messages fill those moments. Done well, they make a one-person business feel organized and bring customers back without a sales pitch. Done badly, they feel like spam. This article walks through the five messages that matter, their tone and timing, and the rules on texting.

## The five messages

The app sends these automatically. Edit their wording in [Settings → Messages](/settings#messages), where each one has an email version and a text version, with a preview.

| Message | When | Its job |
| --- | --- | --- |
| Confirmation | When the job is booked | Remove doubt: what, when, where, how to change it |
| Reminder | 24 hours before by default (you choose from 1 hour to 7 days) | Prevent no-shows; prepare the car |
| On my way | When you tap **On my way** on the job in your [schedule](/schedule) | Tell them when you'll really arrive |
| Thank-you | About 2 hours after you complete the job by default | Thank them and ask, once, for an honest review |
| Rebooking nudge | When the next service is due | Bring them back at the right time |

You can switch any of them off, but think twice: each one does a job you would otherwise do by hand.

## Confirmation

Say exactly what was booked: the service, the date, the arrival window and the address. Add one or two practical requests ("Please park where I can reach the car; water and power nearby help") and how to change the booking. Skip promotions here: the customer just bought.

## Reminder

A reminder a day before gives time to clear the car, move it, or reschedule without wasting your trip. Keep it to two sentences plus the practical line: "Please clear personal items from the car so I can reach every corner." If many of your customers book weeks ahead, a reminder two days before may suit better.

## On my way

This is the message customers remember. Sent 15 to 30 minutes before you arrive, it tells them to get the keys and move the car out of the garage. The app asks how many minutes until you arrive (15 by default) and puts it in the message. If you're going to be late for the window, send it as soon as you know, not when you're already late.

## Thank-you

Thank them by first name for choosing you. Then ask for a review with your link, once, in neutral words, and ask every customer the same way (see the article on asking for reviews without gating them). Set the link in the **Review link** field in [Settings → Messages](/settings#messages).

A personal line from you, sent by hand the next day, can add to it: "How's the car looking? If anything isn't right, tell me and I'll fix it." The **Day-after check-in** script in [Scripts](/scripts) has the words.

## Rebooking nudge

This is the message that keeps customers. Each service has a **Rebook after (days)** setting in [Settings → Pricing](/settings#pricing). When that many days have passed since a customer's last completed service and they haven't booked again, the app sends one nudge with your booking link. A customer who has already booked is left alone.

Choose the interval from what the service is for. Examples (adjust to your customers and climate):

| Service | A sensible interval |
| --- | --- |
| Maintenance wash | 14 to 28 days |
| Interior and exterior detail | 60 to 90 days |
| Paint sealant | 90 to 180 days, as the product's label suggests |
| Ceramic coating maintenance | As your coating's maker recommends |

A worked example of why this matters: a customer who books a $60 maintenance wash every four weeks brings in about $780 a year (13 visits). The same customer left to remember on their own might book twice. The nudge is one message; the difference is hundreds of dollars per customer. These are example figures, not a forecast.

## Tone

- **Write like a person, not a corporation.** "Hi Dana, it's Alex from Shine Detailing" beats "Dear Valued Customer".
- **Short.** A text should fit on one phone screen without scrolling. The text version of each message has a length limit for a reason.
- **One purpose per message.** A reminder with three offers is no longer a reminder.
- **Your name or business name at the start,** so nobody wonders who is texting.
- **No pressure words:** "last chance", "act now", all capitals, or strings of emojis.

Read each template aloud. If it sounds like something you'd never say to a customer's face, rewrite it.

## How often is too often

For a typical job, the five messages above are four or five contacts across a few weeks, all of them useful to the customer. That's about right. What makes customers opt out is what comes on top: weekly promotions, repeated review requests, holiday greetings with discounts.

A reasonable limit beyond the automatic messages: one review reminder at most, and a promotion no more than once a month or so, only to customers who have been with you a while. If a customer replies "stop" in any words, stop, even if it isn't the exact keyword.

## Consent for texts

Text messages have their own rules. In the US the Telephone Consumer Protection Act (TCPA), enforced by the FCC, generally requires the customer's prior consent for automated texts, and prior express written consent for marketing texts. A rebooking nudge or a promotion is closer to marketing than a reminder is. Federal rules also bar telephone solicitations before 8 a.m. and after 9 p.m. at the customer's location. Several states have their own, sometimes stricter, laws. Read the FCC's consumer guides at [fcc.gov](https://www.fcc.gov) and check with an attorney if you plan marketing texts; nothing here is legal advice.

In practice, in the app:

- Record a customer's consent to texts when you add or edit them in [Customers](/customers), with how they gave it. Customers who book on your booking page can agree there.
- Without consent, the app sends email instead; with neither, the customer gets no automatic messages.
- The text templates end with "Reply STOP to opt out". Keep that line. When a number replies STOP, the app sends it no more texts.

## A monthly check

Once a month, read your messages as a customer would: open [Settings → Messages](/settings#messages), look at each preview, and ask whether it is clear, short and still true (prices, policies, your name). Ten minutes, and every customer gets a better version of you.
`,
  },
];
