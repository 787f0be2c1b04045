// /signup: complete account setup after (or without) payment.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { FOUNDERS_RATE_USD } from '../../../common/payment';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { JoinButton } from '../payments/JoinButton';
import type { SignupPageQuery } from './__generated__/SignupPageQuery.graphql';
import { AuthLayout } from './AuthLayout';
import { AuthSkeleton } from './AuthSkeleton';
import { SignUpForm } from './SignUpForm';
import { useViewer } from './useViewer';

function SignupPage() {
  const data = usePreloadedQuery<SignupPageQuery>(
    graphql`
      query SignupPageQuery {
        viewer {
          ...useViewer_user
        }
        appInfo {
          ...AuthLayout_appInfo
          ...JoinButton_appInfo
        }
      }
    `,
    useLoaderData() as PreloadedQuery<SignupPageQuery>,
  );
  const viewer = useViewer(data.viewer);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const success = params.get('success') === 'true';
  if (viewer) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout appInfo={data.appInfo} subtitle="Complete your account setup">
      <div className="space-y-4">
        {success && sessionId && (
          <Notice tone="success">Payment successful! Complete your account setup below to get started.</Notice>
        )}
        {!sessionId && <Notice tone="warning">Creating account with 48-hour payment verification period.</Notice>}
        <Card tone="offer">
          <CardContent first className="flex items-center justify-between">
            <div>
              <p className="text-sm font-semibold text-brand-800">Early Bird Special</p>
              <p className="text-xs text-brand-700">Founders Rate</p>
            </div>
            <div className="text-right">
              <p className="text-2xl font-bold text-slate-900">${FOUNDERS_RATE_USD}/month</p>
              <p className="text-xs text-slate-600">
                {sessionId ? 'Payment received - Thank you!' : '48-hour verification period'}
              </p>
            </div>
          </CardContent>
        </Card>
        {!sessionId && <JoinButton appInfo={data.appInfo} />}
        <Card>
          <CardHeader>
            <CardTitle>Create your account</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <SignUpForm
              sessionId={sessionId}
              submitLabel="Create Account & Get Started"
              pendingLabel="Creating Account..."
            />
            <p className="text-center text-sm">
              <Link to="/auth" className="font-medium text-brand-700 underline">
                Already have an account? Sign in here
              </Link>
            </p>
            <p className="text-center text-xs text-slate-500">
              By creating an account, you agree to our Terms of Service and Privacy Policy.
            </p>
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}

export function Component() {
  return (
    <Suspense fallback={<AuthSkeleton />}>
      <SignupPage />
    </Suspense>
  );
}
