/**
 * What a visitor sends about themselves and the car, as the public booking mutations (request and
 * instant booking) take it: absent text is empty, a whole-number year a number (anything else goes on
 * for GraphQL to refuse), the optional fields null (`smsConsent`: true, false or absent, anything else
 * refused by GraphQL); the honeypot `website` passes through.
 */
export const visitorInput = (body: Record<string, unknown>) => ({
  name: body.name ?? '',
  phone: body.phone ?? '',
  email: body.email ?? null,
  vehicleYear:
    body.vehicleYear === undefined || body.vehicleYear === null || body.vehicleYear === ''
      ? null
      : Number.isInteger(Number(body.vehicleYear))
        ? Number(body.vehicleYear)
        : body.vehicleYear,
  vehicleMake: body.vehicleMake ?? '',
  vehicleModel: body.vehicleModel ?? '',
  address: body.address ?? '',
  notes: body.notes ?? null,
  smsConsent: body.smsConsent ?? null,
  website: body.website ?? null,
  // The quote's choices (#50): the size (required for a model the table does not know), the add-ons, the condition.
  size: body.size ?? null,
  addOnIds: body.addOnIds ?? null,
  condition: body.condition ?? null,
});
