import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Flex, IconButton, Skeleton, Switch, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon } from '#pwa/components/icons/cross-2';
import { WeeklyHours, type AdminBarber } from '#shared/schemas/admin-barbers';
import { getJson } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import {
  apiFieldErrors,
  issuesToFields,
  officeSend,
  refreshCatalogue,
  useFailureMessage,
  useOfficeOffline,
} from '../../staff-shell/api/office-api';
import { OfficeDialog, OfficeFormFooter } from '../common/office-dialog';
import { knownFields } from '../../staff-shell/lib/office-i18n';
import { barberHoursKey } from '../services/queries';
import { copyToAllDays, DEFAULT_DAY, formToHours, hoursToForm, WEEKDAYS, withBreak, withInterval, type WeekForm } from './hours';

/** A weekday's name in the page's language (0 is Sunday). */
const dayName = (t: I18nValue['t'], weekday: number) => t(`office.weekday.${weekday}` as Parameters<I18nValue['t']>[0]);

/** A barber's weekly hours, loaded then edited. */
export function HoursDialog({ barber, onClose }: { barber: AdminBarber; onClose: () => void }) {
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const hours = useQuery({ queryKey: barberHoursKey(barber.id), queryFn: () => getJson(`/api/barbers/${barber.id}/hours`, WeeklyHours) });
  return (
    <OfficeDialog title={t('office.hours.title', { name: barber.name })} maxWidth="640px" onClose={onClose}>
      {hours.isPending && <Skeleton height="16rem" data-testid="hours-loading" />}
      {hours.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{failureMessage(hours.error, t('office.hours.loadFailed'))}</Callout.Text>
        </Callout.Root>
      )}
      {hours.data && <HoursForm barber={barber} initial={hoursToForm(hours.data)} onClose={onClose} />}
    </OfficeDialog>
  );
}

