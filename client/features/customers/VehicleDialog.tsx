// Adds a vehicle to a customer, or edits one; the same form and rules for both.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { z } from 'zod';
import { maxVehicleYear, MIN_VEHICLE_YEAR, vehicleSchema } from '../../../common/customers';
import { lookupVehicleSize, VEHICLE_SIZE_LABELS, VEHICLE_SIZES, type VehicleSize } from '../../../common/vehicle-sizes';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { useFreshValues } from '../../relay/formData';
import { useMutationResult } from '../../relay/mutationResult';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
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
  size?: string | null;
}

const SIZE_OPTIONS = VEHICLE_SIZES.map((size) => [size, VEHICLE_SIZE_LABELS[size]] as const);
const yearOf = (year: unknown) => (year === '' || year == null || !Number.isInteger(Number(year)) ? null : Number(year));

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
  const values = {
    year: vehicle?.year ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    color: vehicle?.color ?? '',
    licensePlate: vehicle?.licensePlate ?? '',
    size: vehicle?.size ?? '',
  } as Values;
  const form = useForm<Values>({ resolver: zodResolver(vehicleSchema), defaultValues: values });
  // Opened on the stored data (shown at once), the form takes the fresh data where the owner has not typed (relay/formData.ts).
  useFreshValues(form, values);
  // The size table's size (#50) is preselected as the owner types the make and model, until they pick one;
  // a stored vehicle keeps its size unless it becomes another model.
  const [year, make, model] = form.watch(['year', 'make', 'model']);
  const suggested = lookupVehicleSize({ year: yearOf(year), make: make ?? '', model: model ?? '' }).size;
  const picked = useRef(false);
  const typed = `${year ?? ''}|${make ?? ''}|${model ?? ''}`;
  const stored = vehicle?.size ? `${vehicle.year ?? ''}|${vehicle.make}|${vehicle.model}` : null;
  const { setValue } = form;
  useEffect(() => {
    if (picked.current || typed === stored) return;
    setValue('size', suggested ?? '');
  }, [suggested, typed, stored, setValue]);
  const sizeField = form.register('size');
  const sizeHintId = useId();
  const sizeHint = suggested
    ? `Suggested from the model: ${VEHICLE_SIZE_LABELS[suggested as VehicleSize]}.`
    : make?.trim() && model?.trim()
      ? 'Not in our size table: choose the size you price it at, or leave it at Not sure.'
      : 'Suggested from the make and model once typed.';
  const errors = form.formState.errors;
  const verb = vehicle ? 'update' : 'add';
  const onSubmit = form.handleSubmit(async (values) => {
    const year = values.year === '' || values.year == null ? null : Number(values.year);
    const size = (values.size || null) as VehicleSize | null;
    const input = { make: values.make, model: values.model, color: values.color || null, licensePlate: values.licensePlate || null, year, size };
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
      <div>
        <Select
          label="Size"
          placeholder="Not sure"
          options={SIZE_OPTIONS}
          error={errors.size?.message}
          aria-describedby={sizeHintId}
          {...sizeField}
          onChange={(e) => {
            picked.current = true;
            return sizeField.onChange(e);
          }}
        />
        <p id={sizeHintId} className="mt-1 text-sm text-slate-500">
          {sizeHint}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
    </form>
  );
}
