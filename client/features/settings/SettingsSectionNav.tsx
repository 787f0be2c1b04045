// Settings' section links (sticky under the header) and the landing on a deep link's section (/settings#pricing).
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const SETTINGS_SECTIONS = [
  ['profile', 'Profile'],
  ['business', 'Business'],
  ['availability', 'Availability'],
  ['pricing', 'Pricing'],
  ['brand', 'Brand'],
  ['messages', 'Messages'],
  ['billing', 'Billing'],
  ['help', 'Help'],
  ['calendar', 'Calendar'],
  ['api-tokens', 'API Tokens'],
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number][0];

/** A section the links and deep links can reach; it stops clear of the sticky header and links. */
export function SettingsAnchor({ id, children }: { id: SettingsSection; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-32">
      {children}
    </div>
  );
}

export function SettingsSectionNav({ present }: { present: readonly SettingsSection[] }) {
  const { hash } = useLocation();
  // The page renders at once from its preloaded query, so the section exists on the first effect.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <nav aria-label="Settings sections" className="sticky top-[49px] z-10 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur">
      <ul className="flex gap-2 overflow-x-auto">
        {SETTINGS_SECTIONS.filter(([id]) => present.includes(id)).map(([id, label]) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              aria-current={hash === `#${id}` ? 'location' : undefined}
              className="block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=location]:border-brand-600 aria-[current=location]:text-brand-700"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
