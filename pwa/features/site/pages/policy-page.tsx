import { useQuery } from '@tanstack/react-query';
import { Card, Container, Flex, Heading, Section, Skeleton, Text } from '@radix-ui/themes';
import { policyBlocks } from '#shared/schemas/policies';
import { getJson, schema } from '#pwa/lib/api';
import { useDocumentTitle } from '#pwa/lib/document-title';
import { PageBanner } from '../components/page-banner';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';

type Which = 'privacy' | 'terms';

/** GET /api/policies: the shop's texts in the visitor's language (the pre-rendered page starts with them). */
function usePolicies() {
  return useQuery({
    queryKey: ['/api/policies'],
    queryFn: () => getJson('/api/policies', schema('policies', 'PublicPolicies')),
  });
}

const TITLES: Record<Which, MessageId> = { privacy: 'site.footer.privacy', terms: 'site.footer.terms' };

/**
 * /privacy and /terms: the shop's own text, as the owner keeps it in the back office
 * (docs/decisions/069-visitor-never-stuck.md).
 */
function PolicyPage({ which }: { which: Which }) {
  const { t } = useT();
  const title = t(TITLES[which]);
  useDocumentTitle(title);
  const policies = usePolicies();
  const text = policies.data?.[which];
  return (
    <>
      <PageBanner title={title} subtitle={t(which === 'privacy' ? 'site.policy.privacyIntro' : 'site.policy.termsIntro')} />
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="2" px={{ initial: '4', sm: '5' }}>
          <Card size="3" className="site-card site-policy-text" data-testid={`policy-${which}`}>
            {text === undefined ? (
              <Flex direction="column" gap="3">
                {[1, 2, 3].map((i) => (
                  <Skeleton key={i} height="64px" />
                ))}
              </Flex>
            ) : (
              policyBlocks(text).map((block, i) =>
                block.kind === 'heading' ? (
                  <Heading key={i} as="h2" size="5" mt={i === 0 ? '0' : '5'} mb="2">
                    {block.text}
                  </Heading>
                ) : (
                  <Text key={i} as="p" size="3" mb="3" className="site-policy-paragraph">
                    {block.text}
                  </Text>
                ),
              )
            )}
          </Card>
        </Container>
      </Section>
    </>
  );
}

export const PrivacyPage = () => <PolicyPage which="privacy" />;
export const TermsPage = () => <PolicyPage which="terms" />;
