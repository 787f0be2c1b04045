// The variables of the quote and slots queries (#50) from what the visitor typed: shared by the page in
// the browser (BookingPage.tsx) and the server's render of it (server/domains/business/business.page.tsx).
import { type VehicleValues, vehicleNamed } from './markup/VehicleQuote';

/** The vehicle's variables of the slots query (none without a vehicle: the service's duration). */
export const slotsVehicle = (v: VehicleValues | undefined | null) =>
  v && vehicleNamed(v)
    ? {
        vehicleYear: /^\d{4}$/.test(v.vehicleYear.trim()) ? Number(v.vehicleYear) : null,
        vehicleMake: v.vehicleMake,
        vehicleModel: v.vehicleModel,
        size: v.size || null,
        addOnIds: [...v.addOnIds],
      }
    : {};

/** The bookingQuote input of what the visitor typed. */
export const quoteInput = (serviceId: string, v: VehicleValues) => ({
  serviceId,
  vehicleYear: /^\d{4}$/.test(v.vehicleYear.trim()) ? Number(v.vehicleYear) : null,
  vehicleMake: v.vehicleMake,
  vehicleModel: v.vehicleModel,
  size: v.size || null,
  addOnIds: [...v.addOnIds],
  condition: v.condition || null,
});