function HoursForm({ barber, initial, onClose }: { barber: AdminBarber; initial: WeekForm; onClose: () => void }) {
  const [week, setWeek] = useState<WeekForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useT();
  const { t } = words;
  const failureMessage = useFailureMessage();
  const save = useMutation({
    mutationFn: (list: WeeklyHours) => officeSend('PUT', `/api/barbers/${barber.id}/hours`, list, WeeklyHours),
    networkMode: 'always',
  });
  const setDay = (weekday: number, day: WeekForm[number]) => setWeek((w) => w.map((d, i) => (i === weekday ? day : d)));
  const fieldId = (weekday: number, k: number, field: 'start' | 'end') => `hours-${weekday}-${k}-${field}`;

  /** `{index}.start` (the list's index, as the schema and the API name it) → that weekday's interval. */
  function placeErrors(fields: Record<string, string>): Record<string, string> {
    const where = week.flatMap((day, weekday) => day.map((_i, k) => ({ weekday, k })));
    const out: Record<string, string> = {};
    for (const [key, message] of Object.entries(fields)) {
      const [index, field] = key.split('.');
      const at = /^\d+$/.test(index ?? '') ? where[Number(index)] : undefined;
      out[at ? fieldId(at.weekday, at.k, field === 'start' ? 'start' : 'end') : '_'] ??= message;
    }
    return out;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const list = formToHours(week);
    const parsed = WeeklyHours.safeParse(list);
    const found = parsed.success ? {} : knownFields(placeErrors(issuesToFields(parsed.error)), words.known);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    save.mutate(list, {
      onSuccess: (saved) => {
        queryClient.setQueryData(barberHoursKey(barber.id), saved);
        void refreshCatalogue(queryClient);
        toast({ title: t('office.hours.saved'), description: t('office.hours.savedBody', { name: barber.name }) });
        onClose();
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        if (fields) setErrors(knownFields(placeErrors(fields), words.known));
        setFailure(fields ? null : failureMessage(err, t('office.hours.saveFailed')));
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Flex direction="column">
        {WEEKDAYS.map((key, weekday) => {
          const name = dayName(t, weekday);
          const day = week[weekday] ?? [];
          const working = day.length > 0;
          const split = withBreak(day);
          return (
            <Flex key={key} direction="column" gap="2" className="office-hours-day" data-testid={`hours-${key}`}>
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Text as="label" size="3" weight="medium">
                  <Flex gap="2" align="center">
                    <Switch
                      size="2"
                      checked={working}
                      onCheckedChange={(on) => setDay(weekday, on ? DEFAULT_DAY : [])}
                      aria-label={t('office.hours.working', { day: name })}
                    />
                    {name}
                  </Flex>
                </Text>
                {!working && <Text color="gray">{t('office.hours.off')}</Text>}
              </Flex>
              {day.map((interval, k) => {
                const startId = fieldId(weekday, k, 'start');
                const endId = fieldId(weekday, k, 'end');
                const error = errors[startId] ?? errors[endId];
                const change = (field: 'start' | 'end', value: string) =>
                  setDay(
                    weekday,
                    day.map((d, j) => (j === k ? { ...d, [field]: value } : d)),
                  );
                return (
                  <Flex key={k} direction="column" gap="1">
                    <Flex gap="2" align="center" wrap="wrap">
                      <TextField.Root
                        className="office-time"
                        size="3"
                        type="time"
                        id={startId}
                        aria-label={t('office.hours.from', { day: name })}
                        aria-invalid={errors[startId] ? true : undefined}
                        value={interval.start}
                        onChange={(e) => change('start', e.target.value)}
                      />
                      <Text color="gray">{t('office.hours.to')}</Text>
                      <TextField.Root
                        className="office-time"
                        size="3"
                        type="time"
                        id={endId}
                        aria-label={t('office.hours.toLabel', { day: name })}
                        aria-invalid={errors[endId] ? true : undefined}
                        value={interval.end}
                        onChange={(e) => change('end', e.target.value)}
                      />
                      <IconButton
                        type="button"
                        size="3"
                        variant="ghost"
                        color="gray"
                        aria-label={t('office.hours.remove', { day: name, start: interval.start, end: interval.end })}
                        onClick={() =>
                          setDay(
                            weekday,
                            day.filter((_d, j) => j !== k),
                          )
                        }
                      >
                        <Cross2Icon />
                      </IconButton>
                    </Flex>
                    {error && (
                      <Text size="2" color="red" role="alert">
                        {error}
                      </Text>
                    )}
                  </Flex>
                );
              })}
              {working && (
                <Flex gap="2" wrap="wrap">
                  <Button
                    type="button"
                    size="2"
                    variant="soft"
                    disabled={!split}
                    onClick={() => split && setDay(weekday, split)}
                    aria-label={t('office.hours.addBreakOn', { day: name })}
                  >
                    {t('office.hours.addBreak')}
                  </Button>
                  <Button
                    type="button"
                    size="2"
                    variant="soft"
                    color="gray"
                    disabled={day.length >= 6}
                    onClick={() => setDay(weekday, withInterval(day))}
                    aria-label={t('office.hours.addIntervalOn', { day: name })}
                  >
                    {t('office.hours.addInterval')}
                  </Button>
                  <Button
                    type="button"
                    size="2"
                    variant="soft"
                    color="gray"
                    onClick={() => setWeek((w) => copyToAllDays(w, weekday))}
                    aria-label={t('office.hours.copyToAllOn', { day: name })}
                  >
                    {t('office.hours.copyToAll')}
                  </Button>
                </Flex>
              )}
            </Flex>
          );
        })}
      </Flex>
      <Flex direction="column" gap="3" mt="4">
        {errors._ && (
          <Text size="2" color="red" role="alert">
            {errors._}
          </Text>
        )}
        <Text size="2" color="gray">
          {t('office.hours.note')}
        </Text>
        <OfficeFormFooter offline={offline} failure={failure} busy={save.isPending} saveLabel={t('office.hours.save')} />
      </Flex>
    </form>
  );
}
