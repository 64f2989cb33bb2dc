import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { ClosureInput, type Closure } from '#shared/schemas/days-off';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { EmptyState } from '../../staff-shell/components/empty-state';
import { TabHeading } from '../../staff-shell/components/tab-heading';
import { useFailureToast } from '../../staff-shell/hooks/use-failure-toast';
import { ConfirmAction } from '../../staff-shell/components/confirm-action';
import { conflictOf, ConflictList, type Conflict } from '../common/conflict-list';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../staff-shell/lib/form-errors';
import { backOfficeTitle, knownFields, useDay } from '../../staff-shell/lib/office-i18n';
import { OfflineNotice, useOnline } from '../../staff-shell/components/offline-notice';
import { closuresQueryOptions, useAddClosure, useRemoveClosure } from './closures-api';

const empty = { startDate: '', endDate: '', reason: '' };
/** In English (`office.closures.chooseStart`, `office.closures.chooseEnd`). */
export const CHOOSE_START = 'Choose the first day closed';
export const CHOOSE_END = 'Choose the last day closed';

/** 'Dec 24' or 'Dec 24 – Dec 26' (whole days, both inclusive), in the page's language. */
function useClosureDays() {
  const day = useDay();
  return (c: Pick<Closure, 'startDate' | 'endDate'>) =>
    c.startDate === c.endDate ? day(c.startDate) : `${day(c.startDate)} – ${day(c.endDate)}`;
}

/** Closures: the whole shop closed from one day to another; online booking skips those days. */
export function ClosuresScreen() {
  const { t } = useT();
  return (
    <section className="admin-bo-section" aria-labelledby="closures-heading">
      <title>{backOfficeTitle(t('office.nav.closures'), t)}</title>
      <TabHeading title={t('office.nav.closures')} description={t('office.closures.description')} />
      <Flex direction="column" gap="5">
        <AddClosure />
        <UpcomingClosures />
      </Flex>
    </section>
  );
}

