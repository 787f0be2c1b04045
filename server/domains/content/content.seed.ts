// Loads the built-in content once per installation: the script templates into an empty table, and the
// starter library of the Learning Center (#59), which replaces the nine samples of earlier releases.
import { STARTER_LIBRARY } from '../../../common/library/index.js';
import { SAMPLE_ARTICLES } from '../../../common/sample-articles.js';
import type { Prisma } from '../../db/client.js';
import type { Prisma as PrismaNS } from '../../db/generated/prisma/client.js';
import { seedOnce } from '../../db/seed-once.js';
import { articleReadTime } from './content.reading.js';

export const CONTENT_SEED_MARKER = 'seed.content.v1';
export const LIBRARY_SEED_MARKER = 'seed.library.v1';

/** When the library's articles were added: a minute apart from here, so their order holds (createdAt). */
export const LIBRARY_CREATED_AT = Date.UTC(2026, 0, 1);

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
    message: "Thanks again for choosing {businessName}, {customerName}! How did your {carType} turn out? A quick Google review, whatever you thought, helps a small local business a lot. It only takes a minute!",
  },
  {
    category: 'Review Requests',
    title: 'Review reminder',
    message: "Hi {customerName}, {firstName} here — just a friendly reminder about that review if you have a moment. Thank you so much for supporting {businessName}!",
  },
];

/**
 * The starter library, once per installation (its marker), in one transaction:
 * - the samples of earlier releases still as shipped (same category, title and content) are deleted;
 *   a sample the operator edited, and the operator's own articles, stay as they are;
 * - the library is added, published, in its order, when the table was empty (a fresh install) or held
 *   shipped samples (it replaces them); an article whose title is already there is not added twice;
 * - every article left gets its read time computed from its content (earlier releases stored a typed one).
 * After that the library's articles are ordinary rows: the operator edits and deletes them, and the
 * marker keeps the seed from bringing them back.
 */
async function loadLibrary(tx: PrismaNS.TransactionClient) {
  const before = await tx.article.count();
  const samples = await tx.article.findMany({
    where: { OR: SAMPLE_ARTICLES.map((a) => ({ category: a.category, title: a.title, content: a.content })) },
    select: { id: true },
  });
  if (samples.length) await tx.article.deleteMany({ where: { id: { in: samples.map((a) => a.id) } } });
  if (before === 0 || samples.length > 0) {
    const taken = new Set((await tx.article.findMany({ select: { title: true } })).map((a) => a.title));
    await tx.article.createMany({
      data: STARTER_LIBRARY.map(({ slug: _slug, ...a }, i) => ({
        ...a,
        readTime: articleReadTime(a.content),
        status: 'published' as const,
        createdAt: new Date(LIBRARY_CREATED_AT + i * 60_000),
      })).filter((a) => !taken.has(a.title)),
    });
  }
  // Raw, so an article's updatedAt (what the operator last changed) stays as it was.
  for (const a of await tx.article.findMany({ select: { id: true, content: true, readTime: true } })) {
    const readTime = articleReadTime(a.content);
    if (a.readTime !== readTime) await tx.$executeRaw`UPDATE "Article" SET "readTime" = ${readTime} WHERE id = ${a.id}`;
  }
}

/** Seeds what has not been seeded yet; true when this call loaded something. */
export async function seedContent(prisma: Prisma) {
  const scripts = await seedOnce(prisma, CONTENT_SEED_MARKER, async (tx) => {
    if ((await tx.scriptTemplate.count()) === 0) {
      await tx.scriptTemplate.createMany({ data: SCRIPTS.map((s, i) => ({ ...s, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })) });
    }
  });
  const library = await seedOnce(prisma, LIBRARY_SEED_MARKER, loadLibrary);
  return scripts || library;
}
