import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The sticky header of an inner page: a back link, and optionally something on the right. */
export function PageHeader({ to, label, children }: { to: string; label: string; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
      <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft className="size-4" /> {label}
      </Link>
      {children}
    </header>
  );
}
