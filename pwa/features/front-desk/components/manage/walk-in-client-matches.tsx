import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { PersonIcon } from '#pwa/components/icons/person';
import type { WalkIn, WalkInInput } from '#shared/schemas/walk-in';
import { useDebounced } from '#pwa/lib/use-debounced';
import { clientsQueryOptions } from '../../api/get-clients';
import { phoneOnFileQueryOptions } from '../../api/walk-in-lookups';
import { useT } from '#pwa/i18n/use-t';

type Props = { form: UseFormReturn<WalkInInput, unknown, WalkIn> };
type Found = { firstName: string; lastName: string; phone: string; email: string | null };

/** Names compare as the server compares them: trimmed, single-spaced, without case or accents. */
export const sameName = (a: string, b: string) => {
  const n = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().split(/\s+/).join(' ').toLocaleLowerCase('es');
  return n(a) === n(b);
};
const nameOf = (c: Found) => `${c.firstName} ${c.lastName}`.trim();
const MAX_SUGGESTIONS = 3;

/**
 * The walk-in form finds the client on file (docs/decisions/055-client-identity-and-search.md):
 * - by phone, once typing pauses: the server's own rule (`GET /api/clients/on-file`); the client
 *   under the typed name is simply named, another name is said before saving, with a button that
 *   fills in that client (the server would refuse the walk-in without an email);
 * - by name (or phone digits), the Clients search: up to three clients to fill the form from.
 */
export function WalkInClientMatches({ form }: Props) {
  const { t } = useT();
  const [typedName, typedPhone] = useWatch({ control: form.control, name: ['clientName', 'clientPhone'] });
  const name = useDebounced(String(typedName ?? '').trim(), 400);
  const phone = useDebounced(String(typedPhone ?? '').trim(), 400);
  const phoneReady = /^[0-9+()\-.\s]+$/.test(phone) && phone.replace(/\D/g, '').length >= 10;
  // The last answer stays on screen while the next look-up runs (no flicker when a client is chosen).
  const byPhone = useQuery({ ...phoneOnFileQueryOptions(phone), enabled: phoneReady, placeholderData: keepPreviousData });
  const byName = useQuery({ ...clientsQueryOptions(name), enabled: name.length >= 3, retry: false });

  const use = (c: Found) => {
    form.setValue('clientName', nameOf(c), { shouldValidate: true });
    form.setValue('clientPhone', c.phone, { shouldValidate: true });
    if (c.email && !String(form.getValues('clientEmail') ?? '').trim()) form.setValue('clientEmail', c.email, { shouldValidate: true });
  };
  const phoneOwners = phoneReady ? (byPhone.data?.clients ?? []).filter((c) => c.matchedBy === 'phone') : [];
  const mine = phoneOwners.find((c) => sameName(c.name, String(typedName ?? '')));
  const other = mine ? undefined : phoneOwners[0];
  const suggestions =
    name.length >= 3 && !mine
      ? (byName.data ?? [])
          .map((r) => r.client)
          .filter((c) => !sameName(nameOf(c), String(typedName ?? '')) && c.phone !== other?.phone)
          .slice(0, MAX_SUGGESTIONS)
      : [];

  return (
    <>
      {mine && (
        <Flex gap="2" align="center" className="admin-span-2" data-testid="walk-in-phone-owner">
          <PersonIcon aria-hidden />
          <Text size="2" color="gray">
            {t('admin.walkIn.onFile', { name: mine.name })}
          </Text>
        </Flex>
      )}
      {other && (
        <Callout.Root color="amber" className="admin-span-2" role="status" data-testid="walk-in-phone-owner">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2" align="start">
            <Callout.Text>
              {t('admin.walkIn.phoneBelongsTo')} <Text weight="bold">{other.name}</Text>
              {other.email ? ` (${other.email})` : ''}. {t('admin.walkIn.chooseOrGiveEmail')}
            </Callout.Text>
            <Button type="button" size="3" variant="soft" onClick={() => use(other)}>
              {t('admin.walkIn.use', { name: other.name })}
            </Button>
          </Flex>
        </Callout.Root>
      )}
      {suggestions.length > 0 && (
        <Flex
          direction="column"
          gap="2"
          className="admin-span-2"
          data-testid="walk-in-client-suggestions"
          role="group"
          aria-label={t('admin.walkIn.clientsOnFile')}
        >
          <Text size="2" color="gray">
            {t('admin.walkIn.clientsOnFile')}
          </Text>
          <Flex gap="2" wrap="wrap">
            {suggestions.map((c) => (
              <Button key={c.id} type="button" size="3" variant="soft" onClick={() => use(c)}>
                {t('admin.walkIn.use', { name: nameOf(c) })} · {c.phone}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </>
  );
}
