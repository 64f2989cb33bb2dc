import { queryOptions, useQuery } from '@tanstack/react-query';
import { BarberList, type Barber } from '../../../../shared/schemas/catalogue';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/barbers: the barber selects and filters. */
export function fetchBarbers(): Promise<Barber[]> {
  return getJson('/api/barbers', BarberList);
}

export const barbersQueryOptions = () => queryOptions({ queryKey: queryKeys.barbers(), queryFn: fetchBarbers });

export function useBarbers() {
  return useQuery(barbersQueryOptions());
}
