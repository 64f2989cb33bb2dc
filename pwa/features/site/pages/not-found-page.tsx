import { Link as RouterLink } from 'react-router';
import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowLeftIcon } from '#pwa/components/icons/arrow-left';
import { ScissorsIcon } from '#pwa/components/icons/scissors';
import { useDocumentTitle } from '#pwa/lib/document-title';
import { useT } from '#pwa/i18n/use-t';

/** The catch-all page for any unknown path. */
export function NotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t('site.notFound.title'));
  return (
    <Container size="2" px="4">
      <Flex direction="column" align="center" justify="center" gap="4" py="9" style={{ minHeight: '55vh', textAlign: 'center' }}>
        <ScissorsIcon width="40" height="40" className="site-accent-icon" aria-hidden />
        <Heading as="h1" size="8">
          {t('site.notFound.title')}
        </Heading>
        <Text as="p" size="3" color="gray">
          {t('site.notFound.text')}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <RouterLink to="/">
              <ArrowLeftIcon aria-hidden /> {t('site.notFound.back')}
            </RouterLink>
          </Button>
          <Button asChild size="3" variant="outline" color="gray" highContrast>
            <RouterLink to="/book">{t('site.nav.bookNow')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Container>
  );
}
