import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Badge, Button, Callout, Card, Flex, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { SHOP_TZ } from '#shared/domain/shop-time';
import { LOCALES, type Lang } from '#shared/i18n/lang';
import type { AuditEntry } from '#shared/schemas/audit';
import { FormField } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';
import { EmptyState } from '../../staff-shell/components/empty-state';
import { SelectField } from '../../staff-shell/components/select-field';
import { TabHeading } from '../../staff-shell/components/tab-heading';
import { backOfficeTitle } from '../../staff-shell/lib/office-i18n';
import { staffQueryOptions } from '../../staff-shell/api/staff-api';
import { auditQueryOptions, type AuditFilters } from './history-api';
import { fieldChanges, formatValue, keyInWords, LABELLED_FIELDS } from './history-changes';

/** The areas History can filter on: the audit log's `entity` values (each labelled `office.area.<value>`). */
export const AREAS = [
  'appointment',
  'walk-in',
  'client',
  'block',
  'reminder',
  'contact-message',
  'service',
  'barber',
  'time-off',
  'closure',
  'shop',
  'staff',
  'product',
  'order',
] as const;
type Area = (typeof AREAS)[number];
const isArea = (entity: string): entity is Area => (AREAS as readonly string[]).includes(entity);
const ALL = 'all';
const noFilters: AuditFilters = { entity: '', actor: '', from: '', to: '' };

const whenFormats = new Map<Lang, Intl.DateTimeFormat>();
/** 'Tue, Nov 24, 2026, 10:00 AM' in the shop's time, in the language's way. */
export function formatWhen(iso: string, lang: Lang = 'en'): string {
  let format = whenFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: SHOP_TZ,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    whenFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** History: who changed what, newest first, filtered by area, account and days. */
export function HistoryScreen() {
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const staff = useQuery(staffQueryOptions());
  const { t } = useT();
  const rangeError = filters.from && filters.to && filters.to < filters.from ? t('office.history.rangeError') : undefined;
  const history = useInfiniteQuery({ ...auditQueryOptions(filters), enabled: !rangeError });
  const set = (key: keyof AuditFilters, value: string) => setFilters((f) => ({ ...f, [key]: value === ALL ? '' : value }));
  const accountOptions = [
    { value: ALL, label: t('office.history.allAccounts') },
    ...(staff.data ?? []).map((a) => ({ value: a.username, label: `${a.name} (${a.username})` })),
    { value: 'system', label: t('office.history.system') },
  ];
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <section className="admin-bo-section" aria-labelledby="history-heading">
      <title>{backOfficeTitle(t('office.nav.history'), t)}</title>
      <TabHeading title={t('office.nav.history')} description={t('office.history.description')} />
      <Flex direction="column" gap="4">
        <Card size="2" asChild>
          <fieldset style={{ border: 0, margin: 0 }} aria-label={t('office.history.filters')}>
            <div className="admin-form-grid">
              <FormField id="history-area" label={t('office.history.area')} size="3">
                <SelectField
                  id="history-area"
                  value={filters.entity || ALL}
                  onChange={(v) => set('entity', v)}
                  options={[
                    { value: ALL, label: t('office.history.allAreas') },
                    ...AREAS.map((a) => ({ value: a, label: t(`office.area.${a}`) })),
                  ]}
                />
              </FormField>
              <FormField id="history-account" label={t('office.history.account')} size="3">
                <SelectField id="history-account" value={filters.actor || ALL} onChange={(v) => set('actor', v)} options={accountOptions} />
              </FormField>
              <FormField id="history-from" label={t('office.from')} size="3">
                <TextField.Root id="history-from" size="3" type="date" value={filters.from} onChange={(e) => set('from', e.target.value)} />
              </FormField>
              <FormField id="history-to" label={t('office.to')} size="3" error={rangeError}>
                <TextField.Root
                  id="history-to"
                  size="3"
                  type="date"
                  value={filters.to}
                  onChange={(e) => set('to', e.target.value)}
                  aria-invalid={rangeError ? true : undefined}
                />
              </FormField>
            </div>
            {Object.values(filters).some(Boolean) && (
              <Flex justify="end" mt="3">
                <Button size="2" variant="ghost" onClick={() => setFilters(noFilters)}>
                  {t('office.history.clear')}
                </Button>
              </Flex>
            )}
          </fieldset>
        </Card>

        {history.isPending && !rangeError && <Skeleton height="120px" />}
        {history.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>
              {t('office.history.loadFailed')}{' '}
              <Button variant="ghost" onClick={() => void history.refetch()}>
                {t('office.tryAgain')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        )}
        {history.isSuccess && entries.length === 0 && <EmptyState title={t('office.history.empty')} hint={t('office.history.emptyHint')} />}
        {entries.length > 0 && (
          <ul className="admin-bo-list">
            {entries.map((e) => (
              <HistoryRow key={e.id} entry={e} />
            ))}
          </ul>
        )}
        {history.hasNextPage && (
          <Flex justify="center">
            <Button size="3" variant="soft" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? t('office.history.loading') : t('office.history.loadMore')}
            </Button>
          </Flex>
        )}
      </Flex>
    </section>
  );
}

function HistoryRow({ entry }: { entry: AuditEntry }) {
  const { t, lang } = useT();
  const changes = entry.before !== null || entry.after !== null;
  return (
    <li className="admin-bo-row" data-testid="history-row" style={{ gridTemplateColumns: '1fr' }}>
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" color="gray">
            {formatWhen(entry.at, lang)}
          </Text>
          <Text size="2" weight="medium">
            {entry.actor}
          </Text>
          <Badge color="gray">{isArea(entry.entity) ? t(`office.area.${entry.entity}`) : entry.entity}</Badge>
        </Flex>
        <Text size="3" className="admin-break">
          {entry.summary}
        </Text>
        {changes && (
          <details>
            <summary>
              <Text size="2" color="amber">
                {entry.before !== null && entry.after !== null ? t('office.history.showDiff') : t('office.history.showDetails')}
              </Text>
            </summary>
            <Changes before={entry.before} after={entry.after} />
          </details>
        )}
      </Flex>
    </li>
  );
}

/** The fields an entry changed, as a table people read: the field's name, before and after (docs/decisions/055-client-identity-and-search.md). */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const { t, lang } = useT();
  const rows = fieldChanges(before, after);
  const label = (field: string) =>
    (LABELLED_FIELDS as readonly string[]).includes(field)
      ? t(`office.changed.${field as (typeof LABELLED_FIELDS)[number]}`)
      : keyInWords(field);
  const show = (field: string, v: unknown) => formatValue(field, v, lang, (yes) => t(yes ? 'office.history.yes' : 'office.history.no'));
  const withBefore = before !== null;
  const withAfter = after !== null;
  return (
    <div className="admin-diff" data-testid="history-changes">
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('office.history.field')}</Table.ColumnHeaderCell>
            {withBefore && <Table.ColumnHeaderCell>{t('office.history.before')}</Table.ColumnHeaderCell>}
            {withAfter && (
              <Table.ColumnHeaderCell>{t(withBefore ? 'office.history.after' : 'office.history.value')}</Table.ColumnHeaderCell>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.field}>
              <Table.RowHeaderCell>{label(r.field)}</Table.RowHeaderCell>
              {withBefore && <Table.Cell className="admin-break">{show(r.field, r.before)}</Table.Cell>}
              {withAfter && <Table.Cell className="admin-break">{show(r.field, r.after)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
