import { infiniteQueryOptions } from '@tanstack/react-query';
import { AuditPage } from '#shared/schemas/audit';
import { getJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';

/** The History filters; '' is "all". */
export type AuditFilters = { entity: string; actor: string; from: string; to: string };

export const AUDIT_PAGE_SIZE = 50;

/** `GET /api/admin/audit?entity&actor&from&to&before&limit`: only the filters that are set. */
export function auditUrl(filters: AuditFilters, before?: number): string {
  const q = new URLSearchParams();
  for (const key of ['entity', 'actor', 'from', 'to'] as const) if (filters[key]) q.set(key, filters[key]);
  if (before !== undefined) q.set('before', String(before));
  q.set('limit', String(AUDIT_PAGE_SIZE));
  return `/api/admin/audit?${q.toString()}`;
}

/** Newest first; "Load more" asks for the rows older than the page's `nextBefore`. */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit(filters),
    queryFn: ({ pageParam }) => getJson(auditUrl(filters, pageParam), AuditPage),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
