import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ScissorsIcon } from '@radix-ui/react-icons';
import { useDocumentTitle } from '../../../lib/document-title';

/** The catch-all page for any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <Container size="2" px="4">
      <Flex direction="column" align="center" justify="center" gap="4" py="9" style={{ minHeight: '55vh', textAlign: 'center' }}>
        <ScissorsIcon width="40" height="40" className="site-accent-icon" aria-hidden />
        <Heading as="h1" size="8">404 Page Not Found</Heading>
        <Text as="p" size="3" color="gray">This page has been trimmed off. Let us get you back in the chair.</Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3"><RouterLink to="/"><ArrowLeftIcon aria-hidden /> Back to Home</RouterLink></Button>
          <Button asChild size="3" variant="outline" color="gray" highContrast><RouterLink to="/book">Book Now</RouterLink></Button>
        </Flex>
      </Flex>
    </Container>
  );
}
