// Renders the app's icons from the one SVG (client/pwa/icon.svg) into client/public/icons/.
// Run with `npm run icons` after changing the SVG, and commit the PNGs. It uses the Chromium the
// browser tests already need (through Playwright), so no rasterizer has to be installed or downloaded.
//   any:      rounded corners on a transparent background, the whole mark (browsers' install prompts)
//   maskable: full-bleed square, mark inside the 80 % safe zone (Android crops it to its own shape)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const here = import.meta.dirname;
const out = path.resolve(here, '../public/icons');
const svg = fs.readFileSync(path.join(here, 'icon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'maskable' },
] as const;

const html = (size: number, purpose: string) => {
  const inner = purpose === 'maskable' ? Math.round(size * 0.8) : size;
  const radius = purpose === 'maskable' ? 0 : Math.round(size * 0.22);
  return `<html><body style="margin:0;background:transparent">
    <div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;border-radius:${radius}px;overflow:hidden;background:#1d4ed8">
      <img src="${dataUrl}" width="${inner}" height="${inner}">
    </div></body></html>`;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  fs.mkdirSync(out, { recursive: true });
  for (const { file, size, purpose } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(html(size, purpose));
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(out, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote client/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
