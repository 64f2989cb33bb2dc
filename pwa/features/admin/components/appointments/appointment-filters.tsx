import { Flex, TextField } from '@radix-ui/themes';
import { useBarbers } from '../../../../lib/catalogue';
import type { DateFilter } from '../../lib/date-filter';
import { filterBarberOptions } from '../../lib/options';
import { shopToday } from '../../lib/shop-today';
import { SelectField } from '../select-field';

const DATE_OPTIONS = [
  { value: 'all', label: 'All Appointments' },
  { value: 'today', label: 'Today' },
  { value: 'day', label: 'Pick a date' },
];

type Props = { barber: string; onBarber: (v: string) => void; date: DateFilter; onDate: (d: DateFilter) => void };

/** Barber (All Barbers or one) and date (All Appointments, Today, or a chosen day, today to start with). */
export function AppointmentFilters({ barber, onBarber, date, onDate }: Props) {
  const barbers = useBarbers();
  const onKind = (kind: string) =>
    onDate(kind === 'day' ? { kind: 'day', date: shopToday() } : kind === 'today' ? { kind: 'today' } : { kind: 'all' });
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Filters">
      <SelectField id="filter-barber" ariaLabel="Filter by barber" value={barber} onChange={onBarber} options={filterBarberOptions(barbers.data)} />
      <SelectField id="filter-date" ariaLabel="Filter by date" value={date.kind} onChange={onKind} options={DATE_OPTIONS} />
      {date.kind === 'day' && (
        <TextField.Root
          size="3"
          type="date"
          aria-label="Date"
          value={date.date}
          onChange={(e) => onDate({ kind: 'day', date: e.target.value })}
        />
      )}
    </Flex>
  );
}
