// The frame of the pages on a pay link /pay/{token} (an invoice's, a job's deposit): the business's
// branded header, the title with its status, and what happened (a notice or an error: Outcome, which
// the booking's manage page /b/{token} shows too), around the body.
import type { ReactNode } from 'react';
import { brandPalette } from '../../common/brand.js';
import { telHref } from '../../client/ui/contactLinks.js';

export interface PayBusiness {
  businessName: string;
  phone: string | null;
  brandColor: string | null;
  logoUrl: string | null;
}

/** The business's phone as a call link in its brand's ink, or null without one. */
export const businessPhone = (b: PayBusiness) =>
  b.phone ? (
    <a href={telHref(b.phone)} className="font-semibold underline" style={{ color: brandPalette(b.brandColor).ink }}>
      {b.phone}
    </a>
  ) : null;

/** What a post on a private page came to: a notice (a status) or an error (an alert); nothing without either. */
export function Outcome({ notice, error }: { notice?: string; error?: string }) {
  return (
    <>
      {notice && (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          {error}
        </p>
      )}
    </>
  );
}

export function PayFrame(props: { business: PayBusiness; title: string; status: string; notice?: string; error?: string; children: ReactNode }) {
  const b = props.business;
  const { brand, onBrand } = brandPalette(b.brandColor);
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <header className="px-4 py-6" style={{ backgroundColor: brand, color: onBrand }}>
        <div className="mx-auto flex max-w-2xl items-center gap-3">
          {b.logoUrl && <img src={b.logoUrl} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-white object-contain" />}
          <p className="text-lg font-semibold">{b.businessName}</p>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{props.title}</h1>
          <p data-testid="pay-status" className="rounded-full border border-slate-400 px-3 py-1 font-semibold">
            {props.status}
          </p>
        </div>
        <Outcome notice={props.notice} error={props.error} />
        {props.children}
      </main>
    </div>
  );
}
