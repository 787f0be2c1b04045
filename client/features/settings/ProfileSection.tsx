// Profile Information: names and phone; changing the email asks for the current password and waits for
// the link sent to the new address (pendingEmail until then).
import { type Resolver, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { ProfileValues } from '../../../common/account';
import { useFreshValues } from '../../relay/formData';
import { useLazyMutationResult } from '../../relay/lazyMutation';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { lazyResolver } from '../../ui/lazyResolver';
import type { ProfileSection_user$key } from './__generated__/ProfileSection_user.graphql';
import type { ProfileSectionMutation } from './__generated__/ProfileSectionMutation.graphql';

/** The save's mutation, loaded when the form is focused or its button pointed at. */
const loadSave = () => import('./ProfileSection.mutation');

const profile = lazyResolver<ProfileValues>(async () => {
  const [{ zodResolver }, { profileSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../../../common/account')]);
  return zodResolver(profileSchema) as Resolver<ProfileValues>;
});

export function ProfileSection({ user }: { user: ProfileSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSection_user on User {
        firstName
        lastName
        email
        pendingEmail
        phone
      }
    `,
    user,
  );
  const [commit, pending, preload] = useLazyMutationResult<ProfileSectionMutation>(loadSave);
  const values = { firstName: data.firstName, lastName: data.lastName, email: data.email, phone: data.phone ?? '', currentPassword: '' };
  const form = useForm<ProfileValues>({ resolver: profile.resolver, defaultValues: values });
  // Fresh data keeps what the owner typed; a save shows what was saved, the password cleared.
  const saved = useFreshValues(form, values);
  const emailChanged = form.watch('email').trim().toLowerCase() !== data.email;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (input) => {
    const newEmail = input.email.trim().toLowerCase();
    const success =
      newEmail !== data.email
        ? { title: 'Check your new email', description: `We sent a link to ${newEmail}. Your email changes when you open it.` }
        : { title: 'Profile updated', description: 'Your profile information has been saved.' };
    const result = await commit(
      { input: { ...input, phone: input.phone || null, currentPassword: input.currentPassword || null } },
      { success, failure: 'Error updating profile' },
    );
    if (result.ok) saved();
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          onFocus={() => {
            profile.preload();
            preload();
          }}
          className="space-y-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            <Field label="First name" {...form.register('firstName')} error={errors.firstName?.message} />
            <Field label="Last name" {...form.register('lastName')} error={errors.lastName?.message} />
          </div>
          <Field label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
          {data.pendingEmail && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="pending-email">
              Waiting for you to confirm <strong>{data.pendingEmail}</strong>: open the link we sent there. Until then you sign in with {data.email}.
            </p>
          )}
          {emailChanged && (
            <Field
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change your email"
              {...form.register('currentPassword')}
            />
          )}
          <Field label="Phone" type="tel" {...form.register('phone')} error={errors.phone?.message} />
          <Button type="submit" disabled={pending} onPointerEnter={preload}>
            {pending ? 'Saving...' : 'Save Profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
