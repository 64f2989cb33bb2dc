import { Flex, Heading, RadioCards, Skeleton, Text } from '@radix-ui/themes';
import { useServices } from '#pwa/lib/catalogue';
import { isCallTheShopService, serviceListPrice } from '#pwa/lib/service-prices';
import { ChemicalCallout } from './chemical-callout';
import { LoadProblem, isLoading } from '#pwa/components/load-problem';
import { useT } from '#pwa/i18n/use-t';
import { WizardNav } from './wizard-nav';

type Props = { serviceId?: number; onSelect: (serviceId: number) => void; onNext: () => void; onBack: () => void };

/** Step 1: choose a service. Chemical services cannot be chosen: call the shop instead. */
export function ServiceStep({ serviceId, onSelect, onNext, onBack }: Props) {
  const services = useServices();
  const { t } = useT();
  const bookable = services.data?.filter((s) => !isCallTheShopService(s)) ?? [];
  const callShop = services.data?.filter(isCallTheShopService) ?? [];

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">
        {t('booking.service.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('booking.service.intro')}
      </Text>

      {isLoading(services) && (
        <Flex direction="column" gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="72px" />
          ))}
        </Flex>
      )}
      <LoadProblem what={t('booking.load.services')} query={services} offlineMessage={t('booking.offline.message')} />

      {services.isSuccess && (
        <Flex direction="column" gap="4">
          <RadioCards.Root
            value={serviceId !== undefined ? String(serviceId) : ''}
            onValueChange={(v) => onSelect(Number(v))}
            columns={{ initial: '1', sm: '2' }}
            size="3"
            aria-label={t('booking.service.label')}
          >
            {bookable.map((s) => (
              <RadioCards.Item key={s.id} value={String(s.id)} className="booking-choice">
                <Flex direction="column" gap="1" width="100%">
                  <Flex justify="between" gap="3">
                    <Text weight="bold" size="4">
                      {s.name}
                    </Text>
                    <Text weight="bold" size="4" color="amber">
                      {serviceListPrice(s)}
                    </Text>
                  </Flex>
                  <Text size="2" color="gray">
                    {t('booking.service.minutes', { minutes: s.duration })}
                  </Text>
                  {s.description && (
                    <Text size="2" color="gray" className="booking-choice-description">
                      {s.description}
                    </Text>
                  )}
                </Flex>
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
          {callShop.map((s) => (
            <ChemicalCallout key={s.id} service={s} />
          ))}
        </Flex>
      )}

      <WizardNav step={1} onBack={onBack} onContinue={onNext} continueDisabled={serviceId === undefined} />
    </section>
  );
}
