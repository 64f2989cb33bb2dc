import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { ClosureInput, type Closure } from '#shared/schemas/back-office';
import { fieldAria, FormField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { EmptyState } from '../../components/empty-state';
import { TabHeading } from '../../components/tab-heading';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { formatDay } from '../../lib/format';
import { backOfficeTitle } from '../back-office-page';
import { ConfirmAction } from '../common/confirm-action';
import { conflictOf, ConflictList, type Conflict } from '../common/conflict-list';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../common/form-errors';
import { OfflineNotice, useOnline } from '../common/offline-notice';
import { closuresQueryOptions, useAddClosure, useRemoveClosure } from './closures-api';

const empty = { startDate: '', endDate: '', reason: '' };
export const CHOOSE_START = 'Choose the first day closed';
export const CHOOSE_END = 'Choose the last day closed';

/** 'Dec 24' or 'Dec 24 – Dec 26' (whole days, both inclusive). */
export const closureDays = (c: Pick<Closure, 'startDate' | 'endDate'>) =>
  c.startDate === c.endDate ? formatDay(c.startDate) : `${formatDay(c.startDate)} – ${formatDay(c.endDate)}`;

/** Closures: the whole shop closed from one day to another; online booking skips those days. */
export function ClosuresScreen() {
  return (
    <section className="admin-bo-section" aria-labelledby="closures-heading">
      <title>{backOfficeTitle('Closures')}</title>
      <TabHeading title="Closures" description="Days the whole shop is closed. Online booking skips them." />
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
  const [conflict, setConflict] = useState<Conflict>();
  const online = useOnline();
  const add = useAddClosure();
  const toast = useToast();
  const failed = useFailureToast();
  const set = (field: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setConflict(undefined);
    const parsed = ClosureInput.safeParse(values);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      if (!values.startDate) found.startDate = CHOOSE_START;
      if (!values.endDate) found.endDate = CHOOSE_END;
      setErrors(found);
      focusFirstError('closure', found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (c) => {
        toast({ title: 'Closure added', description: `The shop is closed ${closureDays(c)}.` });
        setValues(empty);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        const refused = conflictOf(err);
        if (fields) setErrors(fields);
        else if (refused) setConflict(refused);
        else failed(err, { description: 'Could not add the closure. Please try again.', serverMessageFor: [400] });
      },
    });
  };

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-closure-heading">
        <Flex direction="column" gap="4">
          <Heading as="h3" size="4" id="add-closure-heading">Add a closure</Heading>
          <div className="admin-form-grid">
            <FormField id="closure-startDate" label="First day closed" size="3" error={errors.startDate}>
              <TextField.Root size="3" type="date" value={values.startDate} onChange={(e) => set('startDate', e.target.value)} {...fieldAria('closure-startDate', errors.startDate)} />
            </FormField>
            <FormField id="closure-endDate" label="Last day closed" size="3" error={errors.endDate}>
              <TextField.Root size="3" type="date" value={values.endDate} onChange={(e) => set('endDate', e.target.value)} {...fieldAria('closure-endDate', errors.endDate)} />
            </FormField>
          </div>
          <FormField id="closure-reason" label="Reason" hint="optional" size="3" error={errors.reason}>
            <TextField.Root size="3" value={values.reason} placeholder="Holidays, renovation…" onChange={(e) => set('reason', e.target.value)} {...fieldAria('closure-reason', errors.reason)} />
          </FormField>
          {conflict && <ConflictList conflict={conflict} />}
          <OfflineNotice />
          <Flex justify="end">
            <Button type="submit" size="3" disabled={!online || add.isPending}>{add.isPending ? 'Saving...' : 'Add closure'}</Button>
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

  const onRemove = (c: Closure) =>
    remove.mutate(c.id, {
      onSuccess: () => toast({ title: 'Closure removed', description: `The shop is open again ${closureDays(c)}.` }),
      onError: (err) => failed(err, { description: 'Could not remove the closure. Please try again.', serverMessageFor: [404, 409] }),
    });

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="upcoming-closures-heading">
        <Heading as="h3" size="4" id="upcoming-closures-heading">Upcoming closures</Heading>
        {closures.isPending && <Skeleton height="56px" />}
        {closures.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>Could not load the closures. <Button variant="ghost" onClick={() => void closures.refetch()}>Try again</Button></Callout.Text>
          </Callout.Root>
        )}
        {closures.data?.length === 0 && <EmptyState title="No closures planned" hint="The shop opens on its usual hours." />}
        {closures.data && closures.data.length > 0 && (
          <ul className="admin-bo-list">
            {closures.data.map((c) => (
              <li key={c.id} className="admin-bo-row" data-testid="closure-row">
                <Flex direction="column">
                  <Text size="3" weight="medium">{closureDays(c)}</Text>
                  {c.reason && <Text size="2" color="gray">{c.reason}</Text>}
                </Flex>
                <ConfirmAction
                  trigger={<Button size="3" variant="soft" color="red" disabled={!online || remove.isPending} aria-label={`Remove the closure ${closureDays(c)}`}>Remove</Button>}
                  title="Remove this closure?"
                  description={<>The shop opens again {closureDays(c)}, and clients can book those days online.</>}
                  confirmLabel="Remove closure"
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
