import { Flex, TextField } from '@radix-ui/themes';
import { useBarbers } from '#pwa/lib/catalogue';
import type { DateFilter } from '../../lib/date-filter';
import { filterBarberOptions } from '#pwa/features/staff-shell/lib/options';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { SelectField } from '#pwa/features/staff-shell/components/select-field';
import { useT } from '#pwa/i18n/use-t';

type Props = { barber: string; onBarber: (v: string) => void; date: DateFilter; onDate: (d: DateFilter) => void };

/**
 * Barber (All Barbers or one) and date (Today and upcoming, Past, All Appointments, Today, or a chosen
 * day, today to start with).
 */
export function AppointmentFilters({ barber, onBarber, date, onDate }: Props) {
  const barbers = useBarbers();
  const { t, lang } = useT();
  const dateOptions = [
    { value: 'upcoming', label: t('admin.appointments.filter.upcoming') },
    { value: 'past', label: t('admin.appointments.filter.past') },
    { value: 'all', label: t('admin.appointments.filter.all') },
    { value: 'today', label: t('admin.appointments.filter.today') },
    { value: 'day', label: t('admin.appointments.filter.day') },
  ];
  const onKind = (kind: string) =>
    onDate(
      kind === 'day'
        ? { kind: 'day', date: shopToday() }
        : { kind: kind === 'today' || kind === 'upcoming' || kind === 'past' ? kind : 'all' },
    );
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label={t('admin.appointments.filters')}>
      <SelectField
        id="filter-barber"
        ariaLabel={t('admin.appointments.filterBarber')}
        value={barber}
        onChange={onBarber}
        options={filterBarberOptions(barbers.data, lang)}
      />
      <SelectField
        id="filter-date"
        ariaLabel={t('admin.appointments.filterDate')}
        value={date.kind}
        onChange={onKind}
        options={dateOptions}
      />
      {date.kind === 'day' && (
        <TextField.Root
          size="3"
          type="date"
          aria-label={t('admin.fields.date')}
          value={date.date}
          onChange={(e) => onDate({ kind: 'day', date: e.target.value })}
        />
      )}
    </Flex>
  );
}
