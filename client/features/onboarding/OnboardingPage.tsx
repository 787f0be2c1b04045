// /onboarding: the five-step business setup, submitted as one server transaction. The step lives in
// the URL (?step=, so back and forward move between steps) and the values in a session-storage draft.
import { Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutationResult } from '../../relay/mutationResult';
import { rememberBusinessZone } from '../../ui/businessZone';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import { Progress } from '../../ui/Progress';
import { Spinner } from '../../ui/Spinner';
import { WizardSkeleton } from '../navigation/AppShellSkeleton';
import { toast } from '../../ui/toast-store';
import { ONBOARDING_DRAFT_PREFIX } from '../account/signingOut';
import { useSignOut } from '../account/useSignOut';
import { PaymentRequired } from '../payments/PaymentRequired';
import type { OnboardingPageMutation } from './__generated__/OnboardingPageMutation.graphql';
import type { OnboardingPageQuery } from './__generated__/OnboardingPageQuery.graphql';
import { checkAvailability, TAKEN_MESSAGE } from './BookingAddress';
import { StepBusinessName, StepContact, StepHours, StepLocation, StepPricing } from './Steps';
import {
  canContinue,
  FIELD_LABELS,
  initialValues,
  STEPS,
  type StepField,
  servicesToSubmit,
  setupErrorMessage,
  stepErrors,
  stepOfField,
  type WizardValues,
} from './wizard';

// The wizard's draft is kept in this browser (localStorage, per account) so the wizard opened in another
// tab, or after the tab was closed, picks up where the owner was; it is removed on finishing and on sign-out.
const draftKey = (email: string) => `${ONBOARDING_DRAFT_PREFIX}${email}`;

function readDraft(email: string): Partial<WizardValues> {
  try {
    return JSON.parse(localStorage.getItem(draftKey(email)) ?? '{}');
  } catch {
    return {};
  }
}

function saveDraft(email: string, values: unknown) {
  try {
    localStorage.setItem(draftKey(email), JSON.stringify(values));
  } catch {
    // Storage full or refused (a private window): the wizard works on without its draft.
  }
}

/** Step 1 is plain /onboarding; later steps are ?step=2 … ?step=5. */
const stepParam = (step: number) => (step === 0 ? null : String(step + 1));
const stepSearch = (step: number): Record<string, string> => (step === 0 ? {} : { step: String(step + 1) });

/** The step asked for in the URL (1-based), but never past the first step that is not complete. */
function reachableStep(asked: number, values: WizardValues) {
  const wanted = Number.isInteger(asked) ? Math.min(Math.max(asked - 1, 0), STEPS.length - 1) : 0;
  for (let s = 0; s < wanted; s++) {
    if (!canContinue(s, values) || Object.keys(stepErrors(s, values)).length) return s;
  }
  return wanted;
}

