// REST row of the public vehicle size lookup (#50): GET /api/vehicle-size?year=&make=&model= → {size, known}.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow } from '../../rest/rest.js';
import { YEAR_OUT_OF_RANGE } from './vehicle-size.js';

/** The year of the query: absent or empty is none; anything but a whole number of at most 4 digits is a 400. */
function yearOf(query: URLSearchParams) {
  const year = query.get('year')?.trim();
  if (!year) return null;
  if (!/^\d{1,4}$/.test(year)) throw new Error(YEAR_OUT_OF_RANGE);
  return Number(year);
}

export const vehicleSizeRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/vehicle-size',
    public: true,
    operation: graphql(`query RestVehicleSize($year: Int, $make: String!, $model: String!) {
      vehicleSize(year: $year, make: $make, model: $model) {
        __typename ... on Error { message }
        ... on VehicleSizeLookupSuccess { lookup { size known } }
      }
    }`),
    variables: ({ query }) => ({ year: yearOf(query), make: query.get('make') ?? '', model: query.get('model') ?? '' }),
    result: (data) => data.vehicleSize.lookup,
  }),
];
