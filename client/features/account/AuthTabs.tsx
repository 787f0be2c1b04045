// The Sign Up / Sign In tabs of /auth, written out (WAI-ARIA tabs: arrow keys move between tabs,
// the inactive panel is not rendered) so the first page an owner opens needs no tabs library.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../ui/cn';

interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

export function AuthTabs({ tabs, defaultValue }: { tabs: Tab[]; defaultValue: string }) {
  const [selected, setSelected] = useState(defaultValue);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (tabs.findIndex((t) => t.value === selected) + step + tabs.length) % tabs.length;
    setSelected(tabs[next].value);
    buttons.current[next]?.focus();
  };
  const active = tabs.find((t) => t.value === selected) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-orientation="horizontal" className="grid w-full auto-cols-fr grid-flow-col rounded-lg bg-slate-100 p-1">
        {tabs.map((t, i) => {
          const on = t.value === active.value;
          return (
            <button
              key={t.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.value}`}
              aria-selected={on}
              aria-controls={`${id}-panel-${t.value}`}
              data-state={on ? 'active' : 'inactive'}
              tabIndex={on ? 0 : -1}
              onClick={() => setSelected(t.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'h-9 rounded-md text-sm font-medium transition-colors',
                on ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${active.value}`}
        aria-labelledby={`${id}-tab-${active.value}`}
        className="mt-4"
      >
        {active.content}
      </div>
    </div>
  );
}
