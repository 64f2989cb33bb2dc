import { Grid, Text, TextField } from '@radix-ui/themes';
import type { BlockWindow } from '#shared/domain/block-window';
import { useBarbers } from '#pwa/lib/catalogue';
import type { BlockFormValues } from '../../lib/block-form';
import { blockBarberOptions } from '#pwa/features/staff-shell/lib/options';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { FormField } from '#pwa/components/form-field';
import { SelectField } from '#pwa/features/staff-shell/components/select-field';
import { useT } from '#pwa/i18n/use-t';

type Props = { values: BlockFormValues; onChange: (field: keyof BlockFormValues, value: string) => void; window: BlockWindow };

/**
 * Barber (All Barbers = 0), start/end date (from today; end from the start), start/end time (within
 * `window`: the times the barber can be booked at, 9:00–19:00 by default, said under the times), reason.
 */
export function BlockFields({ values, onChange, window }: Props) {
  const barbers = useBarbers();
  const { t, lang, time } = useT();
  const today = shopToday();
  const input = (field: keyof BlockFormValues) => ({
    id: `block-${field}`,
    size: '3' as const,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <Grid columns={{ initial: '1', xs: '2' }} gap="4">
      <FormField size="3" id="block-barberId" label={t('admin.fields.barber')}>
        <SelectField
          id="block-barberId"
          value={values.barberId}
          onChange={(v) => onChange('barberId', v)}
          options={blockBarberOptions(barbers.data, lang)}
          placeholder={t('admin.fields.selectBarber')}
        />
      </FormField>
      <div className="admin-grid-spacer" />
      <FormField size="3" id="block-startDate" label={t('admin.block.startDate')}>
        <TextField.Root type="date" min={today} {...input('startDate')} />
      </FormField>
      <FormField size="3" id="block-endDate" label={t('admin.block.endDate')}>
        <TextField.Root type="date" min={values.startDate || today} {...input('endDate')} />
      </FormField>
      <FormField size="3" id="block-startTime" label={t('admin.block.startTime')}>
        <TextField.Root
          type="time"
          min={window.opens}
          max={window.closes}
          step={1800}
          aria-describedby="block-window"
          {...input('startTime')}
        />
      </FormField>
      <FormField size="3" id="block-endTime" label={t('admin.block.endTime')}>
        <TextField.Root
          type="time"
          min={values.startTime || window.opens}
          max={window.closes}
          step={1800}
          aria-describedby="block-window"
          {...input('endTime')}
        />
      </FormField>
      <Text as="p" size="2" color="gray" id="block-window" className="admin-span-2" data-testid="block-window">
        {t('admin.block.window', { opens: time(window.opens), closes: time(window.closes) })}
      </Text>
      <div className="admin-span-2">
        <FormField size="3" id="block-reason" label={t('admin.block.reason')}>
          <TextField.Root placeholder={t('admin.block.reasonPlaceholder')} {...input('reason')} />
        </FormField>
      </div>
    </Grid>
  );
}
