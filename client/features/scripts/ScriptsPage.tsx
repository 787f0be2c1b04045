// /scripts: categories, then a category's scripts, then one script filled in for this owner, ready to copy or text.
import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { blank, personalize, SCRIPT_CATEGORIES, SCRIPT_PREVIEW_CHARS, unfilledPlaceholders } from '../../../common/content';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SkeletonCards } from '../../ui/Skeleton';
import { MainNav, withMainNav } from '../navigation/MainNav';
import { useOpenInUrl } from '../navigation/useOpenInUrl';
import { ScriptActions } from './ScriptActions';
import type { ScriptsPageQuery } from './__generated__/ScriptsPageQuery.graphql';

/** The start of a filled-in script, as the list shows it. */
const preview = (text: string) => (text.length > SCRIPT_PREVIEW_CHARS ? `${text.slice(0, SCRIPT_PREVIEW_CHARS)}…` : text);

export const USAGE_TIPS = [
  'Replace anything still in [brackets] before sending.',
  'Read it out loud once: change words until it sounds like you.',
  'Send texts during business hours, and reply within the hour when someone answers.',
  'Log every conversation on your dashboard — two a day builds the business.',
];

function Scripts() {
  const data = usePreloadedQuery<ScriptsPageQuery>(
    graphql`
      query ScriptsPageQuery {
        viewer {
          firstName
          phone
          pendingBookingRequestCount
          business {
            businessName
            city
            bookingPath
            services {
              name
              price
            }
          }
        }
        scriptTemplates {
          id
          category
          title
          message
        }
      }
    `,
    useLoaderData() as PreloadedQuery<ScriptsPageQuery>,
  );
  const [category, setCategory, closeCategory] = useOpenInUrl('category');
  const [scriptId, setScriptId, closeScript] = useOpenInUrl('script');
  const scripts = data.scriptTemplates;
  const categories = [...new Set([...SCRIPT_CATEGORIES, ...scripts.map((s) => s.category)])];
  const source = {
    firstName: data.viewer?.firstName,
    phone: data.viewer?.phone,
    businessName: data.viewer?.business?.businessName,
    city: data.viewer?.business?.city,
    bookingLink: data.viewer?.business ? `${window.location.origin}${data.viewer.business.bookingPath}` : null,
    services: data.viewer?.business?.services,
  };
  const script = scripts.find((s) => s.id === scriptId);

  if (script) {
    const text = personalize(script.message, source);
    const unfilled = unfilledPlaceholders(script.message, source);
    return (
      <div className="space-y-4">
        <Button variant="ghost" size="sm" onClick={closeScript}>
          <ArrowLeft className="size-4" /> Back to {script.category}
        </Button>
        <h2 className="text-xl font-bold">{script.title}</h2>
        <Card className="whitespace-pre-line p-4 text-slate-800" data-testid="script-text">
          {text}
        </Card>
        <ScriptActions text={text} />
        {unfilled.length > 0 && (
          <section>
            <h3 className="mb-1 font-semibold">Still to fill in</h3>
            <ul className="flex flex-wrap gap-2 text-xs" aria-label="Variables in this script">
              {unfilled.map((p) => (
                <li key={p} className="rounded-full bg-amber-50 px-2 py-1 font-mono text-amber-800">
                  {blank(p)}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h3 className="mb-1 font-semibold">Usage tips</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
            {USAGE_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  if (category) {
    const list = scripts.filter((s) => s.category === category);
    return (
      <div className="space-y-3">
        <Button variant="ghost" size="sm" onClick={closeCategory}>
          <ArrowLeft className="size-4" /> All categories
        </Button>
        <h2 className="text-xl font-bold">{category}</h2>
        {list.length === 0 && <p className="text-sm text-slate-600">No scripts in this category yet.</p>}
        <ul className="space-y-2">
          {list.map((s) => (
            <li key={s.id}>
              <button type="button" onClick={() => setScriptId(s.id)} className="w-full rounded-xl border border-slate-200 bg-white p-4 text-left hover:bg-slate-50">
                <p className="font-semibold">{s.title}</p>
                <p className="mt-1 text-sm text-slate-600">{preview(personalize(s.message, source))}</p>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {categories.map((c) => (
        <li key={c}>
          <button type="button" onClick={() => setCategory(c)} className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left hover:bg-slate-50">
            <MessageSquareText className="size-6 text-brand-700" aria-hidden />
            <span className="flex-1 font-semibold">{c}</span>
            <span className="text-sm text-slate-500">{scripts.filter((s) => s.category === c).length} scripts</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard?view=more" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-5">
        <h1 className="text-2xl font-bold">Sales Scripts</h1>
        {/* Only the list waits: the page's frame (header, heading, navigation) is already here. */}
        <Suspense fallback={<SkeletonCards count={4} />}>
          <Scripts />
        </Suspense>
      </main>
      <MainNav active="more" />
    </div>
  );
}
