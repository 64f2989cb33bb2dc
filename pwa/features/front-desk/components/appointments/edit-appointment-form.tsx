import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Flex, Grid, TextField } from '@radix-ui/themes';
import { AppointmentUpdateInput, type AdminAppointment, type AppointmentUpdate } from '#shared/schemas/admin-appointment';
import { useBarbers } from '#pwa/lib/catalogue';
import { barberOptions } from '#pwa/features/staff-shell/lib/options';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { SelectField } from '#pwa/features/staff-shell/components/select-field';
import { useT } from '#pwa/i18n/use-t';

type Props = { appointment: AdminAppointment; pending: boolean; onSave: (change: AppointmentUpdate) => void };

/** Barber, date and time of one appointment, checked with the shared schema before sending. */
export function EditAppointmentForm({ appointment: a, pending, onSave }: Props) {
  const barbers = useBarbers();
  const { t, known } = useT();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors: raw },
  } = useForm<AppointmentUpdateInput, unknown, AppointmentUpdate>({
    resolver: zodResolver(AppointmentUpdateInput),
    defaultValues: { barberId: String(a.barberId), date: a.appointmentDate, time: a.appointmentTime },
  });
  const errors = Object.fromEntries(
    Object.entries(raw).map(([k, e]) => [k, e?.message ? { message: known(String(e.message)) } : undefined]),
  ) as Partial<Record<keyof AppointmentUpdateInput, { message?: string }>>;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <div className="admin-span-2">
          <FormField size="3" id="edit-barber" label={t('admin.fields.barber')} error={errors.barberId?.message}>
            <Controller
              control={control}
              name="barberId"
              render={({ field }) => (
                <SelectField
                  id="edit-barber"
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  triggerRef={field.ref}
                  options={barberOptions(barbers.data)}
                  placeholder={t('admin.fields.selectBarber')}
                  error={errors.barberId?.message}
                />
              )}
            />
          </FormField>
        </div>
        <FormField size="3" id="edit-date" label={t('admin.fields.date')} error={errors.date?.message}>
          <TextField.Root size="3" type="date" min={shopToday()} {...fieldAria('edit-date', errors.date?.message)} {...register('date')} />
        </FormField>
        <FormField size="3" id="edit-time" label={t('admin.fields.time')} error={errors.time?.message}>
          <TextField.Root size="3" type="time" {...fieldAria('edit-time', errors.time?.message)} {...register('time')} />
        </FormField>
      </Grid>
      <Flex justify="end" gap="3" mt="5" wrap="wrap">
        <Dialog.Close>
          <Button type="button" size="3" variant="soft" color="gray">
            {t('admin.common.close')}
          </Button>
        </Dialog.Close>
        <Button type="submit" size="3" disabled={pending}>
          {pending ? t('admin.appointments.saving') : t('admin.appointments.save')}
        </Button>
      </Flex>
    </form>
  );
}
