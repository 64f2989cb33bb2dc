import { queryOptions, useQuery } from '@tanstack/react-query';
import { Barber } from '../../../../shared/schemas/catalogue';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/barbers/{id}: the barber a `?barber=` link preselects (its name for the subtitle). */
export function fetchBarber(id: number): Promise<Barber> {
  return getJson(`/api/barbers/${id}`, Barber);
}

export const barberQueryOptions = (id: number) => queryOptions({ queryKey: queryKeys.barber(id), queryFn: () => fetchBarber(id) });

export function useBarber(id: number | undefined) {
  return useQuery({ ...barberQueryOptions(id ?? 0), enabled: id !== undefined });
}
