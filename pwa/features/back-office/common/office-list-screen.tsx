import type { ReactNode } from 'react';
import { Badge, Button, Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { PlusIcon } from '#pwa/components/icons/plus';
import { useT } from '#pwa/i18n/use-t';
import { EmptyState } from '../../staff-shell/components/empty-state';
import { OfflineNote } from '../../staff-shell/api/office-api';
import '../services/office.css';

/**
 * The scaffold of the back office's list screens (Services, Barbers, Products; docs/decisions/063-pwa-rooms.md):
 * the intro and its Add button, the offline note, what the screen has to say (`notes`), the live list or its
 * empty state, the retired (or inactive) list apart, and the screen's dialogs; a row's Edit and red buttons, and
 * a retired row with its badge and the button that brings it back. Each screen draws what its rows say.
 */

/** While a list loads. */
export function OfficeListLoading({ testId }: { testId: string }) {
  return <Skeleton data-testid={testId} height="12rem" />;
}

/** A list that did not load: why, and Try again. */
export function OfficeLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {message}{' '}
        <Button size="1" variant="soft" onClick={onRetry}>
          {t('office.tryAgain')}
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}

/** A list of rows: its accessible name and how one item is drawn (an `<li>` with its key). */
export type OfficeListSection<T> = { items: readonly T[]; label: string; row: (item: T) => ReactNode };

type Props<T> = {
  intro: string;
  addLabel: string;
  onAdd: () => void;
  offline: boolean;
  /** Below the offline note: a failure, a note on text that may be stale. */
  notes?: ReactNode;
  live: OfficeListSection<T> & { emptyTitle: string; emptyHint: string };
  /** Retired or inactive items, under their heading; nothing when there are none. */
  retired?: OfficeListSection<T> & { heading: string };
  /** The screen's dialogs. */
  children?: ReactNode;
};

export function OfficeListScreen<T>({ intro, addLabel, onAdd, offline, notes, live, retired, children }: Props<T>) {
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray">{intro}</Text>
        <Button size="3" onClick={onAdd}>
          <PlusIcon aria-hidden width={18} height={18} /> {addLabel}
        </Button>
      </Flex>
      <OfflineNote offline={offline} />
      {notes}
      {live.items.length === 0 ? (
        <EmptyState title={live.emptyTitle} hint={live.emptyHint} />
      ) : (
        <ul className="office-list" aria-label={live.label}>
          {live.items.map((item) => live.row(item))}
        </ul>
      )}
      {retired && retired.items.length > 0 && (
        <Flex direction="column" gap="2" mt="2">
          <Heading as="h3" size="3" color="gray">
            {retired.heading}
          </Heading>
          <ul className="office-list" aria-label={retired.label}>
            {retired.items.map((item) => retired.row(item))}
          </ul>
        </Flex>
      )}
      {children}
    </Flex>
  );
}

type ActionsProps = {
  /** The item's name, in the buttons' accessible names ("Edit Corte"). */
  name: string;
  onEdit: () => void;
  /** The red button: Retire (services, products) or Deactivate (barbers). */
  remove: 'retire' | 'deactivate';
  onRemove: () => void;
  /** Offline, nothing is retired (the dialog could not say what stands in the way). */
  offline: boolean;
  /** Between Edit and the red button (a barber's Hours and Time off). */
  children?: ReactNode;
};

/** A live row's buttons: Edit, what the screen adds, and the red one. */
export function OfficeRowActions({ name, onEdit, remove, onRemove, offline, children }: ActionsProps) {
  const { t } = useT();
  return (
    <Flex gap="2" wrap="wrap">
      <Button size="3" variant="soft" aria-label={t('office.editName', { name })} onClick={onEdit}>
        {t('office.edit')}
      </Button>
      {children}
      <Button
        size="3"
        variant="soft"
        color="red"
        aria-label={remove === 'retire' ? t('office.retireName', { name }) : t('office.deactivateName', { name })}
        disabled={offline}
        onClick={onRemove}
      >
        {remove === 'retire' ? t('office.retire') : t('office.deactivate')}
      </Button>
    </Flex>
  );
}

/** A retired (or inactive) row: greyed, its name and badge, and the button that brings it back. */
export function OfficeRetiredRow({
  name,
  badge,
  thumb,
  testId,
  action,
}: {
  name: string;
  badge: string;
  /** The photo, where the live rows show one. */
  thumb?: ReactNode;
  testId?: string;
  action: { label: string; accessibleName: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <li className={thumb ? 'office-row office-row-with-photo' : 'office-row'} data-muted="" data-testid={testId}>
      {thumb}
      <Flex gap="2" align="center" className="office-row-main">
        <Text size="3" color="gray">
          {name}
        </Text>
        <Badge color="gray">{badge}</Badge>
      </Flex>
      <Button size="3" variant="soft" aria-label={action.accessibleName} disabled={action.disabled} onClick={action.onClick}>
        {action.label}
      </Button>
    </li>
  );
}
