import { useState, type FormEvent } from 'react';
import { Button, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useBarbers, useDeskServices } from '#pwa/lib/catalogue';
import { performs } from '#pwa/lib/service-prices';
import { useT } from '#pwa/i18n/use-t';
import { SelectField } from '../../staff-shell/components/select-field';
import { barberOptions, serviceOptions } from '../../staff-shell/lib/options';
import type { DeskAdd } from './floor-outbox';

const FIRST = 'first';

/**
 * "Add to the line" at the desk: first name, phone or email (optional here: the client is in the
 * shop; with one they are told when they are up), service, a barber or "First available", and the
 * language they are told in. `onAdd` sends or queues it (resolves true when done).
 */
export function AddToLineForm({ onAdd, onCancel }: { onAdd: (add: DeskAdd) => Promise<boolean>; onCancel?: () => void }) {
  const { t, lang } = useT();
  const services = useDeskServices();
  const barbers = useBarbers();
  const [firstName, setFirstName] = useState('');
  const [contact, setContact] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [barberId, setBarberId] = useState(FIRST);
  const [clientLang, setClientLang] = useState<'en' | 'es'>(lang);
  const [errors, setErrors] = useState<{ firstName?: string; serviceId?: string }>({});
  const [busy, setBusy] = useState(false);
  const service = services.data?.find((s) => String(s.id) === serviceId);
  const offered = service ? barbers.data?.filter((b) => performs(service, b.id)) : barbers.data;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      firstName: firstName.trim() ? undefined : t('floor.form.firstNameRequired'),
      serviceId: service ? undefined : t('floor.form.serviceRequired'),
    };
    setErrors(next);
    if (next.firstName || next.serviceId || !service) return;
    const isEmail = contact.includes('@');
    setBusy(true);
    const ok = await onAdd({
      entry: {
        firstName: firstName.trim(),
        serviceId: service.id,
        barberId: barberId === FIRST ? null : Number(barberId),
        lang: clientLang,
        ...(contact.trim() && (isEmail ? { email: contact.trim() } : { phone: contact.trim() })),
      },
      serviceName: service.name,
    });
    setBusy(false);
    if (ok) {
      setFirstName('');
      setContact('');
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-to-line-form">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <FormField size="3" id="line-firstName" label={t('floor.form.firstName')} error={errors.firstName}>
          <TextField.Root
            size="3"
            autoComplete="off"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            {...fieldAria('line-firstName', errors.firstName)}
          />
        </FormField>
        <FormField size="3" id="line-contact" label={t('floor.form.contactOptional')}>
          <TextField.Root size="3" autoComplete="off" value={contact} onChange={(e) => setContact(e.target.value)} id="line-contact" />
        </FormField>
        <FormField size="3" id="line-serviceId" label={t('admin.fields.service')} error={errors.serviceId}>
          <SelectField
            id="line-serviceId"
            value={serviceId}
            onChange={setServiceId}
            options={serviceOptions(services.data, lang)}
            placeholder={t('admin.fields.selectService')}
            error={errors.serviceId}
          />
        </FormField>
        <FormField size="3" id="line-barberId" label={t('admin.fields.barber')}>
          <SelectField
            id="line-barberId"
            value={barberId}
            onChange={setBarberId}
            options={[{ value: FIRST, label: t('floor.firstAvailable') }, ...barberOptions(offered)]}
          />
        </FormField>
        <Flex direction="column" gap="1">
          <Text as="label" size="3" weight="medium" htmlFor="line-lang">
            {t('floor.form.language')}
          </Text>
          <Select.Root size="3" value={clientLang} onValueChange={(v) => setClientLang(v as 'en' | 'es')}>
            <Select.Trigger id="line-lang" />
            <Select.Content position="popper">
              <Select.Item value="en">English</Select.Item>
              <Select.Item value="es">Español</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      </Grid>
      <Flex gap="3" mt="5" justify="end" wrap="wrap">
        {onCancel && (
          <Button type="button" size="3" variant="soft" color="gray" onClick={onCancel}>
            {t('admin.common.close')}
          </Button>
        )}
        <Button type="submit" size="3" disabled={busy}>
          {t('floor.addToLine')}
        </Button>
      </Flex>
    </form>
  );
}
