// The default 30-day program for someone starting a mobile detailing business (loaded once into an empty database).
// A task with an `action` completes itself when the owner does it in the product (#59: "Done in the app").
import type { ProgramAction } from '../../../common/program-actions.js';

export interface SeedTask {
  title: string;
  action?: ProgramAction;
  description: string;
  timeRequired: string;
  checklist: string[];
  scripts?: { name: string; text: string }[];
}

export interface SeedDay {
  theme: string;
  tasks: SeedTask[];
}

export const PROGRAM_CONTENT: SeedDay[] = [
  // Week 1: the foundation
  {
    theme: 'Lay Your Foundation',
    tasks: [
      {
        title: 'Write your one-sentence offer',
        description: 'Customers decide in seconds. Write one sentence that says who you serve, what you do and why it is easy: "I detail cars at your home or office in Olathe, so you never lose a Saturday at the car wash."',
        timeRequired: '20 minutes',
        checklist: ['Name the area you serve', 'Name the main result (clean car, no hassle)', 'Say it out loud to one person and refine it', 'Save it in your phone notes'],
      },
      {
        title: 'Check your booking page',
        description: 'Your public booking page is live. Open it on your phone the way a customer would and make sure your phone number, services and prices are right.',
        timeRequired: '15 minutes',
        checklist: ['Open your page from the More tab', 'Tap "Text to Book" and confirm it opens a message to your number', 'Fix any price or description in Settings'],
      },
      {
        title: 'Tell five people you are open',
        description: 'Your first customers are people who already trust you. Send a short personal text to five friends or family members with your booking link.',
        timeRequired: '20 minutes',
        checklist: ['Pick five people who drive', 'Send each a personal text (not a group message)', 'Log every reply as a conversation'],
        scripts: [
          {
            name: 'Launch text to friends',
            text: "Hey {customerName}! I just started my own mobile detailing business — I come to you and make your car look new again. I'm booking my first customers this week at a friends-and-family price. Want me to save you a spot? {bookingLink}",
          },
        ],
      },
      {
        title: 'Add your first customer',
        action: 'customer.created',
        description: 'Put the first person who said yes (or a friend whose car you will practise on) in your Customers list, with their phone number. This task ticks itself when your first customer is saved in the app.',
        timeRequired: '5 minutes',
        checklist: ['Open Customers', 'Add their name and phone number', 'Add their vehicle if you know it'],
      },
    ],
  },
  {
    theme: 'Make It Official',
    tasks: [
      {
        title: 'Choose your business structure',
        description: 'A sole proprietorship is fastest; an LLC separates business debts from your personal ones. Look up your state\'s LLC filing fee and decide which fits you now.',
        timeRequired: '30 minutes',
        checklist: ["Read your state's LLC page", 'Note the filing fee and annual fee', 'Decide: sole proprietor now or LLC now', 'Put a date on the calendar to file'],
      },
      {
        title: 'Get your EIN and a business bank account',
        description: "An EIN from the IRS is free and takes minutes online. A separate bank account keeps taxes simple and makes you look professional when customers pay.",
        timeRequired: '45 minutes',
        checklist: ['Apply for an EIN on irs.gov (free)', 'Open a business checking account', 'Set up a way to take cards (Square, Stripe or similar)'],
      },
    ],
  },
  {
    theme: 'Protect Yourself',
    tasks: [
      {
        title: 'Get insurance quotes',
        description: "General liability protects you if you damage a customer's property; garage keepers coverage protects the car you are working on. Get at least two quotes.",
        timeRequired: '45 minutes',
        checklist: ['Request a general liability quote', 'Ask specifically about garage keepers coverage', 'Compare two quotes', 'Save the certificate to show commercial clients'],
      },
      {
        title: 'Write your damage and weather policy',
        description: 'Decide now what happens if it rains, if a customer cancels late, or if a car has pre-existing damage. Clear rules prevent arguments later.',
        timeRequired: '20 minutes',
        checklist: ['Rain policy (reschedule free)', 'Cancellation window (24 hours is common)', 'Walk-around photos before every job', 'Add the policy to your booking confirmation text'],
      },
    ],
  },
  {
    theme: 'Stock Your Kit',
    tasks: [
      {
        title: 'Build your starter supply list',
        description: 'You do not need everything on day one. Start with what your three services require and buy quality where it touches paint.',
        timeRequired: '40 minutes',
        checklist: ['Two buckets with grit guards', 'pH-neutral soap and a wash mitt', 'Microfiber towels (at least 20)', 'Wheel cleaner and brushes', 'Interior cleaner, vacuum and detail brushes', 'Spray wax or sealant'],
      },
      {
        title: 'Solve water and power',
        description: "Most customers will let you use their spigot and outlet, but not all. Decide whether you need a water tank, a rinseless wash product or a generator.",
        timeRequired: '30 minutes',
        checklist: ['Buy a rinseless wash product for apartments', 'Price a 35–65 gallon water tank', 'Carry a 50 ft hose and extension cord', 'Ask about water and power when booking'],
      },
    ],
  },
  {
    theme: 'Price for Profit',
    tasks: [
      {
        title: 'Know your cost per job',
        description: 'Add up products, fuel and time for each service. Your price should cover costs and pay you at least $35–50 an hour for your time.',
        timeRequired: '40 minutes',
        action: 'pricing.set',
        checklist: ['Estimate product cost per service', 'Estimate drive time and fuel', 'Time yourself on one full detail', 'Save your prices by vehicle size in Settings'],
      },
      {
        title: 'Research local competitors',
        description: 'Look up three detailers in your area. Note their prices, packages and reviews. You are not trying to be cheapest — you are trying to be the easiest to say yes to.',
        timeRequired: '30 minutes',
        checklist: ['Find three local detailers online', 'Write down their package prices', 'Note what customers praise in reviews', 'Pick one thing you will do better'],
      },
    ],
  },
  {
    theme: 'Your First Practice Detail',
    tasks: [
      {
        title: 'Detail your own car start to finish',
        description: 'Run a full service on your own or a family car, in order, with a timer. This is your rehearsal for paying customers.',
        timeRequired: '3 hours',
        checklist: ['Take before photos from four angles', 'Follow your Premium Detail steps in order', 'Time each stage', 'Take after photos in good light'],
      },
      {
        title: 'Write your process checklist',
        description: 'Turn what you just did into a repeatable checklist so every car gets the same quality, even on busy days.',
        timeRequired: '20 minutes',
        checklist: ['List every step in order', 'Mark steps you can skip for Basic', 'Note the products each step uses'],
      },
    ],
  },
  {
    theme: 'Review Week One',
    tasks: [
      {
        title: 'Follow up and book your first job',
        action: 'job.scheduled',
        description: 'Most people need a second nudge. Follow up kindly with anyone who did not answer, and book a date with anyone who said maybe. This task ticks itself when your first job is on your schedule.',
        timeRequired: '20 minutes',
        checklist: ['Reply to every unanswered text', 'Offer two specific time slots', 'Put the first yes on your schedule as a job'],
        scripts: [
          {
            name: 'Friendly follow-up',
            text: "Hi {customerName}, just circling back — I have openings {availableDays}. Want me to pencil you in for a {serviceName}? It's {price} and I come to you.",
          },
        ],
      },
      {
        title: 'Plan next week',
        description: 'Look at what worked this week and block time on your calendar for marketing every single day next week.',
        timeRequired: '15 minutes',
        checklist: ['Count conversations logged this week', 'Block 30 minutes a day for outreach', 'Pick two neighborhoods to focus on'],
      },
      {
        title: 'Set your business up in the app',
        action: 'business.onboarded',
        description: 'Your business name, phone, service area, hours and services are what customers see on your booking page. You did this when you set up the app; look back over them now that you have a week behind you.',
        timeRequired: '10 minutes',
        checklist: ['Read your business details in Settings', 'Fix anything that changed this week'],
      },
    ],
  },
  // Week 2: get found
  {
    theme: 'Get Found on Google',
    tasks: [
      {
        title: 'Create your Google Business Profile',
        description: 'When people search "mobile detailing near me", your Google profile is what they see. Set it up as a service-area business (no storefront needed).',
        timeRequired: '45 minutes',
        checklist: ['Create the profile as a service-area business', 'Add your service area and hours', 'Add your booking page as the website', 'Start the verification'],
      },
      {
        title: 'Upload your best photos',
        description: 'Before-and-after photos sell detailing. Upload at least five to your Google profile.',
        timeRequired: '15 minutes',
        checklist: ['Choose five before/after pairs', 'Crop so the car fills the frame', 'Upload to your Google profile'],
      },
    ],
  },
  {
    theme: 'Show Up on Social Media',
    tasks: [
      {
        title: 'Set up your business social accounts',
        description: 'Pick the one or two platforms your neighbors use most (often Facebook and Instagram). Use the same name and photo everywhere.',
        timeRequired: '30 minutes',
        action: 'booking-page.shared',
        checklist: ['Create the business page', 'Copy your booking link in the app and add it to the bio', 'Post your first before/after photo'],
      },
      {
        title: 'Join local community groups',
        description: 'Neighborhood Facebook groups and Nextdoor are where people ask for recommendations. Join, read the rules, and introduce yourself once.',
        timeRequired: '30 minutes',
        checklist: ['Join three local groups', 'Read each group\'s rules on promotion', 'Post one friendly introduction where allowed'],
        scripts: [
          {
            name: 'Community introduction post',
            text: "Hi neighbors! I'm {firstName}, and I just started {businessName}, a mobile detailing service here in {city}. I come to your driveway — no waiting at the car wash. I'm offering 20% off first details this month. Happy to answer any car-care questions too!",
          },
        ],
      },
    ],
  },
  {
    theme: 'Hit the Neighborhood',
    tasks: [
      {
        title: 'Print door hangers or flyers',
        description: 'Print 100 simple door hangers with your offer, price and a QR code to your booking page.',
        timeRequired: '45 minutes',
        checklist: ['Headline with your one-sentence offer', 'Starting price for your Basic service', 'QR code to your booking page', 'Order or print 100'],
      },
      {
        title: 'Finish a job and work its neighborhood',
        action: 'job.completed',
        description: "After every job, neighbors see the result. Mark the job complete in the app, then leave hangers on the 10 houses on each side with a 'just detailed your neighbor's car' note. This task ticks itself when your first job is completed.",
        timeRequired: '1 hour',
        checklist: ['Tap Complete on the job when you finish', 'Hang 20 door hangers on its street', 'Say hello to anyone outside'],
      },
    ],
  },
  {
    theme: 'Talk to People',
    tasks: [
      {
        title: 'Have five real conversations',
        description: 'Conversations are the engine of this business. Talk to five people today about your service — in person, by phone or by text — and log each one.',
        timeRequired: '1 hour',
        checklist: ['Two conversations before noon', 'Three more by evening', 'Log every conversation on your dashboard'],
        scripts: [
          {
            name: 'In-person opener',
            text: "Hi, I'm {firstName} — I run {businessName}. I do mobile detailing right in people's driveways around {city}. Do you ever get your car detailed?",
          },
        ],
      },
      {
        title: 'Handle the price question',
        description: 'When someone asks "how much?", answer with the price and the value in one breath, then ask for the booking.',
        timeRequired: '15 minutes',
        checklist: ['Practice your price answer out loud three times', 'Always end with a question that books a date'],
        scripts: [
          {
            name: 'Price answer',
            text: 'Our Premium Detail is {price} — that includes a full hand wash, clay bar, wax and a deep interior clean, and I come to you so you do not lose your afternoon. I have {availableDay} open — want it?',
          },
        ],
      },
    ],
  },
  {
    theme: 'Ask for Reviews',
    tasks: [
      {
        title: 'Request a review from every customer so far',
        action: 'review.requested',
        description: 'Reviews are your most powerful marketing. Ask every happy customer for a Google review while the shine is still fresh.',
        timeRequired: '20 minutes',
        checklist: ['Copy your Google review link', 'Text every past customer', 'Thank everyone who leaves one'],
        scripts: [
          {
            name: 'Review request',
            text: 'Thanks again for trusting me with your {carType}, {customerName}! If you were happy with it, a quick Google review would mean the world to a new small business: {reviewLink}',
          },
        ],
      },
    ],
  },
  {
    theme: 'Build Your Referral Engine',
    tasks: [
      {
        title: 'Create a referral offer',
        description: 'Give happy customers a reason to talk about you: $20 off their next detail for every friend who books.',
        timeRequired: '20 minutes',
        checklist: ['Decide the reward', 'Write it into your after-service text', 'Track referrals in customer notes'],
        scripts: [
          {
            name: 'Referral ask',
            text: 'Glad you love it, {customerName}! If a friend books with me, you both get $20 off your next detail — just have them mention your name.',
          },
        ],
      },
      {
        title: 'Reconnect with your week-one list',
        description: 'Anyone who said "maybe later" a week ago is worth a second friendly message now that you have photos to show.',
        timeRequired: '20 minutes',
        checklist: ['Send three follow-ups with a before/after photo', 'Log the conversations'],
      },
    ],
  },
  {
    theme: 'Review Week Two',
    tasks: [
      {
        title: 'Measure your marketing',
        description: 'Ask every new customer how they found you and write it in their notes. Next week, double down on what works.',
        timeRequired: '20 minutes',
        checklist: ['Add "how did you hear about us" to customer notes', 'Count leads from each channel', 'Drop the channel that brought nothing'],
      },
      {
        title: 'Tidy your customer list',
        description: 'Make sure every person you have detailed or talked to is in your Customers list with the right status.',
        timeRequired: '20 minutes',
        checklist: ['Add any missing customers', 'Mark leads, active and inactive', 'Add vehicles for past customers'],
      },
      {
        title: 'Send your first invoice',
        action: 'invoice.sent',
        description: 'An invoice with your business name and a pay link looks professional and gets paid faster than "just Venmo me". Send one for your last job from the app.',
        timeRequired: '10 minutes',
        checklist: ['Open the job in the app', 'Create the invoice and check the amount', 'Send it to the customer'],
      },
    ],
  },
  // Week 3: sell and serve
  {
    theme: 'Master the Booking Call',
    tasks: [
      {
        title: 'Script your booking call',
        description: 'A booking call has four parts: greet, ask about the car, recommend a package, book a time. Practise until it feels natural.',
        timeRequired: '30 minutes',
        checklist: ['Write your four-part call', 'Role-play it with a friend', 'Keep it next to your phone'],
        scripts: [
          {
            name: 'Booking call',
            text: "Thanks for calling {businessName}, this is {firstName}! What kind of car do you have? ... For a {carColor} {carType} that sees daily use, I'd recommend our {serviceName} at {price}. It takes about {duration}. I can come {availableDay} at {time} — does that work?",
          },
        ],
      },
    ],
  },
  {
    theme: 'Upsell With Care',
    tasks: [
      {
        title: 'Add two add-on services',
        description: 'Add-ons like headlight restoration or pet hair removal raise your average ticket without more driving. Add two to your pricing.',
        timeRequired: '30 minutes',
        checklist: ['Pick two add-ons you can do well', 'Price them', 'Add them in Settings → Service Pricing'],
      },
      {
        title: 'Offer the add-on at the walk-around',
        description: 'The best time to suggest an add-on is during the walk-around, when the customer is looking at the problem with you.',
        timeRequired: '10 minutes',
        checklist: ['Point out one problem you can fix', 'Offer the add-on with its price', 'Never push twice'],
      },
    ],
  },
  {
    theme: 'Create Repeat Customers',
    tasks: [
      {
        title: 'Design a maintenance plan',
        description: 'A monthly or bi-weekly maintenance wash at a lower price keeps your calendar full and your income predictable.',
        timeRequired: '30 minutes',
        checklist: ['Price a maintenance wash', 'Decide the frequency options', 'Write the offer for your after-service text'],
        scripts: [
          {
            name: 'Maintenance plan offer',
            text: "Your {carType} looks amazing, {customerName}! Want to keep it this way? I offer a maintenance wash every two weeks for {price} — same day, same time, no thinking about it.",
          },
        ],
      },
      {
        title: 'Set next-service dates',
        description: 'For every customer, record when their next service is due so you can reach out before they think of someone else.',
        timeRequired: '20 minutes',
        checklist: ['Add a next service date to every service record', 'Put reminders on your calendar'],
      },
    ],
  },
  {
    theme: 'Reach Businesses',
    tasks: [
      {
        title: 'List ten local businesses with vehicles',
        description: 'Real estate agents, contractors and small fleets need clean cars and pay reliably. List ten near you.',
        timeRequired: '30 minutes',
        checklist: ['Five real estate offices or agents', 'Three contractors or service companies', 'Two car lots or rental offices'],
      },
      {
        title: 'Make three business calls',
        description: 'Call or visit three of them. Ask who handles vehicle care and offer a free demo on one vehicle.',
        timeRequired: '45 minutes',
        checklist: ['Call three businesses', 'Offer one free demo', 'Log each call as a conversation'],
        scripts: [
          {
            name: 'Cold call to a business',
            text: "Hi, this is {firstName} with {businessName}. We detail vehicles on-site, so your team never has to leave work. Who takes care of your company vehicles? I'd love to do one for free so you can see the quality.",
          },
        ],
      },
    ],
  },
  {
    theme: 'Polish Your Presence',
    tasks: [
      {
        title: 'Post three before-and-afters',
        description: 'Consistency beats perfection. Post three transformations this week with a short caption and your booking link.',
        timeRequired: '30 minutes',
        checklist: ['Pick your three best recent jobs', 'Write captions that name the neighborhood', 'Post and reply to every comment'],
      },
      {
        title: 'Answer every review',
        description: 'Reply to every Google review, good or bad. Future customers read your replies.',
        timeRequired: '15 minutes',
        checklist: ['Thank positive reviewers by name', 'Answer any criticism calmly and offer to make it right'],
      },
    ],
  },
  {
    theme: 'Follow Up Like a Pro',
    tasks: [
      {
        title: 'Text last month\'s customers',
        description: 'Customers from a month ago are due again. A friendly check-in brings many back.',
        timeRequired: '20 minutes',
        checklist: ['Filter customers served 3–5 weeks ago', 'Send each a check-in text', 'Offer a specific day'],
        scripts: [
          {
            name: 'Service reminder',
            text: "Hi {customerName}, it's {firstName} from {businessName}! It's been about a month since your last detail — want me to come by {availableDay}? Returning customers get 10% off this week.",
          },
        ],
      },
      {
        title: 'Record every payment',
        action: 'payment.recorded',
        description: 'Cash, card, Venmo or an invoice paid online: record every payment against its job so your numbers tell the truth. This task ticks itself when the first payment is recorded in the app.',
        timeRequired: '10 minutes',
        checklist: ['Open a job you were paid for', 'Record the amount and how they paid', 'Check Money shows it'],
      },
    ],
  },
  {
    theme: 'Review Week Three',
    tasks: [
      {
        title: 'Check your numbers',
        description: 'Count jobs, revenue and average ticket for the last three weeks. Knowing your numbers is what turns a hustle into a business.',
        timeRequired: '30 minutes',
        checklist: ['Total jobs completed', 'Total revenue', 'Average price per job', 'Best lead source'],
      },
      {
        title: 'Set your week-four goal',
        description: 'Pick one number to beat next week: jobs booked, conversations, or average ticket.',
        timeRequired: '10 minutes',
        checklist: ['Write the goal down', 'Break it into a daily target'],
      },
    ],
  },
  // Week 4: systems and growth
  {
    theme: 'Own Your Schedule',
    tasks: [
      {
        title: 'Build your weekly schedule',
        description: 'Group jobs by area to cut driving, and leave buffer time between appointments.',
        timeRequired: '30 minutes',
        action: 'availability.set',
        checklist: ['Assign neighborhoods to days', 'Set a realistic number of jobs per day', 'Save your working hours in Settings → Availability', 'Block one admin hour each week'],
      },
      {
        title: 'Send confirmations the day before',
        action: 'message.sent',
        description: 'A reminder the day before cuts no-shows and tells the customer what to expect. The app sends a confirmation and a reminder for every job (or hands them to you to text); this task ticks itself when the first message to a customer goes out.',
        timeRequired: '15 minutes',
        checklist: ['Write your confirmation template', 'Include time, address and water/power needs'],
        scripts: [
          {
            name: 'Appointment confirmation',
            text: "Hi {customerName}! Confirming your {serviceName} tomorrow at {time} at {location}. I'll need access to a water spigot and an outlet if possible. See you then! — {firstName}",
          },
        ],
      },
    ],
  },
  {
    theme: 'Deliver a Wow Moment',
    tasks: [
      {
        title: 'Add a signature touch',
        description: 'Small surprises get talked about: an air freshener, a handwritten thank-you card, or a before/after photo sent right after the job.',
        timeRequired: '20 minutes',
        checklist: ['Choose your signature touch', 'Buy supplies for 20 jobs', 'Use it on every job this week'],
      },
      {
        title: 'Send the after-photo text',
        description: 'Before the customer even walks outside, send the transformation photo. It makes the moment — and often gets shared.',
        timeRequired: '10 minutes',
        checklist: ['Take the after photo in the best light', 'Text it with a thank-you'],
      },
    ],
  },
  {
    theme: 'Seasonal Promotions',
    tasks: [
      {
        title: 'Plan a seasonal offer',
        description: 'Spring pollen, summer road trips, fall leaves and winter salt all create demand. Plan one offer tied to the season ahead.',
        timeRequired: '30 minutes',
        checklist: ['Pick the season\'s main car problem', 'Create a package that solves it', 'Set a deadline for the offer'],
        scripts: [
          {
            name: 'Seasonal promotion',
            text: '{city} roads are rough on paint this time of year! For the next two weeks, {businessName} is offering 20% off our {serviceName}. Book before {date}: {bookingLink}',
          },
        ],
      },
    ],
  },
  {
    theme: 'Partner Up',
    tasks: [
      {
        title: 'Find two referral partners',
        description: 'Mechanics, body shops and car dealers meet your customers every day. Offer them a referral fee or a free detail for every customer they send.',
        timeRequired: '45 minutes',
        checklist: ['List five potential partners', 'Visit or call two of them', 'Leave cards or flyers with each'],
      },
    ],
  },
  {
    theme: 'Systems That Save Time',
    tasks: [
      {
        title: 'Create your message templates',
        description: 'Save your best texts — booking, confirmation, follow-up, review request — so replying takes seconds.',
        timeRequired: '30 minutes',
        checklist: ['Open the Sales Scripts library', 'Copy the five templates you use most', 'Save them as phone text shortcuts'],
      },
      {
        title: 'Restock before you run out',
        description: 'Running out of towels mid-job costs money. Make a restock list with reorder points.',
        timeRequired: '20 minutes',
        checklist: ['Count your supplies', 'Set a reorder point for each', 'Order what is low'],
      },
    ],
  },
  {
    theme: 'Raise Your Average Ticket',
    tasks: [
      {
        title: 'Introduce a premium package',
        description: 'Some customers always buy the best. A top-tier package with paint correction or ceramic coating gives them the option.',
        timeRequired: '40 minutes',
        checklist: ['Decide what makes it premium', 'Price it at least 2x your mid package', 'Add it to your pricing'],
      },
    ],
  },
  {
    theme: 'Review Week Four',
    tasks: [
      {
        title: 'Compare week four to week one',
        description: 'Look at how far you have come: conversations per day, jobs per week, and your reviews.',
        timeRequired: '20 minutes',
        checklist: ['Count conversations this week', 'Count jobs this week', 'Count reviews total'],
      },
      {
        title: 'Thank the people who helped',
        description: 'Your first customers and referrers took a chance on you. A thank-you text builds loyalty that lasts years.',
        timeRequired: '15 minutes',
        checklist: ['Text your first five customers a thank-you', 'Thank every referral partner'],
      },
    ],
  },
  {
    theme: 'Plan Your Next 30 Days',
    tasks: [
      {
        title: 'Set your 90-day revenue goal',
        description: 'Decide how much you want to earn in the next 90 days and work backwards to jobs per week.',
        timeRequired: '30 minutes',
        checklist: ['Pick the revenue goal', 'Divide by your average ticket', 'Turn it into jobs per week'],
      },
      {
        title: 'Choose your next investment',
        description: 'Decide the one upgrade that would grow the business most: a water tank, better vehicle signage, or paid ads.',
        timeRequired: '20 minutes',
        checklist: ['List three possible upgrades', 'Estimate the return of each', 'Pick one and set a date'],
      },
    ],
  },
  {
    theme: 'Launch Into Month Two',
    tasks: [
      {
        title: 'Write your daily routine',
        description: 'The program ends, the habits do not. Write the daily routine you will keep: conversations, follow-ups, posts and reviews.',
        timeRequired: '20 minutes',
        checklist: ['Two conversations every day', 'One follow-up block', 'One post a week', 'Ask every customer for a review'],
      },
      {
        title: 'Celebrate and share your progress',
        description: 'You built a business in 30 days. Share your journey on social media — people love to support a local success story.',
        timeRequired: '15 minutes',
        checklist: ['Post your favorite transformation', 'Thank your customers publicly', 'Invite new customers to book'],
      },
    ],
  },
];
