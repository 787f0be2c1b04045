// /auth: Sign Up and Sign In tabs; a payment session id makes Sign Up the default.
import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Card, CardContent } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { FullPageSpinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { JoinButton } from '../payments/JoinButton';
import { AuthLayout } from './AuthLayout';
import { SignInForm } from './SignInForm';
import { safeReturnPath } from './returnPath';
import { SignUpForm } from './SignUpForm';
import { homePathFor, useViewer } from './useViewer';

function AuthPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (viewer) {
    // A new owner sets up the business first; everyone else goes back to the page asked for.
    const back = viewer.onboardingCompleted ? safeReturnPath(params.get('next')) : null;
    return <Navigate to={back ?? homePathFor(viewer)} replace />;
  }

  return (
    <AuthLayout subtitle={(days) => `Your ${days}-day journey to a successful mobile detailing business starts here.`}>
      {!sessionId && (
        <div className="mb-4">
          <JoinButton />
        </div>
      )}
      <Card>
        <CardContent className="pt-5">
          <Tabs defaultValue={sessionId ? 'signup' : 'signin'}>
            <TabsList>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
            </TabsList>
            <TabsContent value="signup" className="space-y-4">
              {sessionId && (
                <Notice tone="success">
                  Payment received! Please use the same email and phone number you used for your payment so we can
                  verify it.
                </Notice>
              )}
              <SignUpForm sessionId={sessionId} submitLabel="Create Account" pendingLabel="Creating Account..." />
            </TabsContent>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AuthPage />
    </Suspense>
  );
}
