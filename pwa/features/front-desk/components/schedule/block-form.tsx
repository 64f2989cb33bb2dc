import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Flex, Heading, Link } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router';
import { AdminAppointment } from '#shared/schemas/admin-appointment';
import { appointmentHref } from '#pwa/features/staff-shell/lib/appointment-link';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { ApiError } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { useBlockSlot } from '../../api/block-slot';
import { useBlockBounds } from '../../api/get-blocked-slots';
import { BLOCK_CLOSES, BLOCK_OPENS, windowFor } from '#shared/schemas/blocked-slot';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { checkBlockForm, emptyBlockForm, type BlockFormValues } from '../../lib/block-form';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { BlockFields } from './block-fields';
import { useT } from '#pwa/i18n/use-t';

/**
 * 'Block Time Slots': every field required, dates from today, times any the chosen barber (All Barbers:
 * any barber) can be booked at, 9:00–19:00 until their hours are known; 409 names the overlaps.
 */
export function BlockForm() {
  const [values, setValues] = useState<BlockFormValues>(emptyBlockForm);
  const [refusal, setRefusal] = useState<{ message: string; appointments: AdminAppointment[] } | null>(null);
  const block = useBlockSlot();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, known, time, lang } = useT();
  const bounds = useBlockBounds();
  const barberId = values.barberId === '' ? NaN : Number(values.barberId);
  const window =
    bounds.data && Number.isInteger(barberId) ? windowFor(bounds.data, barberId) : { opens: BLOCK_OPENS, closes: BLOCK_CLOSES };
  const set = (field: keyof BlockFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const check = checkBlockForm(values, shopToday(), window);
    if (!check.ok) {
      toast(
        check.missing
          ? { title: t('admin.block.missing.title'), description: t('admin.block.missing.description'), variant: 'destructive' }
          : {
              title: t('admin.block.check.title'),
              description: check.outside
                ? t('admin.block.outside', { opens: time(check.outside.opens), closes: time(check.outside.closes) })
                : known(check.message),
              variant: 'destructive',
            },
      );
      return;
    }
    block.mutate(check.block, {
      onSuccess: () => {
        toast({ title: t('admin.block.blocked.title'), description: t('admin.block.blocked.description') });
        setValues(emptyBlockForm);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409 && err.serverMessage) {
          const listed = AdminAppointment.array().safeParse((err.body as { appointments?: unknown } | null)?.appointments ?? []);
          setRefusal({ message: err.serverMessage, appointments: listed.success ? listed.data : [] });
        }
        failed(err, { description: t('admin.block.failed'), serverMessageFor: [400, 409] });
      },
    });
  };

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="block-heading">
        <Flex direction="column" gap="4">
          <Heading as="h3" size="4" id="block-heading">
            {t('admin.block.heading')}
          </Heading>
          <BlockFields values={values} onChange={set} window={window} />
          {refusal && (
            <Callout.Root color="red" role="alert" data-testid="block-refusal">
              <Callout.Text>{known(refusal.message)}</Callout.Text>
              {refusal.appointments.length > 0 && (
                <ul className="admin-conflict-list">
                  {refusal.appointments.map((a) => (
                    <li key={a.id}>
                      <Link asChild className="admin-conflict-link">
                        <RouterLink to={appointmentHref(a)}>
                          {formatDay(a.appointmentDate, undefined, lang)}, {time(a.appointmentTime)} · {a.clientName} · {a.barberName}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Callout.Root>
          )}
          <Button type="submit" size="3" disabled={block.isPending}>
            {block.isPending ? t('admin.block.blocking') : t('admin.block.submit')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
