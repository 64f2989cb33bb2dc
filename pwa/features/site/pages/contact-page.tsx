import { Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { HoursTable } from '../components/hours-table';
import { PageBanner } from '../components/page-banner';

export function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" subtitle="Questions, group bookings or chemical services: call, write or drop by." />
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
            <Flex direction="column" gap="5" className="site-span-2">
              <Card size="3" className="site-card">
                <Heading as="h2" size="5" mb="4">Get in Touch</Heading>
                <ContactDetails />
              </Card>
              <Card size="3" className="site-card">
                <Flex gap="3" align="center" mb="3">
                  <ClockIcon width="20" height="20" className="site-accent-icon" aria-hidden />
                  <Heading as="h2" size="5">Business Hours</Heading>
                </Flex>
                <HoursTable />
              </Card>
            </Flex>
            <Card size="3" className="site-card site-span-3">
              <Heading as="h2" size="5" mb="1">Send Us a Message</Heading>
              <Text as="p" size="2" color="gray" mb="4">We usually answer within one business day.</Text>
              <ContactForm />
            </Card>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
