import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button, Callout, Dialog, Flex, Grid, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { TimeOff, TimeOffInput, type AdminBarber } from '#shared/schemas/back-office';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { getJson } from '../../../../lib/api';
import { FormField, fieldAria } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { formatDay } from '../../lib/format';
import {
  apiFieldErrors, ConflictList, conflictAppointments, failureMessage, issuesToFields, OfflineNote, officeDelete, officeSend, refreshCatalogue, useOfficeOffline,
} from '../services/office-api';
import { barberTimeOffKey } from '../services/queries';

const range = (t: { startDate: string; endDate: string }) =>
  t.startDate === t.endDate ? formatDay(t.startDate) : `${formatDay(t.startDate)} – ${formatDay(t.endDate)}`;

/** A barber's days off: the list, remove one, add a date range with a reason. */
export function TimeOffDialog({ barber, onClose }: { barber: AdminBarber; onClose: () => void }) {
  const list = useQuery({ queryKey: barberTimeOffKey(barber.id), queryFn: () => getJson(`/api/barbers/${barber.id}/time-off`, z.array(TimeOff)) });
  const [form, setForm] = useState({ startDate: '', endDate: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [inTheWay, setInTheWay] = useState<AdminAppointment[] | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = (name: string) => `time-off-${name}`;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: barberTimeOffKey(barber.id) });
    void refreshCatalogue(queryClient);
  };
  const add = useMutation({
    mutationFn: (body: TimeOffInput) => officeSend('POST', `/api/barbers/${barber.id}/time-off`, body, TimeOff),
    networkMode: 'always',
  });
  const remove = useMutation({
    mutationFn: (t: TimeOff) => officeDelete(`/api/barbers/${barber.id}/time-off/${t.id}`),
    networkMode: 'always',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    setInTheWay(null);
    const body = { startDate: form.startDate, endDate: form.endDate || form.startDate, reason: form.reason };
    const parsed = TimeOffInput.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : issuesToFields(parsed.error);
    if (!form.startDate) found.startDate = 'Choose the first day off';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(id(Object.keys(found)[0]!))?.focus();
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setForm({ startDate: '', endDate: '', reason: '' });
        refresh();
        toast({ title: 'Time Off Added', description: `${barber.name} takes no bookings on those days.` });
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        const appointments = conflictAppointments(err);
        if (fields) setErrors(fields);
        if (appointments) setInTheWay(appointments);
        setFailure(fields ? null : failureMessage(err, 'The time off could not be added. Please try again.'));
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{barber.name}’s time off</Dialog.Title>
        <Flex direction="column" gap="4">
          {list.isPending && <Skeleton height="4rem" />}
          {list.isError && <Callout.Root color="red" role="alert"><Callout.Text>{failureMessage(list.error, 'Could not load the time off.')}</Callout.Text></Callout.Root>}
          {list.data && list.data.length === 0 && <Text color="gray">No time off planned.</Text>}
          {list.data && list.data.length > 0 && (
            <ul className="office-list" aria-label="Time off">
              {list.data.map((t) => (
                <li key={t.id} className="office-row" data-testid="time-off-row">
                  <Flex direction="column" className="office-row-main">
                    <Text weight="medium">{range(t)}</Text>
                    {t.reason && <Text size="2" color="gray">{t.reason}</Text>}
                  </Flex>
                  <Button
                    size="3" variant="soft" color="red" disabled={offline || remove.isPending} aria-label={`Remove time off ${range(t)}`}
                    onClick={() => remove.mutate(t, {
                      onSuccess: () => { refresh(); toast({ title: 'Time Off Removed', description: range(t) }); },
                      onError: (err) => setFailure(failureMessage(err, 'The time off could not be removed. Please try again.')),
                    })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={onSubmit} noValidate>
            <Flex direction="column" gap="3">
              <Heading as="h3" size="4">Add time off</Heading>
              <Grid columns={{ initial: '1', xs: '2' }} gap="3">
                <FormField id={id('startDate')} label="From" error={errors.startDate} size="3">
                  <TextField.Root size="3" type="date" {...fieldAria(id('startDate'), errors.startDate)} value={form.startDate} onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))} />
                </FormField>
                <FormField id={id('endDate')} label="To" hint="the last day off" error={errors.endDate} size="3">
                  <TextField.Root size="3" type="date" {...fieldAria(id('endDate'), errors.endDate)} value={form.endDate} onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))} />
                </FormField>
              </Grid>
              <FormField id={id('reason')} label="Reason" hint="optional" error={errors.reason} size="3">
                <TextField.Root size="3" {...fieldAria(id('reason'), errors.reason)} value={form.reason} onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))} />
              </FormField>
              {inTheWay && inTheWay.length > 0 && <ConflictList appointments={inTheWay} title="These appointments are in the way. Move or cancel these first." />}
              {failure && !inTheWay?.length && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
              <OfflineNote offline={offline} />
              <Flex gap="3" justify="end" wrap="wrap">
                <Dialog.Close><Button type="button" size="3" variant="soft" color="gray">Close</Button></Dialog.Close>
                <Button type="submit" size="3" disabled={offline || add.isPending}>{add.isPending ? 'Adding...' : 'Add Time Off'}</Button>
              </Flex>
            </Flex>
          </form>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
