import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay';
import type { z } from 'zod';
import { maxVehicleYear, MIN_VEHICLE_YEAR, vehicleSchema } from '../../../common/customers';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import type { AddVehicleDialogMutation } from './__generated__/AddVehicleDialogMutation.graphql';

type Values = z.input<typeof vehicleSchema>;

export function AddVehicleDialog({ customerId }: { customerId: string }) {
  const [open, setOpen] = useState(false);
  const [commit, pending] = useMutation<AddVehicleDialogMutation>(graphql`
    mutation AddVehicleDialogMutation($customerId: ID!, $input: VehicleInput!) {
      addVehicle(customerId: $customerId, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on AddVehicleSuccess {
          vehicle {
            customer {
              ...CustomerDetail_customer
            }
          }
        }
      }
    }
  `);
  const form = useForm<Values>({ resolver: zodResolver(vehicleSchema), defaultValues: { year: '', make: '', model: '', color: '' } as never });
  const errors = form.formState.errors;
  const fail = (message: string) => toast({ title: 'Failed to add vehicle.', description: message, variant: 'destructive' });
  const onSubmit = form.handleSubmit((values) => {
    const year = values.year === '' || values.year == null ? null : Number(values.year);
    commit({
      variables: { customerId, input: { make: values.make, model: values.model, color: values.color || null, year } },
      onCompleted: ({ addVehicle: r }) => {
        if (r.__typename !== 'AddVehicleSuccess') return fail(r.message ?? '');
        toast({ title: 'Vehicle added' });
        form.reset();
        setOpen(false);
      },
      onError: (e) => fail(e.message),
    });
  });
  const requiredError = errors.make?.message ?? errors.model?.message;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Plus className="size-4" /> Add Vehicle
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Vehicle">
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          {requiredError && <Notice tone="error">{requiredError}</Notice>}
          <Field
            label="Year (optional)"
            type="number"
            inputMode="numeric"
            min={MIN_VEHICLE_YEAR}
            max={maxVehicleYear()}
            {...form.register('year')}
            error={errors.year?.message}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field label="Make" placeholder="Toyota" {...form.register('make')} />
            <Field label="Model" placeholder="Camry" {...form.register('model')} />
          </div>
          <Field label="Color (optional)" {...form.register('color')} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : 'Add Vehicle'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
