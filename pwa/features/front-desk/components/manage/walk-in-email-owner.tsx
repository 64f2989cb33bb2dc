import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { PersonIcon } from '#pwa/components/icons/person';
import type { WalkIn, WalkInInput } from '#shared/schemas/walk-in';
import { useDebounced } from '#pwa/lib/use-debounced';
import { clientsQueryOptions } from '../../api/get-clients';
import { useT } from '#pwa/i18n/use-t';

type Props = { form: UseFormReturn<WalkInInput, unknown, WalkIn> };

const normalise = (s: string) => s.normalize('NFC').trim().split(/\s+/).join(' ').toLocaleLowerCase('es');
const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());

/**
 * Whose email this is, looked up once typing pauses (as the booking wizard does): a client on file
 * under the typed name is simply named; under another name, staff choose that client (the name and,
 * when empty, the phone are filled in) or change the email. The server refuses the mismatch too.
 */
export function WalkInEmailOwner({ form }: Props) {
  const { t } = useT();
  const email = useDebounced(String(form.watch('clientEmail') ?? ''), 400);
  const typedName = String(form.watch('clientName') ?? '');
  const lookup = useQuery({ ...clientsQueryOptions(email.trim()), enabled: looksLikeEmail(email), retry: false });
  if (!looksLikeEmail(email) || !lookup.data) return null;
  const owner = lookup.data.find((c) => c.client.email && normalise(c.client.email) === normalise(email))?.client;
  if (!owner) return null;
  const name = `${owner.firstName} ${owner.lastName}`.trim();

  if (normalise(name) === normalise(typedName)) {
    return (
      <Flex gap="2" align="center" className="admin-span-2" data-testid="walk-in-email-owner">
        <PersonIcon aria-hidden />
        <Text size="2" color="gray">
          {t('admin.walkIn.onFile', { name })}
        </Text>
      </Flex>
    );
  }
  const choose = () => {
    form.setValue('clientName', name, { shouldValidate: true });
    if (!String(form.getValues('clientPhone') ?? '').trim()) form.setValue('clientPhone', owner.phone, { shouldValidate: true });
  };
  return (
    <Callout.Root color="amber" className="admin-span-2" role="status" data-testid="walk-in-email-owner">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          {t('admin.walkIn.emailBelongsTo')} <Text weight="bold">{name}</Text>
          {owner.phone ? ` (${owner.phone})` : ''}. {t('admin.walkIn.chooseOrChange')}
        </Callout.Text>
        <Button type="button" size="3" variant="soft" onClick={choose}>
          {t('admin.walkIn.use', { name })}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
