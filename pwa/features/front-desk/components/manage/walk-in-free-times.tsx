import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, Flex, Text } from '@radix-ui/themes';
import { to12Hour } from '#shared/domain/shop-time';
import type { WalkIn, WalkInInput } from '#shared/schemas/walk-in';
import { freeTimesQueryOptions } from '../../api/walk-in-lookups';
import { useT } from '#pwa/i18n/use-t';

type Props = { form: UseFormReturn<WalkInInput, unknown, WalkIn> };

/**
 * The chosen barber's free start times for the chosen service and day (the availability API), each
 * a button that sets the time. The typed Time stays for a client already in the chair (any minute)
 * and for when the free times cannot be fetched (offline: the walk-in is queued as typed).
 */
export function WalkInFreeTimes({ form }: Props) {
  const { t, lang } = useT();
  const [barberId, serviceId, date, time] = useWatch({ control: form.control, name: ['barberId', 'serviceId', 'date', 'time'] });
  const ready = Number(barberId) > 0 && Number(serviceId) > 0 && /^\d{4}-\d{2}-\d{2}$/.test(String(date ?? ''));
  const free = useQuery({ ...freeTimesQueryOptions(Number(serviceId), String(date)), enabled: ready });
  if (!ready)
    return (
      <Text as="p" size="2" color="gray" className="admin-span-2" data-testid="walk-in-free-times">
        {t('admin.walkIn.freeTimes.choose')}
      </Text>
    );
  if (free.isPending)
    return (
      <Text as="p" size="2" color="gray" className="admin-span-2" data-testid="walk-in-free-times">
        {t('admin.walkIn.freeTimes.loading')}
      </Text>
    );
  if (free.isError)
    return (
      <Text as="p" size="2" color="gray" className="admin-span-2" data-testid="walk-in-free-times">
        {t('admin.walkIn.freeTimes.unavailable')}
      </Text>
    );
  const slots = free.data.barberAvailability[String(barberId)]?.availableSlots ?? [];
  if (slots.length === 0)
    return (
      <Text as="p" size="2" color="gray" className="admin-span-2" data-testid="walk-in-free-times">
        {t('admin.walkIn.freeTimes.none')}
      </Text>
    );
  return (
    <Flex direction="column" gap="2" className="admin-span-2" data-testid="walk-in-free-times">
      <Text size="2" id="walk-in-free-times-label">
        {t('admin.walkIn.freeTimes.label')}
      </Text>
      <Flex gap="2" wrap="wrap" role="group" aria-labelledby="walk-in-free-times-label">
        {slots.map((slot) => (
          <Button
            key={slot}
            type="button"
            size="3"
            variant={slot === time ? 'solid' : 'soft'}
            aria-pressed={slot === time}
            onClick={() => form.setValue('time', slot, { shouldValidate: true, shouldDirty: true })}
          >
            {to12Hour(slot, lang)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
