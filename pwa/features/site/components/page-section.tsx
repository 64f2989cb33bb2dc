import { useId, type ReactNode } from 'react';
import { Box, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';

type Props = {
  id?: string;
  title: string;
  subtitle?: ReactNode;
  /** 'raised' draws the section on a slightly lighter band, to separate neighbours. */
  tone?: 'plain' | 'raised';
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
};

/** A page section: centred heading and subtitle, then its content in the page container. */
export function PageSection({ id, title, subtitle, tone = 'plain', headingLevel = 'h2', children }: Props) {
  const headingId = useId();
  return (
    <Section id={id} size={{ initial: '2', md: '3' }} className={`site-section site-section-${tone}`} aria-labelledby={headingId}>
      <Container size="4" px={{ initial: '4', sm: '5' }}>
        <Flex direction="column" align="center" gap="2" mb="6" className="site-section-head">
          <Heading id={headingId} as={headingLevel} size={{ initial: '7', md: '8' }} align="center">
            {title}
          </Heading>
          <Box className="site-rule" aria-hidden />
          {subtitle && (
            <Text as="p" size="3" color="gray" align="center" className="site-lede">
              {subtitle}
            </Text>
          )}
        </Flex>
        {children}
      </Container>
    </Section>
  );
}
