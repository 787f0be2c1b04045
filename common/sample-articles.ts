// The nine sample articles of releases before #59, as they shipped: no longer loaded. The starter library
// (common/library/) replaced them; its seed (server/domains/content/content.seed.ts) recognises these
// (category, title and content unchanged) to replace them on an install that still has them untouched.
export const SAMPLE_ARTICLES = [
  {
    id: 'sample-two-bucket',
    category: 'Detailing Techniques',
    title: 'The Two-Bucket Wash: Stop Scratching Paint',
    readTime: '4 min',
    content: `# The Two-Bucket Wash

Most swirl marks are put on a car during the wash. Dirt picked up by the mitt gets dragged across the paint on the next pass.

## What you need

- Two buckets, each with a grit guard
- A pH-neutral car shampoo
- A microfiber or wool wash mitt

## The method

Fill one bucket with soapy water and one with clean rinse water. Load the mitt with soap, wash one panel from the top down, then rinse the mitt in the clean bucket before going back to the soap.

Work from the roof down and save the lower panels and wheels for last: they hold the most grit.

### Pro tip

Use a separate mitt and bucket for wheels. Brake dust is the most abrasive dirt on the car.`,
  },
  {
    id: 'sample-interior',
    category: 'Detailing Techniques',
    title: 'Interior Detailing in the Right Order',
    readTime: '5 min',
    content: `# Interior Detailing in the Right Order

Working top to bottom means dust always falls onto surfaces you have not cleaned yet.

## The order

1. Remove floor mats and trash
2. Blow out vents and seams with compressed air
3. Vacuum headliner edges, seats, then carpet
4. Clean hard surfaces with an interior cleaner and a soft brush
5. Treat leather or shampoo fabric
6. Clean glass last, inside and out

A consistent order makes every interior take the same time, which makes your pricing reliable.`,
  },
  {
    id: 'sample-clay',
    category: 'Detailing Techniques',
    title: 'When to Clay Bar a Car',
    readTime: '3 min',
    content: `# When to Clay Bar a Car

After washing, run the back of your hand inside a thin plastic bag over the paint. If it feels gritty, bonded contaminants are there and wax will not bond well.

Clay with plenty of lubricant, light pressure and straight lines. Fold the clay often to expose a clean face. A clay treatment is a natural upgrade to sell with a wax or sealant.`,
  },
  {
    id: 'sample-pricing',
    category: 'Business Growth',
    title: 'Pricing Your Services for Profit',
    readTime: '6 min',
    content: `# Pricing Your Services for Profit

Your price has to cover products, fuel, insurance and your time, and still leave profit.

## Work out your hourly target

Decide what your hour is worth (many detailers aim for $40 to $60). Time each service, then multiply.

## Build three packages

Offer a basic, a middle and a premium package. Most customers choose the middle one, so make it your best value.

## Raise prices when you are booked out

If your calendar is full two weeks ahead, your prices are too low. Raise them 10% for new customers.`,
  },
  {
    id: 'sample-repeat',
    category: 'Business Growth',
    title: 'Turning One-Time Customers into Regulars',
    readTime: '5 min',
    content: `# Turning One-Time Customers into Regulars

A regular customer is worth many times a one-time job. Offer a maintenance plan at the end of every first detail, while the customer is admiring the result.

Record the next service date for every customer and text them a few days before it. Predictable income lets you plan, hire and grow.`,
  },
  {
    id: 'sample-fleet',
    category: 'Business Growth',
    title: 'Landing Your First Fleet Account',
    readTime: '6 min',
    content: `# Landing Your First Fleet Account

Businesses with several vehicles want them clean without losing staff time. Start with real estate offices, contractors and small delivery companies.

Offer one free vehicle as a demo, then propose a recurring visit where you clean several vehicles in one trip. Fewer miles, more revenue.`,
  },
  {
    id: 'sample-google',
    category: 'Marketing & Sales',
    title: 'Getting Found on Google as a Mobile Detailer',
    readTime: '5 min',
    content: `# Getting Found on Google

Set up a Google Business Profile as a service-area business. Add your service area, hours, services with prices, and your booking page as the website.

Post before-and-after photos every week and ask every happy customer for a review. Reviews and fresh photos are what move you up in local results.`,
  },
  {
    id: 'sample-objections',
    category: 'Marketing & Sales',
    title: 'Answering "That\'s Too Expensive"',
    readTime: '4 min',
    content: `# Answering "That's Too Expensive"

Do not drop your price. Compare instead: a car wash line plus the drive plus the waiting costs an afternoon. You come to them.

Offer a smaller package if budget is the real issue, and always end with a question that books a time.`,
  },
  {
    id: 'sample-photos',
    category: 'Marketing & Sales',
    title: 'Before-and-After Photos That Sell',
    readTime: '3 min',
    content: `# Before-and-After Photos That Sell

Shoot the same angle before and after, in open shade, with the whole panel in frame. Close-ups of wheels, seats and cup holders show the most dramatic change.

Post with the neighborhood name: people trust a detailer who already works on their street.`,
  },
] as const;
