// Loads the built-in articles and script templates into an empty database once per installation.
import { SAMPLE_ARTICLES } from '../../../common/sample-articles.js';
import type { Prisma } from '../../db/client.js';
import { seedOnce } from '../../db/seed-once.js';

export const CONTENT_SEED_MARKER = 'seed.content.v1';

const SCRIPTS: { category: string; title: string; message: string }[] = [
  {
    category: 'Text Messages',
    title: 'First reply to an inquiry',
    message: "Hi {customerName}! This is {firstName} with {businessName}. Thanks for reaching out! What kind of car do you have, and what day works best? I have {availableDays} open this week.",
  },
  {
    category: 'Text Messages',
    title: 'Package options',
    message: 'Great question! For your {carType} I offer: Basic Wash & Vacuum {basicPrice}, Interior Detail {interiorPrice}, Full Detail {fullPrice}. I come to you in {city}. Which sounds best?',
  },
  {
    category: 'Text Messages',
    title: 'Appointment confirmation',
    message: "Hi {customerName}, you're all set for your {serviceName} on {date} at {time} at {location}. It takes about {duration}. Reply here if anything changes! — {firstName}, {businessName}",
  },
  {
    category: 'Cold Calling',
    title: 'Calling a local business',
    message: "Hi, this is {firstName} with {businessName}, a mobile detailing service here in {city}. We clean company vehicles on-site so your team never leaves work. Who looks after your vehicles? I'd love to do one for free so you can see the quality.",
  },
  {
    category: 'Cold Calling',
    title: 'Calling back a past lead',
    message: "Hi {customerName}, it's {firstName} from {businessName}. You asked about a detail a while ago and I wanted to follow up. I have {availableDay} open — would your {carColor} {carType} like some attention?",
  },
  {
    category: 'Email Templates',
    title: 'Quote by email',
    message: "Subject: Your detailing quote from {businessName}\n\nHi {customerName},\n\nThanks for asking about a detail for your {carType}. I recommend our {serviceName} for {price}. It takes about {duration} and I come to you anywhere in {city}.\n\nReply with a day that works and I'll lock it in.\n\n{firstName}\n{businessName} · {phone}",
  },
  {
    category: 'Email Templates',
    title: 'Fleet proposal',
    message: "Subject: On-site vehicle care for your team\n\nHi {customerName},\n\n{businessName} keeps company vehicles clean without your staff losing time. We come to your lot on a set schedule and detail several vehicles per visit.\n\nCould I bring a free demo on {date}?\n\n{firstName} · {phone}",
  },
  {
    category: 'In-Person Scripts',
    title: 'Neighbor conversation after a job',
    message: "Hi! I'm {firstName} with {businessName} — I just finished your neighbor's car. I'm in the neighborhood again on {availableDay}. Want me to save you a spot? First-time customers get 20% off.",
  },
  {
    category: 'In-Person Scripts',
    title: 'Walk-around upsell',
    message: "Before I start, let's walk around together. I noticed the headlights are cloudy — I can restore them today for {price}. It makes a big difference at night. Want me to add it?",
  },
  {
    category: 'Follow-Up',
    title: 'Day-after check-in',
    message: "Hi {customerName}, {firstName} from {businessName} here. How is the car looking today? If anything isn't perfect, tell me and I'll make it right.",
  },
  {
    category: 'Follow-Up',
    title: 'Time for the next detail',
    message: "Hi {customerName}! It's been about a month since your last detail. Want me to come by {availableDay}? As a returning customer you get 10% off this week.",
  },
  {
    category: 'Review Requests',
    title: 'Google review request',
    message: "Thanks again for choosing {businessName}, {customerName}! If you're happy with your {carType}, a quick Google review would help a small local business a lot. It only takes a minute!",
  },
  {
    category: 'Review Requests',
    title: 'Review reminder',
    message: "Hi {customerName}, {firstName} here — just a friendly reminder about that review if you have a moment. Thank you so much for supporting {businessName}!",
  },
];

export function seedContent(prisma: Prisma) {
  return seedOnce(prisma, CONTENT_SEED_MARKER, async (tx) => {
    if ((await tx.article.count()) === 0) {
      await tx.article.createMany({
        data: SAMPLE_ARTICLES.map(({ id: _id, ...a }, i) => ({ ...a, status: 'published' as const, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })),
      });
    }
    if ((await tx.scriptTemplate.count()) === 0) {
      await tx.scriptTemplate.createMany({ data: SCRIPTS.map((s, i) => ({ ...s, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })) });
    }
  });
}
