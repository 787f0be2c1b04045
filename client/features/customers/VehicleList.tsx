// A customer's vehicles: add, edit, and delete after the app's confirm dialog.
import { Car, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { isVehicleSize, VEHICLE_SIZE_LABELS } from '../../../common/vehicle-sizes';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { VehicleList_customer$key } from './__generated__/VehicleList_customer.graphql';
import type { VehicleListDeleteMutation } from './__generated__/VehicleListDeleteMutation.graphql';
import { type EditedVehicle, VehicleDialog } from './VehicleDialog';

const vehicleLabel = (v: { year?: number | null; make: string; model: string }) => [v.year, v.make, v.model].filter(Boolean).join(' ');

export function VehicleList({ customer }: { customer: VehicleList_customer$key }) {
  const c = useFragment(
    graphql`
      fragment VehicleList_customer on Customer {
        id
        vehicles {
          id
          year
          make
          model
          color
          licensePlate
          size
        }
      }
    `,
    customer,
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EditedVehicle | null>(null);
  const [deleting, setDeleting] = useState<EditedVehicle | null>(null);
  const [remove, removing] = useMutationResult<VehicleListDeleteMutation>(graphql`
    mutation VehicleListDeleteMutation($id: ID!) {
      deleteVehicle(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on DeleteVehicleSuccess {
          customer {
            ...CustomerDetail_customer
          }
        }
      }
    }
  `);
  const confirmDelete = async (vehicle: EditedVehicle) => {
    const result = await remove({ id: vehicle.id }, { failure: 'Failed to delete vehicle.', success: 'Vehicle deleted' });
    if (result.ok) setDeleting(null);
  };

  return (
    <section>
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold">Vehicles</h3>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" /> Add Vehicle
        </Button>
      </div>
      {c.vehicles.length === 0 ? (
        <p className="text-sm text-slate-500">No vehicles yet.</p>
      ) : (
        <ul className="space-y-2">
          {c.vehicles.map((v) => (
            <li key={v.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm">
              <Car className="size-4 text-slate-400" aria-hidden />
              <span className="flex-1">
                {vehicleLabel(v)}
                {v.color && <span className="text-slate-500"> · {v.color}</span>}
                {v.licensePlate && <span className="font-mono text-slate-500"> · {v.licensePlate}</span>}
                {isVehicleSize(v.size) && <span className="text-slate-500"> · {VEHICLE_SIZE_LABELS[v.size]}</span>}
              </span>
              <Button variant="ghost" size="sm" aria-label={`Edit ${vehicleLabel(v)}`} onClick={() => setEditing(v)}>
                <Pencil className="size-4" />
              </Button>
              <Button variant="ghostDanger" size="sm" aria-label={`Delete ${vehicleLabel(v)}`} onClick={() => setDeleting(v)}>
                <Trash2 className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <VehicleDialog customerId={c.id} open={adding} onOpenChange={setAdding} />
      <VehicleDialog customerId={c.id} vehicle={editing} open={!!editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete vehicle?"
        confirmLabel="Delete Vehicle"
        pending={removing}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        <p>{deleting && vehicleLabel(deleting)} will be removed from this customer. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
