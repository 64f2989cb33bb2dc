import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useT } from '../i18n/use-t';

/** Shown when a route's code fails to load (e.g. offline on a page never opened) or throws. */
export function RouteError() {
  const { t } = useT();
  return (
    <Flex direction="column" align="center" justify="center" gap="3" p="6" style={{ minHeight: '60vh', textAlign: 'center' }}>
      <Heading size="6">{t('common.routeError.title')}</Heading>
      <Text color="gray">{t('common.routeError.text')}</Text>
      <Button size="3" onClick={() => window.location.reload()}>
        {t('common.action.reload')}
      </Button>
    </Flex>
  );
}
