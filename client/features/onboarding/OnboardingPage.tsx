// /onboarding: the five-step business setup, submitted as one server transaction.
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { FullPageSpinner, Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { useSignOut } from '../account/useAccountMutations';
import type { OnboardingPageMutation } from './__generated__/OnboardingPageMutation.graphql';
import type { OnboardingPageQuery } from './__generated__/OnboardingPageQuery.graphql';
import { StepBusinessName, StepContact, StepHours, StepLocation, StepPricing } from './Steps';
import { canContinue, initialValues, STEPS, servicesToSubmit, setupErrorMessage, type WizardValues } from './wizard';

function Wizard() {
  const { viewer } = useLazyLoadQuery<OnboardingPageQuery>(
    graphql`
      query OnboardingPageQuery {
        viewer {
          firstName
          email
          phone
          onboardingCompleted
          business {
            id
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [commit, pending] = useMutation<OnboardingPageMutation>(graphql`
    mutation OnboardingPageMutation($input: CompleteOnboardingInput!) {
      completeOnboarding(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CompleteOnboardingSuccess {
          user {
            ...useViewer_user
            business {
              id
              businessName
              subdomain
            }
          }
        }
      }
    }
  `);
  const navigate = useNavigate();
  const [signOut] = useSignOut();
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<WizardValues>({ defaultValues: initialValues(viewer ?? { phone: null, email: '' }) });
  const values = form.watch();

  if (!viewer) return <Navigate to="/auth" replace />;
  if (viewer.onboardingCompleted || viewer.business) return <Navigate to="/dashboard" replace />;

  const fail = (message: string) => {
    const shown = setupErrorMessage(message);
    setError(shown || 'Setup failed. Please try again.');
    toast({ title: 'Setup failed', description: shown, variant: 'destructive' });
  };

  const submit = () => {
    setError(null);
    const checked = servicesToSubmit(values);
    if ('error' in checked) return fail(checked.error);
    const { custom: _custom, services: _services, serviceRadius, ...rest } = values;
    commit({
      variables: {
        input: {
          ...rest,
          serviceRadius: Number(serviceRadius),
          services: checked.services.map(({ name, price, description }) => ({ name, price, description })),
        },
      },
      onCompleted: ({ completeOnboarding: result }) => {
        if (result.__typename !== 'CompleteOnboardingSuccess') return fail(result.message ?? 'Setup failed. Please try again.');
        toast({ title: "Welcome to Detailer's Launchpad!", description: "Your business is set up. Let's get started!" });
        navigate('/dashboard', { replace: true });
      },
      onError: (e) => fail(e.message),
    });
  };

  const last = step === STEPS.length - 1;
  const steps = [
    <StepBusinessName key="name" form={form} firstName={viewer.firstName} />,
    <StepContact key="contact" form={form} />,
    <StepLocation key="location" form={form} />,
    <StepHours key="hours" form={form} />,
    <StepPricing key="pricing" form={form} />,
  ];

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <span className="font-semibold text-slate-900">Set up your business</span>
        <Button variant="ghost" size="sm" onClick={signOut}>
          Sign out
        </Button>
      </header>
      <main className="mx-auto max-w-xl space-y-4 px-4 py-6 pb-28">
        <div className="space-y-2">
          <div className="flex justify-between text-sm text-slate-600">
            <span>
              Step {step + 1} of {STEPS.length}
            </span>
            <span>{STEPS[step]}</span>
          </div>
          <Progress value={((step + 1) / STEPS.length) * 100} label="Setup progress" />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{STEPS[step]}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {last && error && <Notice tone="error">{error}</Notice>}
            {steps[step]}
          </CardContent>
        </Card>
      </main>
      <nav className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-xl gap-3">
          <Button variant="secondary" className="flex-1" disabled={step === 0 || pending} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          <Button
            className="flex-1"
            disabled={!canContinue(step, values) || pending}
            onClick={() => (last ? submit() : setStep(step + 1))}
          >
            {last ? 'Complete Setup' : 'Next'}
          </Button>
        </div>
      </nav>
      {pending && (
        <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90" role="alert" aria-busy>
          <Spinner />
          <p className="font-medium text-slate-800">Setting up your business...</p>
        </div>
      )}
    </div>
  );
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Wizard />
    </Suspense>
  );
}
