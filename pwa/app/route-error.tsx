import { Button, Flex, Heading, Text } from '@radix-ui/themes';

/** Shown when a route's code fails to load (e.g. offline on a page never opened) or throws. */
export function RouteError() {
  return (
    <Flex direction="column" align="center" justify="center" gap="3" p="6" style={{ minHeight: '60vh', textAlign: 'center' }}>
      <Heading size="6">Something went wrong</Heading>
      <Text color="gray">This page could not be opened. Check your connection and try again.</Text>
      <Button size="3" onClick={() => window.location.reload()}>Reload</Button>
    </Flex>
  );
}
