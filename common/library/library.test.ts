// The starter library's rules (#59), over what ships: counts, lengths as read, read times, unique slugs
// and titles, a title heading, and at least one link to an owner screen that puts the article into practice.
import type { Link, Nodes, Parents } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '../../client/features/settings/SettingsSectionNav.js';
import { readTimeOf, wordCount } from '../reading.js';
import { LIBRARY_CATEGORIES, STARTER_LIBRARY } from './index.js';

/** The owner screens an article may send the reader to (the path, then what may follow: #section, ?query, /id). */
const OWNER_SCREENS = ['/settings', '/schedule', '/customers', '/money', '/dashboard', '/scripts', '/learning'];
const isOwnerScreen = (url: string) => OWNER_SCREENS.some((screen) => url === screen || new RegExp(`^${screen}[#?/]`).test(url));

/** The markdown links of an article (parsed, so a link shown as code is not one). */
function links(markdown: string) {
  const found: Link[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link') found.push(node);
    if ('children' in node) for (const child of (node as Parents).children) walk(child);
  };
  walk(fromMarkdown(markdown));
  return found;
}

describe('the starter library', () => {
  it('has at least 24 articles in at least 6 categories, all of LIBRARY_CATEGORIES', () => {
    expect(STARTER_LIBRARY.length).toBeGreaterThanOrEqual(24);
    const categories = new Set(STARTER_LIBRARY.map((a) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(6);
    for (const a of STARTER_LIBRARY) expect(LIBRARY_CATEGORIES, a.slug).toContain(a.category);
  });

  it('lists each category’s articles together, in the order of LIBRARY_CATEGORIES', () => {
    const order = STARTER_LIBRARY.map((a) => LIBRARY_CATEGORIES.indexOf(a.category as (typeof LIBRARY_CATEGORIES)[number]));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('has unique kebab-case slugs and unique titles', () => {
    const slugs = STARTER_LIBRARY.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = STARTER_LIBRARY.map((a) => a.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(STARTER_LIBRARY.map((a) => [a.slug, a] as const))('%s: 600–1,500 words as read, its read time ceil(words / 200) min', (_slug, a) => {
    const words = wordCount(a.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1500);
    expect(readTimeOf(words)).toBe(`${Math.ceil(words / 200)} min`);
  });

  it.each(STARTER_LIBRARY.map((a) => [a.slug, a] as const))('%s: opens with "# <title>" and links to an owner screen', (_slug, a) => {
    expect(a.content.startsWith(`# ${a.title}\n`)).toBe(true);
    const targets = links(a.content).map((l) => l.url);
    expect(targets.filter(isOwnerScreen).length, `a relative link to ${OWNER_SCREENS.join(', ')}`).toBeGreaterThanOrEqual(1);
    // A link to a section of Settings names one that exists (the page lands on it).
    const sections: readonly string[] = SETTINGS_SECTIONS.map(([id]) => id);
    for (const url of targets.filter((u) => u.startsWith('/settings#'))) expect(sections, url).toContain(url.slice('/settings#'.length));
    // Every other link is a whole https address (a source named), never a relative path that leads nowhere.
    for (const url of targets.filter((u) => !isOwnerScreen(u))) expect(url).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}/i);
  });
});
