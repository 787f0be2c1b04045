// The starter library (#59): getting customers.
import type { LibraryArticle } from './types.js';

export const GETTING_CUSTOMERS: LibraryArticle[] = [
  {
    slug: 'google-business-profile-for-a-mobile-business',
    category: 'Getting Customers',
    title: 'Google Business Profile for a mobile detailing business',
    content: `# Google Business Profile for a mobile detailing business

When someone types "mobile detailing near me" into Google or Google Maps, the businesses that show up on the map come from Google Business Profile. It is free, and for a new mobile detailer it is often the first place a stranger finds you. This article walks through setting it up the right way for a business that goes to the customer, not the other way round.

Google's own rules are the source for everything here. They change from time to time, so check the Business Profile Help Center at [support.google.com/business](https://support.google.com/business) before you rely on a detail.

## You are a "service-area business"

Google sorts businesses into those customers visit (a shop, a storefront) and those that visit customers. A mobile detailer is the second kind: a **service-area business**. Google's guidelines say that if you don't serve customers at your address, you should not show that address on your profile.

For you that means:

- **Hide your home address.** During setup, Google asks whether customers visit your location. Answer no. You will still enter your address (Google uses it for verification and to place you roughly), but it is not shown publicly.
- **Don't invent a storefront.** A P.O. box, a virtual office or a friend's shop address you don't work from is against the guidelines and a common reason profiles get suspended.
- **Use your real business name.** The name on the profile should be the name you use on your van, invoices and booking page. Adding keywords ("Best Mobile Detailing Austin Ceramic Coating") breaks the guidelines and can get the profile suspended.

## Service areas

You describe where you work by listing service areas: cities, ZIP codes or counties. Google's help pages say you can list up to 20 and that the overall area shouldn't reach farther than about two hours of driving from where you are based. Check the current wording on the help page "Manage your service area".

Be realistic rather than greedy. If your [service radius in Settings → Business](/settings#business) is 20 miles, list the towns inside those 20 miles, not the whole metro area. A customer who books from 45 minutes away costs you an hour and a half of unpaid driving, and showing up in searches where you would never take the job helps nobody.

## Categories

Your **primary category** matters most for which searches show you. Start typing "car detailing" and pick the closest match Google offers (at the time of writing there is a "Car detailing service" category). Then add a few secondary categories only if they are true, for example a car wash category if you really sell washes. Don't add categories for services you don't offer.

## Hours

For a service-area business, hours mean when you take jobs or answer the phone. Make them match your [working hours in Settings → Availability](/settings#availability), so a customer who finds you at 7 p.m. on a Sunday isn't surprised. Add special hours for holidays and time off: Google shows them, and it saves you messages asking whether you are open.

## Photos

Profiles with real photos look alive. Good first uploads:

| Photo | What it shows | Tip |
| --- | --- | --- |
| Logo | Your brand | The same logo as your booking page |
| Cover | You and your van or setup | Daylight, clean van, business name visible |
| Work | Before and after | Same angle, same light; no license plates or house numbers |
| Team | You at work | Customers like to see who is coming to their driveway |

Add a few new work photos every week or two rather than fifty on day one. Only post photos of customers' cars with their permission (see the article on before/after photos).

## The booking link

Google lets many businesses add a link for appointments. Put your booking page there, so a searcher can go straight from the map to a time slot. Copy the link from [Settings → Booking Page Brand](/settings#brand) and paste it as your website and, where offered, your appointment link. Customers then book with your prices by vehicle size already shown, and the job lands in your [schedule](/schedule) without a phone call.

Add your business phone too, and answer it, or reply to texts quickly: a new detailer's strongest advantage is being reachable.

## Verification

Google needs to confirm that you are a real business before the profile appears. The methods offered vary by business and change over time: a video recording (often showing your vehicle, equipment and something that proves you are the owner, like business paperwork or tools in use), a phone call or text, an email, or a postcard by mail. You don't choose freely: Google shows the methods available for your profile.

Practical tips for a video:

1. Record in one continuous take, outside, in daylight.
2. Show where you are (the street sign or the area you serve), then your van or car with any signage.
3. Show your equipment and products, and something that links you to the business: registration papers, a business card, an invoice with your business name.

If verification fails, read Google's message for the reason, fix it and try again. Don't create a second profile: duplicates are against the guidelines.

## Posts and updates

Posts appear on your profile. Use them sparingly and honestly:

- "Booking this week in Northside and Riverside, Tuesday and Thursday."
- A before/after of an interior with one sentence about what you did.
- A seasonal note: "Salt season: undercarriage rinse add-on now available."

One post every week or two is plenty. Posts with a photo and a plain sentence read better than ones full of hashtags.

## Reviews live here

Most customers who leave you a review will do it on this profile. Put the profile's review link in [Settings → Messages](/settings#messages) so every thank-you message carries it. Read the article on asking for reviews without gating them before you start: there are rules about whom you ask and how.

## A first-week checklist

1. Create the profile as a service-area business, address hidden.
2. Real business name, one primary category, honest secondary ones.
3. Service areas that match your service radius.
4. Hours that match your availability; holidays added.
5. Logo, cover photo and three to five work photos.
6. Booking link and phone number.
7. Start verification and finish it the same week.
8. Copy the review link into your messages settings.

After that, a few minutes a week keeps it working: a photo, a reply to every review, and hours kept up to date.
`,
  },
  {
    slug: 'asking-for-reviews-without-gating',
    category: 'Getting Customers',
    title: 'Asking for reviews without gating them',
    content: `# Asking for reviews without gating them

Reviews are how a stranger decides to let you into their driveway. For a new mobile detailer with no storefront, a handful of honest Google reviews can matter more than any ad. This article covers whom to ask, when and how to ask, what the rules forbid, and how to reply.

## Ask everyone, not only the happy ones

"Review gating" means filtering who gets asked: you send a quick "How did we do?" first, and only customers who answer "great" get the link to Google, while unhappy ones are steered to a private form. It is tempting, and it is against the rules.

- **Google.** Google's policy on prohibited and restricted content for reviews says businesses must not discourage negative reviews or selectively solicit positive reviews from customers. Google also forbids offering anything in exchange for reviews. Reviews that break the policy can be removed, and the profile can be restricted. Read the current text in the Google Business Profile Help Center at [support.google.com/business](https://support.google.com/business).
- **The FTC.** In 2024 the Federal Trade Commission finalized its Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465). It bans fake reviews, buying reviews with incentives that depend on the review being positive or negative, and suppressing negative reviews through threats or intimidation. The FTC's guidance for businesses on soliciting reviews also tells businesses not to ask only the customers they expect to be pleased. Both are at [ftc.gov](https://www.ftc.gov); search for "consumer reviews and testimonials". Nothing here is legal advice: if you plan anything unusual (a contest, a discount tied to reviews), check with an attorney first.

The simple rule that keeps you safe: **ask every customer the same way, offer nothing for the review, and accept what they write.**

It also works in your favor. A profile of only five-star reviews looks less believable than one with a few four-star reviews and thoughtful replies. And a customer who was unhappy will often say so somewhere anyway; better you hear it and answer it in public.

## Set up the thank-you message once

The product sends a thank-you message after each finished job, with your review link in it.

1. In Google Business Profile, find the option to ask for reviews and copy the short review link.
2. Paste it into the **Review link** field in [Settings → Messages](/settings#messages).
3. Read the thank-you template there. By default it goes out about two hours after the job is completed; you can change the delay.

Every customer gets the same link in the same message, which is exactly what "not gating" means. Keep the wording neutral. "If you have a minute, a review helps us a lot" is fine. "If you're happy with the result, please leave five stars" steers the reviewer: drop the condition and the star count. The same goes for any review request you keep in [Scripts](/scripts): read it for such a condition before you use it.

## When to ask

| Moment | Why it works |
| --- | --- |
| At the handover, in person | The car is at its best and the customer is standing next to it |
| The thank-you message, a couple of hours later | They have driven it and the link is one tap away |
| One reminder, a few days later, if nothing came | Many people mean to and forget |

Stop after one reminder. More than that feels like pressure, and pressure is the opposite of what you want.

## How to ask in person

At the handover, walk round the car together, point out what you did, and ask whether anything isn't right. Fix it on the spot if you can. Then:

> "Thanks for having me. I'm a new local business, so reviews make a real difference. You'll get a text from me with a link; if you have a minute, I'd be grateful for an honest review."

"Honest" is the key word. You are asking for their experience, not a grade.

## What not to do

- Don't offer a discount, a free add-on or a prize draw for reviews. The FTC rule allows some incentives that don't depend on what the review says, but Google's policy bans incentives altogether, so on Google the answer is simply no.
- Don't write reviews for yourself, or ask friends and family who were never customers.
- Don't review competitors, and don't ask anyone to.
- Don't hand customers your phone or tablet to write the review on the spot. The review should come from their own account, in their own time, in their own words.
- Don't ask customers to change or remove a negative review in exchange for something.

## Replying to reviews

Reply to every review, good or bad, within a few days. Other customers read the replies.

**A positive review:** thank them by first name, mention something specific, keep it short.

> "Thanks, Maria! That minivan had seen a lot of soccer seasons; glad the seats came back. See you in the spring."

**A negative review:** don't argue in public, don't reveal private details, and don't threaten. Acknowledge, state what you will do, and take it offline.

> "I'm sorry the wheels weren't up to standard, James. That's not how I want a job to end. I've sent you a text to come back and redo them at no charge."

Then do what you said. A fixed problem and a calm reply often persuade the next customer more than another five stars.

**A review you believe is fake** (someone who was never a customer): don't accuse in the reply. Use Google's option to report the review and follow the Help Center's steps.

## Keep track

Once a week, look through the week's finished jobs in [Customers](/customers). The thank-you message can only reach a customer with an email address or consent to texts on file. If someone had neither, or told you in person how pleased they were but never got the message, ask once by hand, with the same neutral words as everyone else.

## A worked example

Say you finish 8 jobs a week and the thank-you message goes to every customer. If even a quarter of them leave a review (an example, not a promise; your rate will differ), that is 2 reviews a week, and about 25 over your first three months. That is enough for a stranger to take you seriously, and every one of them was earned the honest way.
`,
  },
  {
    slug: 'the-neighbors-of-a-job',
    category: 'Getting Customers',
    title: 'The neighbors of a job',
    content: `# The neighbors of a job

A mobile detailer works in public. For two to four hours your van is parked on a street full of people who own cars, and the car you are working on is the best advertisement you will ever have. This article covers how to turn the neighbors of a job into customers politely and within the rules.

## Why it works

Your cost of getting to a street is already paid: you drove there for the first customer. A second job on the same street or in the same complex the following week has almost no drive time. Compare (an example):

| | Drive to job | Paid hours | Drive share |
| --- | --- | --- | --- |
| Job across town | 35 min each way | 3 h | about 28% of the time |
| Job three doors down from last week's | 5 min each way | 3 h | about 5% of the time |

Clustered jobs are how a one-person business gets more paid hours in the same day. See the article on routes and scheduling.

## Ask your customer first

Your customer lives there; you don't. Before you speak to anyone or leave anything:

- Ask whether they mind you mentioning that you just did their car. Most people are happy to; some are private.
- Ask about the rules: HOA, apartment management, guarded community. They know better than you.
- Ask whether a neighbor has admired their car. You will be surprised how often the answer is yes.

## HOA, apartment and community rules

Rules differ a lot:

- **HOAs** may restrict commercial vehicles, signs, door-to-door soliciting, or water running into the street. Some require vendors to register with management.
- **Apartment complexes** often forbid washing vehicles in the parking lot, or allow it only in a set area. Flyers on windshields are usually banned.
- **Gated or guarded communities** may let you in for one address only; knocking on other doors may get you escorted out.

If in doubt, ask the customer or the property manager, and follow the answer. A property manager who sees you respecting the rules may become a customer too (see the article on fleet and commercial accounts).

Water runoff rules apply wherever you work; local stormwater rules are set by the city or county, so check with your local stormwater authority.

## Talking to neighbors while you work

The easiest conversations are the ones that come to you. People walk dogs, collect mail and stop to look. Be ready:

- Keep the work area tidy and your van clean: the setup is part of the pitch.
- Stop working for a moment when someone stops. Be friendly, and brief.
- Have a card or a door hanger with your booking page link (copy it from [Settings → Booking Page Brand](/settings#brand)) and, ideally, a QR code for it.

The product's **Neighbor conversation after a job** script in [Scripts](/scripts) gives you the words:

> "Hi! I'm Sam with Shine Mobile Detailing; I just finished your neighbor's car. I'm in the neighborhood again on Thursday. Want me to save you a spot?"

Adjust the offer in the script to yours before you use it; don't promise a discount you don't want to give.

## The "I'm on your street on Thursday" offer

A specific day beats a general "call me any time". It gives the neighbor a reason to decide now, and it fills the day you are already coming back.

1. Before you leave a job, look at your [schedule](/schedule) for your next open slot in the same area.
2. Offer that day, and perhaps one other.
3. If they say yes, book them straight away on your phone, or send them the booking link so they pick the time.

A small "same street" price can make sense because your drive time really is lower. Work it out: if you save 50 minutes of driving and your target is $60 an hour, you could give up to about $50 and still be no worse off. Most detailers give much less, say $10 to $20, and keep the rest.

## Door hangers

Door hangers are fine in most places when used politely, with some limits:

- **Never put anything in a mailbox.** Federal law (18 U.S.C. § 1725) forbids placing unstamped material in a mailbox; see usps.com for details. Hang it on the door handle instead.
- **Respect "No soliciting" and "No flyers" signs.** Skip those houses entirely. In some cities ignoring such a sign is itself a violation.
- **Check local solicitation rules.** Some cities and towns require a permit for door-to-door soliciting or distributing handbills; a few restrict the hours. Ask the city or county clerk. Leaving a hanger without knocking is treated differently from knocking and selling in some places.
- **Limit it to the nearby houses:** a few doors either side and across the street. Twenty targeted hangers near a job you have just done beat two hundred random ones.

A good hanger says: what you did next door (without naming your customer unless they agreed), the day you are back, your price from a standard sedan, and the booking link. Print costs are typically a few cents to about 30 cents each depending on quantity and paper.

## Knocking on doors

Knocking is more direct and less welcome. If you do it:

- Only where soliciting is allowed, only at reasonable hours (not early morning, not after dark), and never at a house with a sign.
- Say who you are in one sentence, make the offer in one more, and leave if they are not interested.
- Never go onto a property beyond the front door, and never touch anyone's car.

Many detailers skip knocking entirely and rely on conversations that start by themselves plus door hangers. That is a reasonable choice.

## Record what happens

When a neighbor books, add a note in [Customers](/customers) of how they found you ("neighbor of the Garcias, Elm St"). After a month you will know which streets and complexes bring more work, and you can plan your days to be seen there more often.
`,
  },
  {
    slug: 'fleet-and-commercial-accounts',
    category: 'Getting Customers',
    title: 'Fleet and commercial accounts',
    content: `# Fleet and commercial accounts

Private customers book one car at a time. A business can book five, ten or thirty, on a regular schedule, in one place. For a mobile detailer, a couple of commercial accounts can fill the quiet weekdays and smooth the month. They also come with more paperwork, slower payment and different expectations. This article covers who to approach, how to price, and what to have ready.

## Who buys

| Customer | What they want | Typical job |
| --- | --- | --- |
| Car dealerships (especially used-car lots) | Cars ready for the lot or for delivery, fast | Quick interior and exterior reconditioning, sometimes heavy interiors |
| Small business fleets (plumbers, HVAC, florists, real estate agents) | Vans and trucks that look professional, without staff losing time | Regular wash and interior wipe-down, every 2 to 4 weeks |
| Property managers and office parks | A perk for tenants or employees | On-site days where staff book their own cars |
| Car rental and car-share hosts | Fast turnaround between renters | Interior clean and wash between trips |

Dealers often have their own staff or an existing vendor; a small business with six vans and nobody in charge of cleaning them is usually the easier first account.

## Finding them

- Look at the vehicles you pass every day: a lettered van that is dirty is a lead.
- Start with businesses you already know: your customers' employers, the shop where you buy supplies.
- Call or walk in and ask who looks after the vehicles. The **Calling a local business** script and the **Fleet proposal** email in [Scripts](/scripts) give you a starting point.
- Offer a **pilot visit** (below) rather than a contract.

## Pricing per vehicle, with a volume rate

Commercial customers think per vehicle, and they expect a lower price for volume because you save setup and driving. Work out your floor from your hourly target, not from a guess.

A worked example (your numbers will differ):

- Your target effective rate is $60 an hour (set it in [Settings → Pricing by vehicle](/settings#vehicle-pricing)).
- A maintenance wash and interior wipe-down on a cargo van takes you 50 minutes.
- At a private customer's driveway you would also drive 30 minutes and spend 15 minutes setting up and packing: 95 minutes in all, so you'd need about $95.
- At a fleet lot doing 6 vans in a row, you drive 30 minutes and set up once: 6 × 50 + 30 + 15 = 345 minutes, or 5.75 hours. At $60 an hour that is $345, about **$58 a van**.

So a volume price of roughly $60 to $65 per van still beats your target, while the business sees a clear discount against your single-van price. Write the price per vehicle and the minimum number of vehicles per visit into the quote. Charge extra for heavy soiling, pet hair or biohazards, as you would for anyone, and say so in advance.

After a month, check the effective hourly rate for vans and trucks on [Money](/money). If the fleet days are dragging it down, your per-vehicle price or your time estimate is wrong.

## Certificates of insurance

Almost every business will ask for a **certificate of insurance (COI)** before you work on its property. It is a one-page summary, usually on a standard ACORD form, that your insurance agent issues showing your policies and limits. Many will also ask to be named as an **additional insured**.

- Ask your agent how quickly they issue certificates and whether adding an additional insured costs extra.
- Commercial customers commonly look for general liability, garage keepers coverage (for the vehicles in your care) and commercial auto. The limits they require vary; some property managers and dealers ask for more than a new detailer carries. Ask for their requirements in writing and check with your agent before you say yes.
- Keep a current certificate as a PDF on your phone.

Businesses will also usually ask for an **IRS Form W-9** with your business name and taxpayer ID, so they can report what they pay you. Download it from [irs.gov](https://www.irs.gov). Your tax situation depends on your business structure and state; check with a tax professional.

## Invoicing terms

Private customers pay at the end of the job. Businesses often pay on **terms**: net 15 or net 30 (within 15 or 30 days of the invoice).

- Agree the terms before the first visit, in writing.
- Send one invoice per visit, listing each vehicle (unit number or plate, as the customer prefers) and the service.
- Send it from [Money](/money) the same day, with a pay link; set your due date and automatic reminders in [Settings → Get paid](/settings#get-paid).
- Record checks and ACH payments when they arrive, so the month's figures stay true.
- If an invoice goes past due, call the person who approved the work; accounts payable departments are slow, not usually hostile.

Plan for the gap: 10 vans at $60 is $600 of work you may not see for a month. Don't let a single fleet account become more than you can afford to wait for.

## On-site rules

A business's lot is not a driveway. Before the first visit, ask:

- Where may you park and work? Are there hours you must avoid (deliveries, customer traffic)?
- Is there water and power you may use, or must you bring your own?
- Where does wash water go? Many commercial sites have storm drains in the lot, and local stormwater rules (set by the city or county) usually forbid letting wash water reach them. Plan to capture it; check with the local stormwater authority.
- Who hands over the keys, and who signs off at the end?
- Do you need a badge, a safety briefing or to sign in?

Do a quick walk-round of each vehicle before you start and note existing damage; with ten vehicles, notes and photos save arguments.

## The pilot visit

Offer a paid pilot, or one vehicle free if you have the margin: one visit, a small number of vehicles, at the normal volume price. It shows them the quality and shows you the real time per vehicle, the parking, the water and the people. After the pilot:

1. Compare your actual times with your estimate and adjust the price if needed.
2. Propose a schedule: every two or four weeks, same weekday.
3. Put the recurring visits in your [schedule](/schedule) and keep them in the same time slot, so the fleet fills a day that private customers rarely book.

One steady fleet account is worth more than three that call when they remember.
`,
  },
  {
    slug: 'before-and-after-photos',
    category: 'Getting Customers',
    title: 'Before and after photos',
    content: `# Before and after photos

A detailer's work is visible, which makes it easy to show. A good before/after pair on your Google profile or booking page says more than any description of your "premium interior package". The same photos, taken before you start, also protect you if a customer later points at a scratch. This article covers how to take them, what to leave out, whose permission you need, and where to post.

## Two reasons to take photos

1. **Marketing.** Pairs that show a real change: stained seats, a hazy headlight, dog hair, a dull hood.
2. **Your record.** Photos of the whole vehicle before you start show its condition when it was handed to you: existing scratches, curb rash on wheels, cracked dashboards, stains that won't come out.

The second reason matters even when the car isn't photogenic. Take the record photos on every job; take the marketing pairs when the change is worth showing.

## Record photos: every job, before you touch it

Walk round the vehicle with the customer if they are there, and take:

- Each side, the front and the back, from a few steps away.
- Close-ups of any existing damage: scratches, dents, chips, wheel rash, cracked glass, torn seats.
- The interior: front seats, back seats, cargo area, dashboard.
- The odometer and any warning lights on the dashboard, if you will drive or start the vehicle.

That is typically 12 to 20 photos and under five minutes. Point out the damage to the customer as you go ("There's a scratch on the rear bumper; I'll photograph it so we both know it was there").

Keep these photos organized so you can find them months later: an album per customer, or a photo name with the date and the customer's name. Add a short note in the customer's service history in [Customers](/customers) ("existing scratch rear bumper, chip in windshield"). If a customer calls next week about a mark, you can look together at what the car looked like when you arrived.

## Marketing photos: consistent angles and light

A before/after pair only convinces if the two photos are comparable.

- **Same angle.** Stand in the same place, at the same height. Note a landmark in the frame (the seat belt buckle, the edge of the door) and line it up again.
- **Same light.** Shoot both in the same conditions. Open shade or an overcast sky is kinder than harsh midday sun, which hides gloss and shows every smudge on glass. For interiors, open all doors for even light and turn off the flash if it makes glare.
- **Same framing.** Landscape for exteriors, and close enough that the change is obvious. A whole-car shot hides a seat stain.
- **No filters or edits** that change how the result looks. A brighter "after" photo than reality sets expectations you will then have to meet, and it can make a claim misleading.
- **Clean lens.** Wipe your phone camera; it lives in a pocket next to microfiber towels.

Good subjects: carpets and mats, seats (fabric stains, pet hair), cupholders and door pockets, headlights, wheels and tires, a paint correction 50/50 (half the panel done, tape line visible).

## What to leave out

Before anything goes public, check every photo for:

- **License plates.** Crop them out or blur them.
- **House numbers, street signs and mailboxes** that show where your customer lives.
- **People,** including children, in windows or in the background.
- **Personal things** in the car: mail with an address, documents, prescription bottles, a parking permit or a badge.
- **Screens** showing navigation history, names or phone contacts.

Also check the location saved in the photo itself. Many phones store the GPS position in the image file. Some apps remove it when you upload, but not all do. Turn off location for the camera, or check your phone's sharing options for removing location, before posting a customer's car.

## Permission comes first

The car is theirs, and so is the driveway. Ask before you post, every time:

> "The seats came out great. Do you mind if I post a before-and-after? No plate, no house, nothing that shows it's yours."

Most customers say yes. Respect a no without asking twice, and keep those photos only as your record. Note the answer in the customer's record so you don't have to remember.

Permission matters even more for commercial accounts: a dealership or a business fleet may not want its vehicles or lot on your social media at all. Ask the person who hired you.

## Where to post

| Place | What to post | How often |
| --- | --- | --- |
| Google Business Profile | Pairs as work photos, or a post with one pair and a sentence | Every week or two |
| Your booking page | Your logo and brand; let the photos live on your profile and social pages | Update when your best pair changes |
| Instagram or Facebook page | Pairs, short videos of pet hair removal or foam | As often as you can keep up honestly |
| Neighborhood groups | Only where the group's rules allow business posts | Rarely, with a useful offer |

Set your booking page's logo and color in [Settings → Booking Page Brand](/settings#brand) so the page where people land matches the photos that sent them there.

Write one plain sentence with each pair: what the problem was, what you did, roughly how long it took. "Family SUV, two dogs, three hours: full interior with pet hair removal and seat extraction." That sentence sells the service and sets expectations about time and price.

## A simple habit

On every job:

1. Record photos before you start (always).
2. One "before" marketing shot if the change will be worth it.
3. The matching "after" from the same spot.
4. Ask permission at the handover.
5. Crop, check, post within a day or two, while you remember the details.

Ten minutes per job, and after a month you have a portfolio of real work and a record of every car's condition.
`,
  },
];
