import type { ReactNode } from 'react';
import { Callout, Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { ApiError } from '#pwa/lib/api';
import { useT } from '#pwa/i18n/use-t';
import { useDay } from '../../staff-shell/lib/office-i18n';
import { appointmentHref } from '../../staff-shell/lib/appointment-link';

export type Conflict = { message: string; appointments: AdminAppointment[] };

/** The words of a 409 that gave none (shown as `office.conflict.fallback`). */
const NO_MESSAGE = 'Something is in the way.';

/** A 409 that lists the live appointments in the way (`{ message, appointments }`), else undefined. */
export function conflictOf(error: unknown): Conflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { appointments?: unknown } | null;
  const parsed = AdminAppointment.array().safeParse(body?.appointments ?? []);
  return { message: error.serverMessage ?? NO_MESSAGE, appointments: parsed.success ? parsed.data : [] };
}

/** The server's refusal, and the appointments to cancel or move first, each a link to open it (lib/appointment-link.ts); `children`: what can be done about them all. */
export function ConflictList({ conflict, children }: { conflict: Conflict; children?: ReactNode }) {
  const { t, known, time } = useT();
  const day = useDay();
  return (
    <Callout.Root color="red" role="alert" data-testid="conflict">
      <Flex direction="column" gap="2">
        <Text weight="medium">{conflict.message === NO_MESSAGE ? t('office.conflict.fallback') : known(conflict.message)}</Text>
        {conflict.appointments.length > 0 && (
          <>
            <Text>{t('office.conflict.first')}</Text>
            <ul className="admin-conflict-list">
              {conflict.appointments.map((a) => (
                <li key={a.id} data-testid="conflict-appointment">
                  <Link asChild className="admin-conflict-link">
                    <RouterLink to={appointmentHref(a)}>
                      {day(a.appointmentDate)}, {time(a.appointmentTime)} · {a.clientName} · {a.barberName} · {a.serviceName}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {children}
      </Flex>
    </Callout.Root>
  );
}
