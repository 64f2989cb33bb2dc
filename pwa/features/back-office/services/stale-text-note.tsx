import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import type { AdminService } from '#shared/schemas/admin-services';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { shopQueryOptions, useSaveShop } from '../shop/shop-api';
import { useFailureMessage } from '../../staff-shell/api/office-api';
import { withHomeCardsUpdated, type StaleText } from './stale-text';

export type StaleNote = { before: AdminService; after: AdminService; items: StaleText[] };

/**
 * After a rename or a new price: where the service's old text still shows, with a one-tap update of
 * Home's cards and a way back into the form for the Spanish text.
 */
export function StaleTextNote({
  note,
  onEditSpanish,
  onChange,
}: {
  note: StaleNote;
  onEditSpanish: () => void;
  onChange: (note: StaleNote | null) => void;
}) {
  const { t } = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const saveShop = useSaveShop();
  const toast = useToast();
  const failureMessage = useFailureMessage();
  const spanish = note.items.filter((i) => i.kind !== 'homeCard');
  const cards = note.items.filter((i): i is Extract<StaleText, { kind: 'homeCard' }> => i.kind === 'homeCard');

  async function updateCards() {
    try {
      const shop = await queryClient.fetchQuery(shopQueryOptions());
      await saveShop.mutateAsync(withHomeCardsUpdated(shop, note.before, note.after));
      toast({ title: t('office.stale.cardsUpdated') });
      onChange(spanish.length ? { ...note, items: spanish } : null);
    } catch (err) {
      toast({ title: failureMessage(err, t('office.stale.cardsFailed')) });
    }
  }

  return (
    <Callout.Root color="amber" role="region" aria-labelledby={titleId}>
      <Callout.Icon>
        <InfoCircledIcon aria-hidden />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Text id={titleId} weight="bold">
          {t('office.stale.title')}
        </Text>
        {note.items.map((item) => (
          <Text key={item.kind === 'homeCard' ? `card-${item.card}` : item.kind} as="p">
            {item.kind === 'spanishName'
              ? t('office.stale.spanishName', { text: item.text })
              : item.kind === 'spanishDescription'
                ? t('office.stale.spanishDescription')
                : t('office.stale.homeCard', { n: item.card + 1, name: item.name, price: item.price })}
          </Text>
        ))}
        <Flex gap="2" wrap="wrap">
          {cards.length > 0 && (
            <Button size="3" onClick={() => void updateCards()} loading={saveShop.isPending}>
              {t('office.stale.updateCards', { count: cards.length })}
            </Button>
          )}
          {spanish.length > 0 && (
            <Button size="3" variant="soft" onClick={onEditSpanish}>
              {t(spanish.some((i) => i.kind === 'spanishName') ? 'office.stale.editSpanishName' : 'office.stale.editSpanishDescription')}
            </Button>
          )}
          <Button size="3" variant="soft" color="gray" onClick={() => onChange(null)}>
            {t('office.stale.dismiss')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
