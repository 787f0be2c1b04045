// /settings: profile, business, availability, pricing, messages, get paid, billing, calendar, API tokens and sign-out.
// Profile and Business (the first screen) come with the page; the sections below download their code when
// they are scrolled to or linked (SettingsSectionNav). Their data still comes with this page's query.
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../navigation/AppShellSkeleton';
import { useSignOut } from '../account/useSignOut';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { BusinessSection } from './BusinessSection';
import { ProfileSection } from './ProfileSection';
import { DeferredSettingsAnchor, deferSection, SETTINGS_SECTIONS, SettingsAnchor, SettingsSectionNav, SettingsSections } from './SettingsSectionNav';
import { MainNav, withMainNav } from '../navigation/MainNav';

const availabilitySection = deferSection(() => import('./AvailabilitySection').then((m) => m.AvailabilitySection));
const pricingSection = deferSection(() => import('./PricingSection').then((m) => m.PricingSection));
const vehiclePricingSection = deferSection(() => import('./pricing/VehiclePricingSection').then((m) => m.VehiclePricingSection));
const brandSection = deferSection(() => import('./BrandSection').then((m) => m.BrandSection));
const messagesSection = deferSection(() => import('./MessagesSection').then((m) => m.MessagesSection));
const getPaidSection = deferSection(() => import('./GetPaidSection').then((m) => m.GetPaidSection));
const billingSection = deferSection(() => import('./BillingSection').then((m) => m.BillingSection));
const helpSection = deferSection(() => import('./HelpSection').then((m) => m.HelpSection));
const calendarSection = deferSection(() => import('./CalendarSection').then((m) => m.CalendarSection));
const securitySection = deferSection(() => import('./AccountSecuritySection').then((m) => m.AccountSecuritySection));
const dataSection = deferSection(() => import('./DataSection').then((m) => m.DataSection));
const closeSection = deferSection(() => import('./CloseAccountSection').then((m) => m.CloseAccountSection));
const apiTokensSection = deferSection(() => import('./ApiTokensSection').then((m) => m.ApiTokensSection));

function Settings() {
  const data = usePreloadedQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        ...ApiTokensSection_query
        ...AccountSecuritySection_query
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
        pricing {
          __typename
          ... on PricingSuccess {
            pricing {
              ...VehiclePricingSection_pricing
            }
          }
        }
        viewer {
          paymentNote
          ...PaymentStatusNote_user
          pendingBookingRequestCount
          ...ProfileSection_user
          ...CloseAccountSection_user
          ...CalendarSection_user
          ...MessagesSection_user
          ...GetPaidSection_user
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
  const pricing = data.pricing.__typename === 'PricingSuccess' ? data.pricing.pricing : null;
  if (!viewer) return null;
  const business = viewer.business;

  return (
    // No browser scroll anchoring here: the sections keep the owner's place themselves (SettingsSectionNav).
    <div className={`min-h-dvh bg-slate-50 [overflow-anchor:none] ${withMainNav}`}>
      <PageHeader to="/dashboard" label="Back to Dashboard" />
      <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Settings</h1>
        <SettingsSections>
          <SettingsSectionNav present={SETTINGS_SECTIONS.map(([id]) => id).filter((id) => business || (id !== 'pricing' && id !== 'vehicle-pricing' && id !== 'brand' && id !== 'availability' && id !== 'messages' && id !== 'get-paid'))} />
          <SettingsAnchor id="profile">
            <ProfileSection user={viewer} />
          </SettingsAnchor>
          <DeferredSettingsAnchor id="security" title="Sign-in & Security" section={securitySection} reserve="min-h-[34rem]">
            {(AccountSecuritySection) => <AccountSecuritySection query={data} />}
          </DeferredSettingsAnchor>
          <SettingsAnchor id="business">
            <BusinessSection business={business ?? null} />
          </SettingsAnchor>
          {business && availability && (
            <DeferredSettingsAnchor id="availability" title="Availability" section={availabilitySection} reserve="min-h-[160rem] sm:min-h-[124rem]">
              {(AvailabilitySection) => <AvailabilitySection availability={availability} />}
            </DeferredSettingsAnchor>
          )}
          {business && (
            <DeferredSettingsAnchor id="pricing" title="Service Pricing" section={pricingSection} reserve="min-h-[100rem]">
              {(PricingSection) => <PricingSection business={business} />}
            </DeferredSettingsAnchor>
          )}
          {business && pricing && (
            <DeferredSettingsAnchor id="vehicle-pricing" title="Pricing by vehicle" section={vehiclePricingSection} reserve="min-h-[100rem] sm:min-h-[50rem]">
              {(VehiclePricingSection) => <VehiclePricingSection pricing={pricing} />}
            </DeferredSettingsAnchor>
          )}
          {business && (
            <DeferredSettingsAnchor id="brand" title="Booking Page Brand" section={brandSection} reserve="min-h-[24rem]">
              {(BrandSection) => <BrandSection business={business} />}
            </DeferredSettingsAnchor>
          )}
          {business && (
            <DeferredSettingsAnchor id="messages" title="Messages" section={messagesSection} reserve="min-h-[106rem] sm:min-h-[96rem]">
              {(MessagesSection) => <MessagesSection user={viewer} />}
            </DeferredSettingsAnchor>
          )}
          {business && (
            <DeferredSettingsAnchor id="get-paid" title="Get paid" section={getPaidSection} reserve="min-h-[69rem] sm:min-h-[59rem]">
              {(GetPaidSection) => <GetPaidSection user={viewer} />}
            </DeferredSettingsAnchor>
          )}
          <DeferredSettingsAnchor id="billing" title="Billing & Subscription" section={billingSection} reserve="min-h-[14rem]">
            {(BillingSection) => <BillingSection user={viewer} paymentNote={viewer.paymentNote ?? null} configured={data.appInfo.paymentsConfigured} />}
          </DeferredSettingsAnchor>
          <DeferredSettingsAnchor id="help" title="Help" section={helpSection} reserve="min-h-[10rem] sm:min-h-[7rem]">
            {(HelpSection) => <HelpSection />}
          </DeferredSettingsAnchor>
          <DeferredSettingsAnchor id="calendar" title="Calendar" section={calendarSection} reserve="min-h-[14rem] sm:min-h-[12rem]">
            {(CalendarSection) => <CalendarSection user={viewer} />}
          </DeferredSettingsAnchor>
          <DeferredSettingsAnchor id="data" title="Your data" section={dataSection} reserve="min-h-[12rem] sm:min-h-[8rem]">
            {(DataSection) => <DataSection />}
          </DeferredSettingsAnchor>
          <DeferredSettingsAnchor id="api-tokens" title="API Tokens" section={apiTokensSection} reserve="min-h-[18rem] sm:min-h-[15rem]">
            {(ApiTokensSection) => <ApiTokensSection query={data} />}
          </DeferredSettingsAnchor>
          <DeferredSettingsAnchor id="close" title="Close Account" section={closeSection} reserve="min-h-[16rem]">
            {(CloseAccountSection) => <CloseAccountSection user={viewer} />}
          </DeferredSettingsAnchor>
        </SettingsSections>
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
