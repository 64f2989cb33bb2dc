import { Callout, Flex, Text } from '@radix-ui/themes';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { to12Hour } from '#shared/domain/shop-time';
import { ApiError } from '../../../../lib/api';
import { formatDay } from '../../lib/format';

export type Conflict = { message: string; appointments: AdminAppointment[] };

/** A 409 that lists the live appointments in the way (`{ message, appointments }`), else undefined. */
export function conflictOf(error: unknown): Conflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { appointments?: unknown } | null;
  const parsed = AdminAppointment.array().safeParse(body?.appointments ?? []);
  return { message: error.serverMessage ?? 'Something is in the way.', appointments: parsed.success ? parsed.data : [] };
}

/** The server's refusal, and the appointments to cancel or move first. */
export function ConflictList({ conflict }: { conflict: Conflict }) {
  return (
    <Callout.Root color="red" role="alert" data-testid="conflict">
        <Flex direction="column" gap="2">
          <Text weight="medium">{conflict.message}</Text>
          {conflict.appointments.length > 0 && (
            <>
              <Text>Cancel or move these first:</Text>
              <ul className="admin-conflict-list">
                {conflict.appointments.map((a) => (
                  <li key={a.id} data-testid="conflict-appointment">
                    {formatDay(a.appointmentDate)}, {to12Hour(a.appointmentTime)} · {a.clientName} · {a.barberName} · {a.serviceName}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Flex>
    </Callout.Root>
  );
}
