// /settings: profile, business, availability, pricing, messages, billing, calendar, API tokens and sign-out.
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { FOUNDERS_RATE_USD } from '../../../common/payment';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { useSignOut } from '../account/useAccountMutations';
import { ManageBillingButton } from '../payments/ManageBillingButton';
import { PaymentStatusNote } from '../payments/PaymentStatusNote';
import { SupportCenterDialog } from '../support/SupportCenterDialog';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { ApiTokensSection } from './ApiTokensSection';
import { AvailabilitySection } from './AvailabilitySection';
import { BrandSection } from './BrandSection';
import { BusinessSection } from './BusinessSection';
import { CalendarSection } from './CalendarSection';
import { MessagesSection } from './MessagesSection';
import { PricingSection } from './PricingSection';
import { ProfileSection } from './ProfileSection';
import { SETTINGS_SECTIONS, SettingsAnchor, SettingsSectionNav } from './SettingsSectionNav';
import { MainNav, withMainNav } from '../navigation/MainNav';

function Settings() {
  const data = usePreloadedQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        ...ApiTokensSection_query
        appInfo {
          paymentsConfigured
        }
        availability {
          __typename
          ... on AvailabilitySuccess {
            availability {
              ...AvailabilitySection_availability
            }
          }
        }
        viewer {
          paymentNote
          ...PaymentStatusNote_user
          pendingBookingRequestCount
          ...ProfileSection_user
          ...CalendarSection_user
          ...MessagesSection_user
          business {
            ...BusinessSection_business
            ...PricingSection_business
            ...BrandSection_business
          }
        }
      }
    `,
    useLoaderData() as PreloadedQuery<SettingsPageQuery>,
  );
  const [signOut, signingOut] = useSignOut();
  const viewer = data.viewer;
  const availability = data.availability.__typename === 'AvailabilitySuccess' ? data.availability.availability : null;
  if (!viewer) return null;

  return (
    <div className={`min-h-dvh bg-slate-50 ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Settings</h1>
        <SettingsSectionNav present={SETTINGS_SECTIONS.map(([id]) => id).filter((id) => viewer.business || (id !== 'pricing' && id !== 'brand' && id !== 'availability' && id !== 'messages'))} />
        <SettingsAnchor id="profile">
          <ProfileSection user={viewer} />
        </SettingsAnchor>
        <SettingsAnchor id="business">
          <BusinessSection business={viewer.business ?? null} />
        </SettingsAnchor>
        {viewer.business && availability && (
          <SettingsAnchor id="availability">
            <AvailabilitySection availability={availability} />
          </SettingsAnchor>
        )}
        {viewer.business && (
          <SettingsAnchor id="pricing">
            <PricingSection business={viewer.business} />
          </SettingsAnchor>
        )}
        {viewer.business && (
          <SettingsAnchor id="brand">
            <BrandSection business={viewer.business} />
          </SettingsAnchor>
        )}
        {viewer.business && (
          <SettingsAnchor id="messages">
            <MessagesSection user={viewer} />
          </SettingsAnchor>
        )}
        <Card id="billing" className="scroll-mt-32">
          <CardHeader>
            <CardTitle>Billing & Subscription</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">Founders Rate</p>
              <p className="text-sm text-slate-600">${FOUNDERS_RATE_USD}/month</p>
              <PaymentStatusNote user={viewer} />
              {viewer.paymentNote && <p className="mt-1 text-sm text-amber-700">{viewer.paymentNote}</p>}
            </div>
            <ManageBillingButton configured={data.appInfo.paymentsConfigured} />
          </CardContent>
        </Card>
        <Card id="help" className="scroll-mt-32">
          <CardHeader>
            <CardTitle>Help</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            Questions about billing or your account? We respond within 24 hours.
            <SupportCenterDialog label="Contact Support" />
          </CardContent>
        </Card>
        <SettingsAnchor id="calendar">
          <CalendarSection user={viewer} />
        </SettingsAnchor>
        <SettingsAnchor id="api-tokens">
          <ApiTokensSection query={data} />
        </SettingsAnchor>
        <Button variant="destructive" className="w-full" onClick={signOut} disabled={signingOut}>
          <LogOut className="size-4" /> Sign Out
        </Button>
      </main>
      <MainNav active="more" />
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Settings />
    </Suspense>
  );
}
