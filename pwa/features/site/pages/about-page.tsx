import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { useShopDetails } from '#pwa/lib/shop-details';
import { PageBanner } from '../components/page-banner';
import { useT } from '#pwa/i18n/use-t';
import { StaticSection } from '#pwa/components/static-section';

const STATS = [
  { value: '15+', label: 'site.about.statYears' },
  { value: '4.9/5', label: 'site.about.statRating' },
  { value: 'Puerto Rico', label: 'site.about.statLocal' },
  { value: '500+', label: 'site.about.statMonthly' },
] as const;

/**
 * About (/about): text, pictures and a link, kept as the server's HTML (components/static-section.tsx). The
 * banner, the story and what comes under it are sections of their own: a language switch draws those on
 * the screen, and the rest follow once it is drawn.
 */
export function AboutPage() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <>
      <StaticSection name="about-banner">
        <PageBanner title={t('site.about.title')} subtitle={t('site.about.subtitle')} />
      </StaticSection>
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <StaticSection name="about-story" data={[shop]}>
            <AboutStory />
          </StaticSection>
          <StaticSection name="about-more">
            <AboutMore />
          </StaticSection>
        </Container>
      </Section>
    </>
  );
}

function AboutStory() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '5', md: '8' }} align="center">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="7">
          {t('site.about.storyTitle')}
        </Heading>
        <Text as="p" size="3" color="gray">
          {t('site.about.story1', { name: shop.name })}
        </Text>
        <Text as="p" size="3" color="gray">
          {t('site.about.story2')}
        </Text>
        <Text as="p" size="3" color="gray">
          {t('site.about.story3')}
        </Text>
      </Flex>
      <Box className="site-about-photo">
        <img src="/images/gallery/2.webp" alt={t('site.work.photo2')} width={400} height={300} />
      </Box>
    </Grid>
  );
}

function AboutMore() {
  const { t } = useT();
  return (
    <>
      <Grid columns={{ initial: '2', md: '4' }} gap="4" mt="8" asChild>
        <dl className="site-stats">
          {STATS.map((s) => (
            // The card is the <div> grouping its <dt> and <dd> (a <dl> allows nothing deeper); the value shows above its label.
            <Card key={s.label} size="3" className="site-card site-stat-card">
              <Text asChild size="2" color="gray">
                <dt>{t(s.label)}</dt>
              </Text>
              <Text asChild size={{ initial: '6', md: '7' }} weight="bold" color="amber" className="site-serif site-stat">
                <dd>{s.value}</dd>
              </Text>
            </Card>
          ))}
        </dl>
      </Grid>
      <Flex direction="column" align="center" gap="3" mt="8" style={{ textAlign: 'center' }}>
        <Heading as="h2" size="6">
          {t('site.about.comeTitle')}
        </Heading>
        <Text as="p" size="3" color="gray">
          {t('site.about.comeText')}
        </Text>
        <Button asChild size="4">
          <RouterLink to="/book">
            <CalendarIcon aria-hidden /> {t('site.action.bookAppointment')}
          </RouterLink>
        </Button>
      </Flex>
    </>
  );
}
