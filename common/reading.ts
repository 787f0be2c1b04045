// How long an article takes to read (#59): its words as a reader sees them, counted on the markdown's
// syntax tree (mdast-util-from-markdown, the CommonMark parser react-markdown renders the articles
// with), so markup never counts: heading #'s, list markers, emphasis marks, link and image targets,
// raw HTML (the article view skips it) and link reference definitions. A link's text counts, an
// image's alt text does not (it is not shown). A word is a run of non-space characters with a letter
// or a digit in it: a lone "|" of a table, a "—" or a "→" is no word; "$40", "10%" and "don't" are.
import type { Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

export const WORDS_PER_MINUTE = 200;

/** The text a reader sees inside a block (paragraph, heading), with a hard line break as a space. */
function phrasing(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? (node as Parents).children.map(phrasing).join('') : '';
  }
}

/** The blocks' texts, each apart, so the last word of one block never joins the first of the next. */
function blocks(node: Nodes, out: string[]) {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      out.push(phrasing(node));
      return;
    case 'code':
      out.push(node.value);
      return;
    case 'html':
    case 'definition':
    case 'thematicBreak':
    case 'yaml':
      return;
    default:
      if ('children' in node) for (const child of (node as Parents).children) blocks(child, out);
  }
}

const WORD = /[\p{L}\p{N}]/u;

/** The number of words of an article's markdown as read. */
export function wordCount(markdown: string): number {
  const texts: string[] = [];
  blocks(fromMarkdown(markdown), texts);
  let n = 0;
  for (const text of texts) for (const token of text.split(/\s+/)) if (WORD.test(token)) n++;
  return n;
}

/** "N min" with N = ceil(words / 200), at least "1 min". */
export const readTimeOf = (words: number) => `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min`;
