// Adds a vehicle to a customer, or edits one; the same form and rules for both.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { z } from 'zod';
import { maxVehicleYear, MIN_VEHICLE_YEAR, vehicleSchema } from '../../../common/customers';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { useFreshValues } from '../../relay/formData';
import { useMutationResult } from '../../relay/mutationResult';
import { Notice } from '../../ui/Notice';
import type { VehicleDialogAddMutation } from './__generated__/VehicleDialogAddMutation.graphql';
import type { VehicleDialogUpdateMutation } from './__generated__/VehicleDialogUpdateMutation.graphql';

type Values = z.input<typeof vehicleSchema>;
export interface EditedVehicle {
  id: string;
  year: number | null | undefined;
  make: string;
  model: string;
  color: string | null | undefined;
  licensePlate: string | null | undefined;
}

/** `vehicle` set: edit it; otherwise add one to the customer. */
export function VehicleDialog({
  customerId,
  vehicle,
  open,
  onOpenChange,
}: {
  customerId: string;
  vehicle?: EditedVehicle | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}>
        <VehicleForm customerId={customerId} vehicle={vehicle ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function VehicleForm({ customerId, vehicle, onDone }: { customerId: string; vehicle: EditedVehicle | null; onDone: () => void }) {
  const [add, adding] = useMutationResult<VehicleDialogAddMutation>(graphql`
    mutation VehicleDialogAddMutation($customerId: ID!, $input: VehicleInput!) {
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
  const [update, updating] = useMutationResult<VehicleDialogUpdateMutation>(graphql`
    mutation VehicleDialogUpdateMutation($id: ID!, $input: UpdateVehicleInput!) {
      updateVehicle(id: $id, input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on UpdateVehicleSuccess {
          vehicle {
            customer {
              ...CustomerDetail_customer
            }
          }
        }
      }
    }
  `);
  const values = { year: vehicle?.year ?? '', make: vehicle?.make ?? '', model: vehicle?.model ?? '', color: vehicle?.color ?? '', licensePlate: vehicle?.licensePlate ?? '' } as Values;
  const form = useForm<Values>({ resolver: zodResolver(vehicleSchema), defaultValues: values });
  // Opened on the stored data (shown at once), the form takes the fresh data where the owner has not typed (relay/formData.ts).
  useFreshValues(form, values);
  const errors = form.formState.errors;
  const verb = vehicle ? 'update' : 'add';
  const onSubmit = form.handleSubmit(async (values) => {
    const year = values.year === '' || values.year == null ? null : Number(values.year);
    const input = { make: values.make, model: values.model, color: values.color || null, licensePlate: values.licensePlate || null, year };
    const toasts = { failure: `Failed to ${verb} vehicle.`, success: vehicle ? 'Vehicle updated' : 'Vehicle added' };
    const result = vehicle ? await update({ id: vehicle.id, input }, toasts) : await add({ customerId, input }, toasts);
    if (result.ok) onDone();
  });
  const requiredError = errors.make?.message ?? errors.model?.message;
  const pending = adding || updating;
  const label = vehicle ? 'Save Vehicle' : 'Add Vehicle';
  return (
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
      <div className="grid grid-cols-2 gap-3">
        <Field label="Color (optional)" {...form.register('color')} />
        <Field label="License plate (optional)" autoCapitalize="characters" error={errors.licensePlate?.message} {...form.register('licensePlate')} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
    </form>
  );
}
