import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button, Callout, Flex, Grid, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { TimeOff, TimeOffInput } from '#shared/schemas/days-off';
import type { AdminBarber } from '#shared/schemas/admin-barbers';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { getJson } from '#pwa/lib/api';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import {
  apiFieldErrors,
  ConflictList,
  conflictAppointments,
  issuesToFields,
  officeDelete,
  officeSend,
  refreshCatalogue,
  useFailureMessage,
  useOfficeOffline,
} from '../../staff-shell/api/office-api';
import { OfficeDialog, OfficeFormFooter } from '../common/office-dialog';
import { knownFields, useDay } from '../../staff-shell/lib/office-i18n';
import { barberTimeOffKey } from '../services/queries';

/** A barber's days off: the list, remove one, add a date range with a reason. */
export function TimeOffDialog({ barber, onClose }: { barber: AdminBarber; onClose: () => void }) {
  const list = useQuery({
    queryKey: barberTimeOffKey(barber.id),
    queryFn: () => getJson(`/api/barbers/${barber.id}/time-off`, z.array(TimeOff)),
  });
  const [form, setForm] = useState({ startDate: '', endDate: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [inTheWay, setInTheWay] = useState<AdminAppointment[] | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t, known } = useT();
  const failureMessage = useFailureMessage();
  const day = useDay();
  const range = (r: { startDate: string; endDate: string }) =>
    r.startDate === r.endDate ? day(r.startDate) : `${day(r.startDate)} – ${day(r.endDate)}`;
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
    mutationFn: (off: TimeOff) => officeDelete(`/api/barbers/${barber.id}/time-off/${off.id}`),
    networkMode: 'always',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    setInTheWay(null);
    const body = { startDate: form.startDate, endDate: form.endDate || form.startDate, reason: form.reason };
    const parsed = TimeOffInput.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : knownFields(issuesToFields(parsed.error), known);
    if (!form.startDate) found.startDate = t('office.timeOff.chooseStart');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(id(Object.keys(found)[0]!))?.focus();
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setForm({ startDate: '', endDate: '', reason: '' });
        refresh();
        toast({ title: t('office.timeOff.added'), description: t('office.timeOff.addedBody', { name: barber.name }) });
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        const appointments = conflictAppointments(err);
        if (fields) setErrors(knownFields(fields, known));
        if (appointments) setInTheWay(appointments);
        setFailure(fields ? null : failureMessage(err, t('office.timeOff.addFailed')));
      },
    });
  }

  return (
    <OfficeDialog title={t('office.timeOff.title', { name: barber.name })} maxWidth="600px" onClose={onClose}>
      <Flex direction="column" gap="4">
        {list.isPending && <Skeleton height="4rem" />}
        {list.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failureMessage(list.error, t('office.timeOff.loadFailed'))}</Callout.Text>
          </Callout.Root>
        )}
        {list.data && list.data.length === 0 && <Text color="gray">{t('office.timeOff.none')}</Text>}
        {list.data && list.data.length > 0 && (
          <ul className="office-list" aria-label={t('office.barber.timeOff')}>
            {list.data.map((off) => (
              <li key={off.id} className="office-row" data-testid="time-off-row">
                <Flex direction="column" className="office-row-main">
                  <Text weight="medium">{range(off)}</Text>
                  {off.reason && (
                    <Text size="2" color="gray">
                      {off.reason}
                    </Text>
                  )}
                </Flex>
                <Button
                  size="3"
                  variant="soft"
                  color="red"
                  disabled={offline || remove.isPending}
                  aria-label={t('office.timeOff.removeLabel', { days: range(off) })}
                  onClick={() =>
                    remove.mutate(off, {
                      onSuccess: () => {
                        refresh();
                        toast({ title: t('office.timeOff.removed'), description: range(off) });
                      },
                      onError: (err) => setFailure(failureMessage(err, t('office.timeOff.removeFailed'))),
                    })
                  }
                >
                  {t('office.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="3">
            <Heading as="h3" size="4">
              {t('office.timeOff.addHeading')}
            </Heading>
            <Grid columns={{ initial: '1', xs: '2' }} gap="3">
              <FormField id={id('startDate')} label={t('office.from')} error={errors.startDate} size="3">
                <TextField.Root
                  size="3"
                  type="date"
                  {...fieldAria(id('startDate'), errors.startDate)}
                  value={form.startDate}
                  onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))}
                />
              </FormField>
              <FormField id={id('endDate')} label={t('office.to')} hint={t('office.timeOff.lastDay')} error={errors.endDate} size="3">
                <TextField.Root
                  size="3"
                  type="date"
                  {...fieldAria(id('endDate'), errors.endDate)}
                  value={form.endDate}
                  onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))}
                />
              </FormField>
            </Grid>
            <FormField id={id('reason')} label={t('office.reason')} hint={t('office.optional')} error={errors.reason} size="3">
              <TextField.Root
                size="3"
                {...fieldAria(id('reason'), errors.reason)}
                value={form.reason}
                onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
              />
            </FormField>
            {inTheWay && inTheWay.length > 0 && <ConflictList appointments={inTheWay} title={t('office.timeOff.inTheWay')} />}
            <OfficeFormFooter
              offline={offline}
              failure={!inTheWay?.length && failure}
              busy={add.isPending}
              failureFirst
              cancelLabel={t('office.close')}
              saveLabel={t('office.timeOff.addButton')}
              busyLabel={t('office.adding')}
            />
          </Flex>
        </form>
      </Flex>
    </OfficeDialog>
  );
}
