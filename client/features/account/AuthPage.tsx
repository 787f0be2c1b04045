// /auth: Sign Up and Sign In tabs; a payment session id makes Sign Up the default.
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { Card, CardContent } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { JoinButton } from '../payments/JoinButton';
import type { AuthPageQuery } from './__generated__/AuthPageQuery.graphql';
import { AuthLayout } from './AuthLayout';
import { AuthTabs } from './AuthTabs';
import { AuthSkeleton } from './AuthSkeleton';
import { SignInForm } from './SignInForm';
import { safeReturnPath } from './returnPath';
import { SignUpForm } from './SignUpForm';
import { homePathFor, useViewer } from './useViewer';

function AuthPage() {
  const data = usePreloadedQuery<AuthPageQuery>(
    graphql`
      query AuthPageQuery {
        viewer {
          ...useViewer_user
        }
        appInfo {
          ...AuthLayout_appInfo
          ...JoinButton_appInfo
        }
      }
    `,
    useLoaderData() as PreloadedQuery<AuthPageQuery>,
  );
  const viewer = useViewer(data.viewer);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (viewer) {
    // A new owner sets up the business first; everyone else (an admin too) goes back to the page asked for.
    const back = viewer.onboardingCompleted || viewer.isAdmin ? safeReturnPath(params.get('next')) : null;
    return <Navigate to={back ?? homePathFor(viewer)} replace />;
  }

  return (
    <AuthLayout appInfo={data.appInfo} subtitle={(days) => `Your ${days}-day journey to a successful mobile detailing business starts here.`}>
      {!sessionId && (
        <div className="mb-4">
          <JoinButton appInfo={data.appInfo} />
        </div>
      )}
      <Card>
        <CardContent first>
          <AuthTabs
            defaultValue={sessionId ? 'signup' : 'signin'}
            tabs={[
              {
                value: 'signup',
                label: 'Sign Up',
                content: (
                  <div className="space-y-4">
                    {sessionId && (
                      <Notice tone="success">
                        Payment received! Please use the same email and phone number you used for your payment so we
                        can verify it.
                      </Notice>
                    )}
                    <SignUpForm sessionId={sessionId} submitLabel="Create Account" pendingLabel="Creating Account..." />
                  </div>
                ),
              },
              { value: 'signin', label: 'Sign In', content: <SignInForm /> },
            ]}
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

export function Component() {
  return (
    <Suspense fallback={<AuthSkeleton />}>
      <AuthPage />
    </Suspense>
  );
}
