import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServiceList, type Service } from '../../../../shared/schemas/catalogue';
import { getJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/services, parsed with the shared schema. */
export function fetchServices(): Promise<Service[]> {
  return getJson('/api/services', ServiceList);
}

export const servicesQueryOptions = () => queryOptions({ queryKey: queryKeys.services(), queryFn: fetchServices });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
