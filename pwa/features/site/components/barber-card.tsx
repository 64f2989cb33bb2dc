import { Link as RouterLink } from 'react-router';
import { Button, Card, Flex, Heading, Inset, Skeleton, Text } from '@radix-ui/themes';
import { PersonIcon } from '#pwa/components/icons/person';
import { StarFilledIcon } from '#pwa/components/icons/star-filled';
import type { Barber } from '#shared/schemas/catalogue';
import { barberPhoto, firstName } from '#pwa/lib/barber-photos';
import { BarberPhoto } from '#pwa/components/barber-photo';
import { useT } from '#pwa/i18n/use-t';

/**
 * One barber: the uploaded photo, else the one for their first name (placeholder icon otherwise), name,
 * title, the rating the owner gave (none when none was given), book link.
 */
export function BarberCard({ barber }: { barber: Barber }) {
  const { t } = useT();
  const name = firstName(barber.name);
  const rating = barber.rating === null ? null : Number(barber.rating).toFixed(1);
  const hasPhoto = barber.photoUrl !== null || barberPhoto(barber.name) !== undefined;
  return (
    <Card size="2" className="site-card site-card-fill" asChild>
      <article aria-label={name} data-testid="barber-card">
        <Inset clip="padding-box" side="top" pb="current">
          {hasPhoto ? (
            <BarberPhoto barber={barber} alt={`${name}, ${barber.title}`} width={300} height={400} className="site-portrait" />
          ) : (
            <Flex align="center" justify="center" className="site-portrait site-img-placeholder" data-testid="barber-placeholder">
              <PersonIcon width="56" height="56" aria-label={t('site.barber.noPhoto', { name })} />
            </Flex>
          )}
        </Inset>
        <Flex direction="column" gap="2" flexGrow="1">
          <Flex justify="between" align="center" gap="2">
            <Heading as="h2" size="5">
              {name}
            </Heading>
            {rating !== null && (
              <Flex align="center" gap="1" aria-label={t('site.barber.rated', { rating })}>
                <StarFilledIcon color="var(--amber-9)" aria-hidden />
                <Text size="2" weight="bold">
                  {rating}
                </Text>
              </Flex>
            )}
          </Flex>
          <Text size="2" color="amber">
            {barber.title}
          </Text>
          <Text as="p" size="2" color="gray" mb="2">
            {barber.bio}
          </Text>
          <Button asChild size="3" mt="auto">
            <RouterLink to={`/book?barber=${barber.id}`}>{t('site.barber.bookWith', { name })}</RouterLink>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}

export function BarberCardSkeleton() {
  return (
    <Card size="2" className="site-card" aria-hidden>
      <Inset clip="padding-box" side="top" pb="current">
        <Skeleton className="site-portrait" />
      </Inset>
      <Flex direction="column" gap="2">
        <Skeleton height="24px" width="60%" />
        <Skeleton height="16px" width="40%" />
        <Skeleton height="40px" />
      </Flex>
    </Card>
  );
}
