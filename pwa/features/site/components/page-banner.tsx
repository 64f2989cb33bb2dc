import type { ReactNode } from 'react';
import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useDocumentTitle } from '#pwa/lib/document-title';

/** The heading band at the top of an inner page (Services, Barbers, About, Contact). */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="site-banner">
      <Container size="4" px={{ initial: '4', sm: '5' }}>
        <Flex direction="column" align="center" gap="3" py={{ initial: '7', md: '9' }}>
          <Heading as="h1" size={{ initial: '8', md: '9' }} align="center">
            {title}
          </Heading>
          {subtitle && (
            <Text as="p" size={{ initial: '3', md: '4' }} color="gray" align="center" className="site-lede">
              {subtitle}
            </Text>
          )}
          {children}
        </Flex>
      </Container>
    </div>
  );
}
