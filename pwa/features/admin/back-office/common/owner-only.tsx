import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { SHOP } from '#shared/shop';

/** A staff account opened an owner-only page (the back office): say so, and offer the way back. */
export function OwnerOnly() {
  return (
    <div className="admin-center">
      <title>{`Owner only · ${SHOP.name}`}</title>
      <Card size="4" className="admin-card">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <LockClosedIcon width={32} height={32} aria-hidden color="var(--amber-11)" />
          <Heading as="h1" size="6">Only the shop owner can open this</Heading>
          <Text color="gray">Your account runs the day: appointments, clients and the schedule. Ask the owner if something here needs changing.</Text>
          <Button size="3" asChild>
            <RouterLink to="/admin">Back to the dashboard</RouterLink>
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
