import { describe, expect, it } from 'vitest';
import { readTimeOf, wordCount } from './reading.js';

describe('wordCount: the words as read', () => {
  it.each([
    ['', 0],
    ['one two three', 3],
    // Heading marks are markup; the heading's words count.
    ['# The Two-Bucket Wash\n\n## What you need', 6],
    // Emphasis, strong and code marks are markup: "very", "important", "run", "npm", "test".
    ['*very* **important** `run` `npm test`', 5],
    // A word joined to emphasis stays one word: "un" + "believable".
    ['un**believable** price', 2],
    // A link's text counts, its target (and title) does not.
    ['Open [Settings → Pricing by vehicle](/settings#vehicle-pricing "the pricing section") now', 6],
    ['See <https://example.com/a/b> too', 3],
    // Reference links: the text counts, the definition (a target) does not.
    ['Read [the guide][g] first.\n\n[g]: https://example.com/guide "Guide"', 4],
    // An image is neither its target nor its alt text (not shown as text).
    ['Before ![a red truck after the wash](/learning-images/abc) after', 2],
    // List markers (bullets and numbers) are not words; the items' words are.
    ['- Two buckets\n- A grit guard\n* Shampoo\n\n1. Rinse first\n2. Wash\n10. Dry', 10],
    // Block quote marks.
    ['> Quoted words here\n> and here', 5],
    // Numbers and prices are words; dashes, arrows and lone punctuation are not.
    ['$40 to $60 — about 10% more → 3–5 hours .', 8],
    // A table as written (pipes and the divider row are markup): 2 headers + 4 cells.
    ['| Size | Price |\n|---|---|\n| Sedan | $120 |\n| Truck | $160 |', 6],
    // Raw HTML is skipped by the article view and not counted; the text between tags is.
    ['<div class="x">\nhidden block\n</div>\n\nvisible <b>bold</b> text', 3],
    // A thematic break is no word; blocks do not run together.
    ['end\n\n---\n\nstart', 2],
    ['first paragraph\nsame paragraph\n\nsecond', 5],
    // A hard line break separates words.
    ['line one  \nline two', 4],
    // Fenced code is read: its words count, the fence and language do not.
    ['```js\nconst total = price * hours;\n```', 4],
    // Escaped markup is text.
    ['\\# not a heading', 3],
    ["don't stop; it's fine", 4],
  ])('%j has %i words', (markdown, expected) => {
    expect(wordCount(markdown)).toBe(expected);
  });

  it('counts a whole article: heading, list, link and emphasis', () => {
    const article = [
      '# Pricing by Vehicle', // 3
      '',
      'A **truck** takes longer than a *sedan*, so it costs more.', // 11
      '',
      '## Steps', // 1
      '',
      '1. Time each service.', // 3
      '2. Set a price per size in [Settings → Pricing](/settings#vehicle-pricing).', // 8
      '',
      '![chart](/learning-images/x)',
    ].join('\n');
    expect(wordCount(article)).toBe(26);
  });
});

describe('readTimeOf', () => {
  it.each([
    [0, '1 min'],
    [1, '1 min'],
    [200, '1 min'],
    [201, '2 min'],
    [600, '3 min'],
    [1200, '6 min'],
    [1201, '7 min'],
    [1500, '8 min'],
  ])('%i words read in %s', (words, expected) => {
    expect(readTimeOf(words)).toBe(expected);
  });
});