function Wizard() {
  const { viewer } = usePreloadedQuery<OnboardingPageQuery>(
    graphql`
      query OnboardingPageQuery {
        viewer {
          firstName
          email
          phone
          onboardingCompleted
          paymentStatus {
            overdue
          }
          business {
            id
          }
        }
      }
    `,
    useLoaderData() as PreloadedQuery<OnboardingPageQuery>,
  );
  const [commit, pending] = useMutationResult<OnboardingPageMutation>(graphql`
    mutation OnboardingPageMutation($input: CompleteOnboardingInput!) {
      completeOnboarding(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
        ... on CompleteOnboardingSuccess {
          user {
            ...useViewer_user
            business {
              id
              businessName
              subdomain
              timeZone
            }
          }
        }
      }
    }
  `);
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [signOut] = useSignOut();
  const [params, setParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Set with the payload that completes setup: submit navigates, so the redirect below must not too.
  const [finished, setFinished] = useState(false);
  // Pricing fields at fault: marked after a refused Complete Setup while still wrong, or as the server named them.
  const [triedPricing, setTriedPricing] = useState(false);
  const [refusedFields, setRefusedFields] = useState<string[]>([]);
  const errorId = useId();
  const email = viewer?.email ?? '';
  const [defaultValues] = useState(() => ({ ...initialValues(viewer ?? { phone: null, email: '' }), ...readDraft(email) }));
  const form = useForm<WizardValues>({ defaultValues });
  const values = form.watch();
  const step = reachableStep(Number(params.get('step') ?? '1'), values);
  const stepInUrl = params.get('step');

  useEffect(() => {
    const { unsubscribe } = form.watch((v) => saveDraft(email, v));
    return unsubscribe;
  }, [form, email]);
  useEffect(() => {
    if (stepInUrl !== stepParam(step)) setParams(stepSearch(step), { replace: true });
  }, [step, stepInUrl, setParams]);

  if (!viewer) return <Navigate to="/auth" replace />;
  if ((viewer.onboardingCompleted || viewer.business) && !finished) return <Navigate to="/dashboard" replace />;
  if (viewer.paymentStatus.overdue) return <PaymentRequired />;

  /** Pushes a history entry, so the browser's back gesture returns to the previous step. */
  const goTo = (next: number) => {
    setError(null);
    setParams(stepSearch(next));
  };

  const showFieldErrors = (errors: Partial<Record<StepField, string>>) => {
    const entries = Object.entries(errors) as [StepField, string][];
    for (const [i, [field, message]] of entries.entries()) form.setError(field, { message }, { shouldFocus: i === 0 });
    return entries.length > 0;
  };

  const next = async () => {
    if (showFieldErrors(stepErrors(step, values))) return;
    if (step === 0) {
      setChecking(true);
      const availability = await checkAvailability(environment, values.subdomain || values.businessName).catch(() => null);
      setChecking(false);
      // Unknown (offline) is left to the server's check at the end.
      if (availability && !availability.available) return showFieldErrors({ businessName: TAKEN_MESSAGE });
    }
    goTo(step + 1);
  };

  const fail = (message: string) => {
    const shown = setupErrorMessage(message);
    setError(shown || 'Setup failed. Please try again.');
    toast({ title: 'Setup failed', description: shown, variant: 'destructive' });
  };

  /** A server refusal names the step and field, and takes the owner there. */
  const refusedAt = (field: string, message: string) => {
    const at = stepOfField(field);
    const label = FIELD_LABELS[field.split('.')[0] ?? ''] ?? 'Services';
    const text = `${STEPS[at]} step, ${label}: ${message}`;
    toast({ title: 'Setup failed', description: text, variant: 'destructive' });
    if (at === STEPS.length - 1) return setError(text);
    setParams(stepSearch(at));
    const key = (field === 'subdomain' ? 'businessName' : field) as StepField;
    if (key in FIELD_LABELS) setTimeout(() => form.setError(key, { message }, { shouldFocus: true }));
  };

  const submit = async () => {
    setError(null);
    setTriedPricing(true);
    setRefusedFields([]);
    const checked = servicesToSubmit(values);
    if ('error' in checked) {
      fail(checked.error);
      // The first field at fault takes the focus (it is marked and described by the message).
      const [first] = checked.faults;
      if (first) form.setFocus(first as `services.${number}.price`);
      return;
    }
    const { custom: _custom, services: _services, serviceRadius, ...rest } = values;
    const result = await commit({
      input: {
        ...rest,
        serviceRadius: Number(serviceRadius),
        services: checked.services.map(({ name, price, description }) => ({ name, price, description })),
      },
    });
    if (!result.ok) {
      const [first] = result.fieldErrors;
      if (result.kind === 'ValidationError' && first) {
        // The server numbers the services it was sent; each has its place in the form.
        const refused = result.fieldErrors.flatMap(({ field }) => {
          const [, n, key] = /^services\.(\d+)\.(\w+)$/.exec(field) ?? [];
          const path = n === undefined ? undefined : checked.paths[Number(n)];
          return path ? [`${path}.${key}`] : [];
        });
        setRefusedFields(refused);
        if (refused[0]) form.setFocus(refused[0] as `services.${number}.price`);
        return refusedAt(first.field, first.message);
      }
      if (result.kind === 'ConflictError' && result.message.includes('Subdomain already taken')) return refusedAt('businessName', TAKEN_MESSAGE);
      return fail(result.message);
    }
    setFinished(true);
    // The home's loader then knows the business's day at once (ui/businessZone.ts), with no wait for the guard.
    if (result.data.__typename === 'CompleteOnboardingSuccess') rememberBusinessZone(result.data.user?.business?.timeZone);
    localStorage.removeItem(draftKey(email));
    toast({ title: "Welcome to Detailer's Launchpad!", description: "Your business is set up. Let's get started!" });
    navigate('/dashboard', { replace: true });
  };

  const last = step === STEPS.length - 1;
  const stillWrong = triedPricing ? servicesToSubmit(values) : null;
  const pricingFaults = {
    fields: new Set([...(stillWrong && 'faults' in stillWrong ? stillWrong.faults : []), ...refusedFields]),
    messageId: errorId,
  };
  const steps = [
    <StepBusinessName key="name" form={form} firstName={viewer.firstName} />,
    <StepContact key="contact" form={form} />,
    <StepLocation key="location" form={form} />,
    <StepHours key="hours" form={form} />,
    <StepPricing key="pricing" form={form} faults={pricingFaults} />,
  ];

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <h1 className="font-semibold text-slate-900">Set up your business</h1>
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
            {last && error && (
              <Notice tone="error" id={errorId}>
                {error}
              </Notice>
            )}
            {steps[step]}
          </CardContent>
        </Card>
      </main>
      <nav className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-xl gap-3">
          <Button variant="secondary" className="flex-1" disabled={step === 0 || pending} onClick={() => goTo(step - 1)}>
            Back
          </Button>
          <Button
            className="flex-1"
            disabled={!canContinue(step, values) || pending || checking}
            onClick={() => (last ? submit() : next())}
          >
            {last ? 'Complete Setup' : 'Next'}
          </Button>
        </div>
      </nav>
      {(pending || finished) && (
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
    <Suspense fallback={<WizardSkeleton />}>
      <Wizard />
    </Suspense>
  );
}
