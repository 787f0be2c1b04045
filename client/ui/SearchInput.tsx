import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClass } from './Field';

/** A search box with its icon; `busy` shows at the right (a spinner while results load). */
export function SearchInput({ label, placeholder, value, onChange, busy }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; busy?: ReactNode }) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-3.5 size-4 text-slate-400" aria-hidden />
      <input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} pl-9`} />
      {busy}
    </div>
  );
}
