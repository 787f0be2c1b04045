// What counting an article's words costs (#59): the Learning Center and the dashboard's Learn view give
// every published article's wordCount, counted on the markdown's syntax tree (common/reading.ts), and
// server/domains/content/content.reading.ts remembers the count by content. Prints the cost per request
// of counting the starter library each time against reading the remembered counts.
// Run: npx tsx bench/word-count.ts
import { STARTER_LIBRARY } from '../common/library/index.js';
import { wordCount } from '../common/reading.js';
import { articleWordCount } from '../server/domains/content/content.reading.js';

const contents = STARTER_LIBRARY.map((a) => a.content);
const ROUNDS = 200;

function perRequest(count: (content: string) => number) {
  for (let i = 0; i < 20; i++) for (const c of contents) count(c); // warm
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) for (const c of contents) count(c);
  return (performance.now() - start) / ROUNDS;
}

const parsed = perRequest(wordCount);
const remembered = perRequest(articleWordCount);
console.log(`articles: ${contents.length}, characters: ${contents.reduce((n, c) => n + c.length, 0)}`);
console.log(`counted each request:   ${parsed.toFixed(2)} ms per request (${(parsed / contents.length).toFixed(3)} ms per article)`);
console.log(`remembered by content:  ${remembered.toFixed(3)} ms per request`);