function AddClosure() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The refusal, with what was sent: "Close anyway" sends it again with the appointments to cancel. */
  const [conflict, setConflict] = useState<Conflict & { input: ClosureInput }>();
  const online = useOnline();
  const add = useAddClosure();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, known } = useT();
  const closureDays = useClosureDays();
  const set = (field: keyof typeof empty, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'reason') setConflict(undefined);
  };

  const send = (input: ClosureInput) =>
    add.mutate(input, {
      onSuccess: (c) => {
        const cancelled = input.cancelAppointments?.length ?? 0;
        toast({
          title: t('office.closures.added'),
          description:
            cancelled > 0
              ? t('office.closures.addedCancelled', { days: closureDays(c), count: cancelled })
              : t('office.closures.addedBody', { days: closureDays(c) }),
        });
        setValues(empty);
        setConflict(undefined);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        const refused = conflictOf(err);
        if (fields) setErrors(knownFields(fields, known));
        else if (refused) setConflict({ ...refused, input: { ...input, cancelAppointments: undefined } });
        else failed(err, { description: t('office.closures.addFailed'), serverMessageFor: [400] });
      },
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setConflict(undefined);
    const parsed = ClosureInput.safeParse(values);
    if (!parsed.success) {
      const found = knownFields(zodFieldErrors(parsed.error), known);
      if (!values.startDate) found.startDate = t('office.closures.chooseStart');
      if (!values.endDate) found.endDate = t('office.closures.chooseEnd');
      setErrors(found);
      focusFirstError('closure', found);
      return;
    }
    setErrors({});
    send(parsed.data);
  };

  /** Cancels exactly the appointments listed (the server refuses again if another was booked since) and closes the days, in one step. */
  const closeAnyway = () => {
    if (conflict) send({ ...conflict.input, cancelAppointments: conflict.appointments.map((a) => a.id) });
  };
  const count = conflict?.appointments.length ?? 0;

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-closure-heading">
        <Flex direction="column" gap="4">
          <Heading as="h3" size="4" id="add-closure-heading">
            {t('office.closures.addHeading')}
          </Heading>
          <div className="admin-form-grid">
            <FormField id="closure-startDate" label={t('office.closures.first')} size="3" error={errors.startDate}>
              <TextField.Root
                size="3"
                type="date"
                value={values.startDate}
                onChange={(e) => set('startDate', e.target.value)}
                {...fieldAria('closure-startDate', errors.startDate)}
              />
            </FormField>
            <FormField id="closure-endDate" label={t('office.closures.last')} size="3" error={errors.endDate}>
              <TextField.Root
                size="3"
                type="date"
                value={values.endDate}
                onChange={(e) => set('endDate', e.target.value)}
                {...fieldAria('closure-endDate', errors.endDate)}
              />
            </FormField>
          </div>
          <FormField id="closure-reason" label={t('office.reason')} hint={t('office.optional')} size="3" error={errors.reason}>
            <TextField.Root
              size="3"
              value={values.reason}
              placeholder={t('office.closures.reasonPlaceholder')}
              onChange={(e) => set('reason', e.target.value)}
              {...fieldAria('closure-reason', errors.reason)}
            />
          </FormField>
          {conflict && (
            <ConflictList conflict={conflict}>
              {count > 0 && (
                <Flex>
                  <ConfirmAction
                    trigger={
                      <Button type="button" size="3" color="red" disabled={!online || add.isPending}>
                        {t('office.closures.closeAnyway', { count })}
                      </Button>
                    }
                    title={t('office.closures.closeAnywayTitle', { count })}
                    description={t('office.closures.closeAnywayBody', { count, days: closureDays(conflict.input) })}
                    confirmLabel={t('office.closures.closeAnyway', { count })}
                    onConfirm={closeAnyway}
                  />
                </Flex>
              )}
            </ConflictList>
          )}
          <OfflineNotice />
          <Flex justify="end">
            <Button type="submit" size="3" disabled={!online || add.isPending}>
              {add.isPending ? t('office.saving') : t('office.closures.addButton')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function UpcomingClosures() {
  const closures = useQuery(closuresQueryOptions());
  const remove = useRemoveClosure();
  const online = useOnline();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useT();
  const closureDays = useClosureDays();

  const onRemove = (c: Closure) =>
    remove.mutate(c.id, {
      onSuccess: () =>
        toast({ title: t('office.closures.removed'), description: t('office.closures.removedBody', { days: closureDays(c) }) }),
      onError: (err) => failed(err, { description: t('office.closures.removeFailed'), serverMessageFor: [404, 409] }),
    });

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="upcoming-closures-heading">
        <Heading as="h3" size="4" id="upcoming-closures-heading">
          {t('office.closures.upcoming')}
        </Heading>
        {closures.isPending && <Skeleton height="56px" />}
        {closures.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t('office.closures.loadFailed')}{' '}
              <Button variant="ghost" onClick={() => void closures.refetch()}>
                {t('office.tryAgain')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        )}
        {closures.data?.length === 0 && <EmptyState title={t('office.closures.empty')} hint={t('office.closures.emptyHint')} />}
        {closures.data && closures.data.length > 0 && (
          <ul className="admin-bo-list">
            {closures.data.map((c) => (
              <li key={c.id} className="admin-bo-row" data-testid="closure-row">
                <Flex direction="column">
                  <Text size="3" weight="medium">
                    {closureDays(c)}
                  </Text>
                  {c.reason && (
                    <Text size="2" color="gray">
                      {c.reason}
                    </Text>
                  )}
                </Flex>
                <ConfirmAction
                  trigger={
                    <Button
                      size="3"
                      variant="soft"
                      color="red"
                      disabled={!online || remove.isPending}
                      aria-label={t('office.closures.removeLabel', { days: closureDays(c) })}
                    >
                      {t('office.remove')}
                    </Button>
                  }
                  title={t('office.closures.removeTitle')}
                  description={t('office.closures.removeBody', { days: closureDays(c) })}
                  confirmLabel={t('office.closures.removeButton')}
                  onConfirm={() => onRemove(c)}
                />
              </li>
            ))}
          </ul>
        )}
        {!online && closures.data && closures.data.length > 0 && <OfflineNotice />}
      </section>
    </Flex>
  );
}
