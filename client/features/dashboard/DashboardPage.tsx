// /dashboard (interim until the daily program lands): business name, booking page and settings.
import { ExternalLink, Settings } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { FullPageSpinner } from '../../ui/Spinner';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

function Dashboard() {
  const { viewer } = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery {
        viewer {
          firstName
          onboardingCompleted
          business {
            businessName
            bookingPath
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  if (!viewer.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="font-semibold">{viewer.business?.businessName ?? `${viewer.firstName}'s Business`}</h1>
        <Link to="/settings" aria-label="Settings" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
          <Settings className="size-5" />
        </Link>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        <Card>
          <CardHeader>
            <CardTitle>Welcome, {viewer.firstName}!</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm text-slate-600">
            <p>Your business is set up. Your daily program starts here soon.</p>
            {viewer.business && (
              <Button variant="secondary" asChild>
                <Link to={viewer.business.bookingPath}>
                  <ExternalLink className="size-4" /> View Your Website
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Dashboard />
    </Suspense>
  );
}
