// The starter library (#59): getting started.
import type { LibraryArticle } from './types.js';

export const GETTING_STARTED: LibraryArticle[] = [
  {
    slug: 'registering-your-detailing-business',
    category: 'Getting Started',
    title: 'Registering your detailing business',
    content: `# Registering your detailing business

You can wash a car for a neighbour without paperwork. The day you put up a booking page, take card payments and drive to strangers' driveways, you are running a business, and a little setup now saves trouble with the bank, the tax return and your first commercial client. This article walks through the usual steps in the usual order. The details differ by state and sometimes by city, so treat it as a checklist to take to the official sources, not as legal advice.

## Step 1: choose a structure

Most one-person detailing businesses in the US start as one of two things.

| | Sole proprietor | Single-member LLC |
| --- | --- | --- |
| Paperwork to start | Little or none beyond local licences | Articles of organization filed with the state |
| State fee | Usually none | A filing fee, and in many states an annual report or fee |
| Personal liability | Business debts and claims are your own | Generally separates business debts from personal assets, if you keep the two apart |
| Federal income tax | On your personal return (Schedule C) | By default the same as a sole proprietor; other elections are possible |

A **sole proprietorship** is what you are automatically when you start working for yourself. It is simple and cheap, and for many new detailers it is enough while they test the market.

An **LLC** (limited liability company) is created by filing with your state. It adds some protection for your personal assets, but it is not a substitute for insurance: if you damage a customer's car, your insurance is what pays. An LLC only protects you if you treat it as separate, which means its own bank account and no mixing of money.

Filing fees, annual fees and rules differ a lot from state to state. Look them up on your **state's secretary of state** website (in a few states the office has another name, such as the division of corporations). If you are unsure which structure fits, an accountant or a small-business adviser can help; the free counselling offered through SBA.gov's resource partners (SCORE mentors and Small Business Development Centers) is a good place to start.

## Step 2: pick and check a business name

A good detailing name is easy to say on the phone, easy to spell in a search box, and says what you do and where: "Northside Mobile Detailing" beats a clever pun nobody can type.

Before you print anything:

- search your state's business name database (on the secretary of state's site) to see whether the name is taken;
- search the name on Google and on social networks in your area;
- check that a matching web address and social handles are free;
- for a wider check, the US Patent and Trademark Office has a free trademark search at uspto.gov.

If you operate as a sole proprietor under any name other than your own legal name, most states require you to register a **DBA** ("doing business as", also called an assumed name, trade name or fictitious business name). Depending on the state, you file it with the **county clerk** or with the state. An LLC that wants to trade under a name other than its registered one usually files a DBA too.

## Step 3: get an EIN

An **EIN** (Employer Identification Number) is a federal tax ID number for the business. It is free from the IRS: apply online at irs.gov ("Get an employer identification number"). Beware of websites that charge a fee for the same form.

- Any business with employees needs one, and an LLC usually gets one too: banks and many states ask for it.
- A sole proprietor with no employees can often use their Social Security number, but many owners get an EIN anyway so they can open a business bank account and give commercial clients a number on their W-9 form without handing out their SSN.

## Step 4: open a business bank account

Open a checking account in the business's name (or your name with the DBA) and use it for everything the business earns and spends. Banks usually ask for your ID, your EIN or SSN, and your LLC or DBA paperwork, so do this after steps 1 to 3.

A separate account makes bookkeeping and taxes far simpler, and for an LLC it is part of keeping the protection. Connect this account, not your personal one, when you set up card payments in [Settings → Get paid](/settings#get-paid), so deposits and invoice payments land where your bookkeeping expects them.

## Step 5: local licences and permits

Registration with the state is rarely the end of it. Most cities or counties want a general business licence, and some have rules for home-based and mobile businesses and for wash water. The next articles in this category cover permits and water runoff; SBA.gov's "Apply for licenses and permits" page explains federal, state and local licensing in general.

## Where to check, in one place

| What | Where |
| --- | --- |
| LLC filing, name search, annual reports | Your state's secretary of state website |
| DBA / assumed name | Your county clerk or the state, depending on the state |
| EIN | irs.gov (free) |
| General guidance, free mentoring | sba.gov |
| Business licence | Your city or county clerk or licensing office |
| State tax registration | Your state's department of revenue |

## Then put the business into the app

Once you have a name, enter it with your phone number and service area in [Settings → Business](/settings#business), and make your public booking page look like the business in [Settings → Booking page brand](/settings#brand). Use exactly the registered name or DBA: customers will see it on confirmations and invoices, and it should match what appears on your bank statements and your insurance certificate.

## A realistic order for your first two weeks

1. Decide sole proprietor or LLC (ask an accountant if unsure).
2. Check the name; file the LLC or the DBA.
3. Get the EIN at irs.gov.
4. Open the business bank account.
5. Apply for the local business licence and any permits.
6. Get insurance before the first paid job (see the next article).
7. Set up the business, prices and booking page in the app.

None of this needs to be perfect on day one. What matters is that the business exists on paper, its money is separate from yours, and you know which office in your state and city to call when something changes.
`,
  },
  {
    slug: 'insurance-for-a-mobile-detailer',
    category: 'Getting Started',
    title: 'Insurance a mobile detailer carries',
    content: `# Insurance a mobile detailer carries

You will spend your days inside other people's most expensive possession after their house, with chemicals, a pressure washer and a generator or power inverter, parked on their driveway or in an office car park. Sooner or later something will go wrong: a buffer burns through clear coat, a door is left open in the rain, a customer trips over your hose. Insurance is what turns that day from a disaster into a phone call.

This article explains the policies most mobile detailers carry and the questions to ask. Coverage, exclusions, required minimums and prices differ by insurer and by state, so treat it as a guide to the conversation with a licensed insurance agent, not advice on what to buy.

## General liability

General liability covers claims that your business injured someone or damaged their property: the customer who slips on your wet foam, the overspray on a neighbour's car, the garage door you scratch with a ladder.

What it usually does **not** cover is the car you are working on. Most general liability policies exclude property in your "care, custody or control". That gap is why detailers need the next policy.

## Garage keepers

Garage keepers coverage (sometimes written "garagekeepers") protects customers' vehicles while they are in your care, custody and control. For a detailer that means the car you are washing, polishing or shampooing. Typical examples are damage from a polisher, a chemical that stains an interior, or a car damaged while you are moving it.

Ask how it applies to a mobile business: some policies are written for a fixed shop and a stated location. Ask also whether it is **legal liability** (pays only when you are found responsible) or **direct** coverage (pays regardless of fault), and what the deductible and per-vehicle limit are. If you ever work on high-value cars, check that the per-vehicle limit is high enough.

## Commercial auto

Your van or SUV is now a work vehicle carrying equipment, water and chemicals to jobs. Personal auto policies usually exclude or limit business use, so a crash on the way to a job might not be covered at all under a personal policy. Tell your insurer how you use the vehicle and ask whether you need a commercial auto policy or a business-use endorsement. Some states set their own minimum auto liability limits; your agent will know them.

## Tools and equipment (inland marine)

Your pressure washer, extractor, polishers, generator and water tank can easily add up to several thousand dollars, and they live in a vehicle that is parked in public. Commercial auto usually covers the vehicle, not the equipment inside it. A **tools and equipment** policy, often called an **inland marine** policy or equipment floater, covers gear that moves from place to place against theft and damage. Keep a list of your equipment with serial numbers, receipts and photos: you will need it for the policy and for any claim.

## Other policies to ask about

- **Workers' compensation**: required in most states once you have employees, with rules that differ by state; check your state's workers' compensation agency.
- **Business owner's policy (BOP)**: a bundle of general liability and property cover some insurers sell to small businesses; ask whether it fits a mobile business.
- **Umbrella**: extra liability limits above your other policies, usually worth a look once you do fleet or commercial work.

## Questions to ask an agent

Take this list to two or three agents, ideally ones who insure other detailers or car washes:

1. Does general liability exclude customers' vehicles in my care, custody or control, and does the garage keepers policy fill that gap?
2. Is garage keepers legal liability or direct? What is the per-vehicle limit and the deductible?
3. Does the policy cover me at customers' homes and workplaces, not only at a fixed address?
4. Are my vehicle and its business use covered, and is the equipment inside it covered?
5. Are chemical damage, water damage and damage from polishing covered or excluded?
6. Is theft of a customer's car, or damage while I drive it, covered?
7. How quickly can you issue a certificate of insurance, and can you add a client as additional insured?

Get the answers in writing and read the exclusions, not just the summary page.

## Certificates of insurance for commercial clients

Dealerships, fleet managers, property managers and office parks will often ask for a **certificate of insurance** (COI) before you can work on their vehicles or their property. It is a one-page summary from your insurer listing your policies, limits and dates. Some will ask to be named as **additional insured**, and some contracts set minimum limits. Your agent issues these; ask how long it takes so you can answer a commercial lead the same day. Keep a current PDF on your phone.

## Make the day of a claim easier

Insurance works best with good records. Before you start a job, walk around the car and note existing scratches, chips and stains, and tell the customer. Record what you did and anything unusual in the job's notes, and keep each customer's vehicles and service history in [Customers](/customers), so that if a claim comes you can show what you did and when.

## When to buy

Before your first paid job. A policy costs far less than one repaint, and some commercial clients, apartment complexes and office car parks will not let you work without proof of coverage. Review it every year, and whenever you add a service (ceramic coatings, paint correction), an employee or a second vehicle.
`,
  },
  {
    slug: 'permits-and-water-runoff-rules',
    category: 'Getting Started',
    title: 'Permits and water-runoff rules',
    content: `# Permits and water-runoff rules

A mobile detailer works in other people's driveways and car parks, on streets the city regulates, and with water that ends up somewhere. That is why two kinds of rules matter: the licences and permits that let you operate, and the rules on where your wash water goes. Both are local. What is fine in one town can bring a fine in the next, so use this article as a checklist and confirm everything with your city or county. Nothing here is legal advice.

## The licences most detailers need

- **General business licence**: most cities or counties require one for any business operating there, and some require it in each city where you work, not only where you live. Ask the city or county clerk or the licensing office.
- **Home occupation permit**: if you run the business from home (keep equipment, park the van, do the paperwork), your zoning may require a home occupation permit. Rules often limit signage, customer visits and parking of work vehicles, and homeowners' associations can have their own rules.
- **Mobile vendor or mobile business permit**: some cities treat a business that serves customers at different sites as a mobile vendor and require a separate permit, sometimes with a vehicle inspection or a decal.
- **State registration**: your state may require you to register for sales tax or other taxes before you start (see the article on taxes and bookkeeping basics).
- **Property permission**: a private car park belongs to someone. For office parks, apartment complexes and dealerships, get the property manager's permission in writing; they may also ask for your certificate of insurance.

SBA.gov's "Apply for licenses and permits" page explains how federal, state and local licences fit together and links to state resources.

## Why wash water is regulated

Storm drains, the grates at the kerb and in car parks, usually carry water straight to local creeks, rivers, lakes or the ocean without treatment. Wash water from a car carries soap, brake dust, oil, road grime and dressings. Under the federal Clean Water Act, the EPA's stormwater program (the NPDES permits) requires many cities and counties to control pollutants entering their storm drain systems. In practice, many cities have ordinances that forbid letting wash water run into storm drains, and some have fines for it. The rules differ widely: some ban any discharge except clean water, some restrict soaps, some require mobile washers to collect their water.

Where to check:

- your city's or county's **public works** or **environmental services** department;
- the **local stormwater authority** or clean-water program (search your city's name with "stormwater" or "mobile washing");
- the EPA's stormwater pages at [epa.gov](https://www.epa.gov/npdes/npdes-stormwater-program), which explain the program and link to state agencies.

Ask them directly: "I am a mobile car detailer. Where may my wash water go, and do you have guidance for mobile washers?" Many authorities publish a one-page best-practice guide.

## Ways to keep water out of the drain

**Water reclamation mats.** A containment mat with raised edges goes under the car and catches the water; a small pump moves it into a holding tank. Dispose of the collected water where your local authority allows, often into a sanitary sewer connection (a sink or toilet drain, not a storm drain) with permission, or through a disposal service. Ask first: rules on where collected water may go differ too.

**Rinseless washes.** A rinseless wash uses a bucket or two of diluted product and microfibre towels, with no hose and no rinse. There is little or no runoff, which makes it a good fit for apartment car parks, offices and cities with strict rules. It suits cars with light to moderate dirt.

**Waterless washes.** A spray-on, wipe-off product for lightly dirty cars: no water, no runoff, fast. Not for heavy mud or sand, which can scratch.

**Block the nearest drain.** Drain covers or berms keep water away from a nearby grate while you collect it. Ask your local authority whether covering a drain is allowed where you work.

**Choose the spot.** Where you are allowed to let some water go, a lawn or gravel area that soaks it up is usually better than a sloped driveway to the street. Many cities still restrict soap in that water.

| Method | Water used | Runoff | Best for |
| --- | --- | --- | --- |
| Traditional wash with mat and tank | Most | Collected | Heavy dirt, full details |
| Rinseless wash | A few gallons | Little or none | Maintenance washes, apartments, offices |
| Waterless wash | None | None | Light dust, quick touch-ups |

## Put it in your process

Decide your water method per type of job, then write it down as part of your standard process. In the app, describe each service honestly in [Settings → Service pricing](/settings#pricing): if you bring water and collect it, say so; if a maintenance wash is rinseless, say that it needs no hose connection. Customers at apartments often ask exactly that before they book.

If a customer or a property manager asks what you do with your water, answer in one sentence: "I use a containment mat and take the water away" or "I use a rinseless method with no runoff." It shows you are a professional, and commercial clients care about it as much as the city does.

## A short checklist

1. Ask the city or county clerk which business licence and permits you need, including home occupation and mobile vendor rules.
2. Call the local stormwater authority and ask what mobile washers must do with wash water.
3. Choose your methods: mat and tank, rinseless, waterless.
4. Get written permission for private car parks.
5. Keep copies of every licence and permit in your phone, and note renewal dates in your calendar.
`,
  },
  {
    slug: 'taxes-and-bookkeeping-basics',
    category: 'Getting Started',
    title: 'Taxes and bookkeeping basics',
    content: `# Taxes and bookkeeping basics

Nobody starts a detailing business to do bookkeeping, but a few habits from the first week make tax time short and tell you whether the business is actually making money. This article covers the basics for a one-person US business. Tax rules change and depend on your situation and your state: use it to know what to ask, and check with a tax professional or the IRS before you decide anything.

## Habit 1: keep business money separate

Use a business bank account (see the article on registering your business) and, ideally, one card for business spending only. Every customer payment goes in; every supply, fuel fill-up and tool is paid from it. When the two are separate, your bank statement is most of your bookkeeping.

## Habit 2: record every sale

Every job should end with a record of what you were paid and how: card, cash, check or a payment app. The app does much of this for you: invoices sent with pay links are marked paid when the customer pays, tips are recorded, and you record cash and checks on the invoice yourself. Do it the same day, before you forget.

The [Money](/money) screen then shows what you collected this week and this month, what is unpaid and which finished jobs have not been billed. Check it once a week; an unpaid invoice is easier to chase after 7 days than after 70.

## Habit 3: record every expense

Deductible business expenses reduce the profit you pay tax on. For a mobile detailer they typically include:

- chemicals, towels, pads and other supplies;
- equipment (pressure washer, extractor, polishers, generator);
- vehicle costs (see the mileage log below);
- insurance, licences and permits;
- phone and software used for the business;
- marketing (cards, flyers, a vehicle wrap).

Keep every receipt: photograph paper receipts the day you get them, or keep them in a folder per month. A spreadsheet or bookkeeping app with one row per expense (date, vendor, amount, category) is enough to start. The IRS explains what records to keep, and for how long, in its small-business recordkeeping guidance at irs.gov.

## Habit 4: keep a mileage log

Driving to customers is a large part of a mobile business. For vehicle costs the IRS generally lets you use either the **standard mileage rate** (a rate per business mile, published each year at irs.gov) or your **actual expenses** (a business share of fuel, repairs, insurance and depreciation). Either way you need a log: date, start and end point, purpose and miles for each business trip. Rules on when you may switch methods apply, so ask a tax professional before your first return.

Your schedule in the app already holds each job's date and address, which makes filling in the log easier: at the end of the day, open [Schedule](/schedule) and write down the day's route.

## Habit 5: set money aside for taxes

As an employee, tax was taken out of each paycheck. Now nobody does that for you.

**Self-employment tax.** The IRS explains that self-employed people pay Social Security and Medicare tax themselves through self-employment tax, generally when net earnings from self-employment are $400 or more for the year. It is on top of income tax. The IRS's page on self-employment tax gives the current rate and how it is calculated.

**Quarterly estimated taxes.** If you expect to owe tax for the year, you are generally expected to pay it during the year in four estimated payments, using **IRS Form 1040-ES**. The form's instructions give the due dates (usually in April, June, September and January) and the worksheet; you can pay online through irs.gov. Paying too little or too late can bring a penalty. Many states have their own estimated payments too.

**A simple habit.** Move a fixed share of every payment into a separate savings account the day it arrives, and pay the quarterly estimates from it. Which share is right for you depends on your income, deductions and state; a tax professional can help you set it in your first year.

## Sales tax on services

Whether detailing is subject to sales tax differs by state, and sometimes by city or county. Some states tax car washing or detailing services, others do not, and some tax the products you sell but not the labour. Check your **state's department of revenue** (search "sales tax" and "car wash" or "detailing services"). If you must collect it, you usually register with the state before your first sale, add the tax to your invoices and file returns on the schedule the state gives you.

## A weekly and quarterly routine

| When | What |
| --- | --- |
| Every job | Record payment; photograph receipts |
| Every week (15 minutes) | Check [Money](/money) for unpaid and unbilled jobs; enter expenses; fill in the mileage log |
| Every month | Reconcile the bank statement against your records |
| Every quarter | Pay the estimated tax (Form 1040-ES) and any state payment; file sales tax if required |
| Every year | Take your records to a tax professional or file yourself |

## Where to check

- **IRS (irs.gov)**: Form 1040-ES, self-employment tax, the standard mileage rate, recordkeeping, Schedule C.
- **Your state's department of revenue**: state income tax, sales tax on services, state estimated payments.
- **SBA.gov**: general guidance and free counselling through its resource partners.
- **A tax professional (CPA or enrolled agent)**: for anything specific to you. An hour with one in your first month is money well spent.

Set up these habits now, while you have three customers rather than three hundred, and tax season becomes a folder you hand over rather than a month of digging through receipts.
`,
  },
];
