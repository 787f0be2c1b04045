// Settings' section links (sticky under the header), the landing on a deep link's section (/settings#pricing),
// and the sections whose code downloads when wanted rather than with the page: when the section comes near
// the screen (IntersectionObserver), when a link leads to it or past it, or when focus reaches the section
// before it. Until then a section shows its heading in a card that keeps roughly its place.
import { type ComponentType, createContext, type ReactNode, type RefObject, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { cn } from '../../ui/cn';

export const SETTINGS_SECTIONS = [
  ['profile', 'Profile'],
  ['security', 'Security'],
  ['business', 'Business'],
  ['availability', 'Availability'],
  ['pricing', 'Pricing'],
  ['vehicle-pricing', 'Vehicle pricing'],
  ['brand', 'Brand'],
  ['messages', 'Messages'],
  ['get-paid', 'Get paid'],
  ['billing', 'Billing'],
  ['help', 'Help'],
  ['calendar', 'Calendar'],
  ['data', 'Your data'],
  ['api-tokens', 'API Tokens'],
  ['close', 'Close account'],
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number][0];
const ORDER: readonly string[] = SETTINGS_SECTIONS.map(([id]) => id);

/** A section component whose module downloads at its first `load`; kept once loaded. */
export interface DeferredSection<P> {
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | undefined;
}

export function deferSection<P>(load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          loading = null; // a failed download is tried again at the next reveal
          throw error;
        },
      )),
    loaded: () => component,
  };
}

interface Sections {
  shown: ReadonlySet<SettingsSection>;
  /** Downloads these sections' code (those that are deferred), then shows them. */
  reveal: (ids: readonly string[]) => Promise<void>;
  /** Reveals the section after this one when it is deferred (focus is moving through the page). */
  revealAfter: (id: SettingsSection) => void;
  register: (id: SettingsSection, load: () => Promise<unknown>) => () => void;
  placeholders: Map<SettingsSection, { top: number; height: number }>;
}

const SectionsContext = createContext<Sections | null>(null);

function useSections() {
  const sections = useContext(SectionsContext);
  if (!sections) throw new Error('a settings section outside SettingsSections');
  return sections;
}

/**
 * Holds the page's sections. A deep link (or the return from Stripe, to Get paid) first loads every
 * section up to its target, then scrolls there, so nothing above the target grows after the landing.
 */
export function SettingsSections({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const loaders = useRef(new Map<SettingsSection, () => Promise<unknown>>());
  const [shown, setShown] = useState<ReadonlySet<SettingsSection>>(() => new Set());
  /** Where each section's placeholder was, measured just before the section replaced it. */
  const placeholders = useRef(new Map<SettingsSection, { top: number; height: number }>());
  const [landing, setLanding] = useState<{ id: string } | null>(null);

  const reveal = useCallback(async (ids: readonly string[]) => {
    const wanted = [...loaders.current].filter(([id]) => ids.includes(id));
    await Promise.all(wanted.map(([, load]) => load()));
    for (const [id] of wanted) {
      const node = document.getElementById(id);
      if (node?.firstElementChild?.getAttribute('aria-busy') !== 'true') continue; // shown already
      const box = node.getBoundingClientRect();
      placeholders.current.set(id, { top: box.top, height: box.height });
    }
    setShown((before) => (wanted.every(([id]) => before.has(id)) ? before : new Set([...before, ...wanted.map(([id]) => id)])));
  }, []);
  const revealAfter = useCallback(
    (id: SettingsSection) => {
      const next = document.getElementById(id)?.nextElementSibling?.id;
      if (next) reveal([next]).catch(() => {});
    },
    [reveal],
  );
  const register = useCallback((id: SettingsSection, load: () => Promise<unknown>) => {
    loaders.current.set(id, load);
    return () => {
      loaders.current.delete(id);
    };
  }, []);
  const sections = useMemo<Sections>(() => ({ shown, reveal, revealAfter, register, placeholders: placeholders.current }), [shown, reveal, revealAfter, register]);

  const target = decodeURIComponent(hash.slice(1)) || (params.has('stripe') ? 'get-paid' : '');
  // Runs after the sections' own effects, so every deferred section below has registered.
  useEffect(() => {
    if (!target) return;
    let current = true;
    const land = () => current && setLanding({ id: target });
    reveal(ORDER.slice(0, ORDER.indexOf(target) + 1)).then(land, land);
    return () => {
      current = false;
    };
  }, [target, reveal]);
  useEffect(() => {
    if (landing) document.getElementById(landing.id)?.scrollIntoView({ block: 'start' });
  }, [landing]);

  return <SectionsContext.Provider value={sections}>{children}</SectionsContext.Provider>;
}

/** Focus inside the section loads the section after it, so Tab moves on into it rather than past it. */
function useRevealAfterOnFocus(ref: RefObject<HTMLDivElement | null>, id: SettingsSection) {
  const { revealAfter } = useSections();
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onFocus = () => revealAfter(id);
    node.addEventListener('focusin', onFocus);
    return () => node.removeEventListener('focusin', onFocus);
  }, [ref, id, revealAfter]);
}

/** A section the links and deep links can reach; it stops clear of the sticky header and links. */
export function SettingsAnchor({ id, children }: { id: SettingsSection; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealAfterOnFocus(ref, id);
  return (
    <div id={id} ref={ref} className="scroll-mt-32">
      {children}
    </div>
  );
}

/**
 * A section whose code loads when it comes within a quarter of a screen of the viewport, is linked, or
 * focus reaches the section before it. Until then its card shows the section's heading and keeps
 * `reserve` (min-height classes: about the section's height with the usual data, on a phone and from
 * `sm` up), so the page below moves little.
 */
export function DeferredSettingsAnchor<P>({
  id,
  title,
  section,
  reserve,
  children,
}: {
  id: SettingsSection;
  title: string;
  section: DeferredSection<P>;
  reserve: string;
  children: (Section: ComponentType<P>) => ReactNode;
}) {
  const { shown, reveal, register, placeholders } = useSections();
  const ref = useRef<HTMLDivElement>(null);
  useRevealAfterOnFocus(ref, id);
  useEffect(() => register(id, section.load), [id, section, register]);
  const Section = shown.has(id) ? section.loaded() : undefined;
  // A section that began above the top of the screen moves what is on screen by the height it gains
  // over its placeholder: the page scrolls by as much before it paints, so the owner keeps their place.
  useLayoutEffect(() => {
    const was = placeholders.get(id);
    const node = ref.current;
    if (!Section || !was || !node) return;
    placeholders.delete(id);
    if (was.top < 0) window.scrollBy(0, node.getBoundingClientRect().height - was.height);
  }, [Section, id, placeholders]);
  useEffect(() => {
    const node = ref.current;
    if (Section || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal([id]).catch(() => {});
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [Section, id, reveal]);
  return (
    <div id={id} ref={ref} className="scroll-mt-32">
      {Section ? (
        children(Section)
      ) : (
        <Card aria-busy="true" className={cn(reserve)}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}

export function SettingsSectionNav({ present }: { present: readonly SettingsSection[] }) {
  const { hash } = useLocation();
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
