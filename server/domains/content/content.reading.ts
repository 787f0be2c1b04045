// An article's length as read (common/reading.ts), remembered by content: parsing the markdown of every
// article on each Learning Center request would cost a few milliseconds each time.
import { LRUCache } from 'lru-cache';
import { readTimeOf, wordCount } from '../../../common/reading.js';

const counted = new LRUCache<string, number>({ maxSize: 8_000_000, sizeCalculation: (_n, content) => Math.max(1, content.length) });

export function articleWordCount(content: string) {
  let n = counted.get(content);
  if (n === undefined) {
    n = wordCount(content);
    counted.set(content, n);
  }
  return n;
}

/** The read time stored with an article: computed from its content, whatever a caller sent. */
export const articleReadTime = (content: string) => readTimeOf(articleWordCount(content));
