import { useState } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { BellIcon } from '#pwa/components/icons/bell';
import { CheckIcon } from '#pwa/components/icons/check';
import { formatDate, shopDate } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { useToast } from '#pwa/components/toast';
import { ApiError } from '#pwa/lib/api';
import { useSendReminder } from '../../api/send-reminder';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { reminderToast } from '../../lib/reminder-toast';
import { useT } from '#pwa/i18n/use-t';

/** 'Nov 24': the shop's date of an instant. */
const dayOf = (iso: string, lang: Lang) => formatDate(shopDate(new Date(iso)), 'short', lang);

/** "Reminded Nov 24": when the client's last lapsed-client reminder went, in place of the button. */
export function RemindedOn({ at }: { at: string }) {
  const { t, lang } = useT();
  return (
    <Text size="2" color="gray" className="admin-reminded" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}>
      <CheckIcon aria-hidden /> {t('admin.reminder.reminded', { date: dayOf(at, lang) })}
    </Text>
  );
}

/** The server's refusal (409): reminded on `remindedAt` (one every `everyDays` days), or booked on `upcomingDate`. */
function refusal(err: unknown): { remindedAt?: string; everyDays?: number; upcomingDate?: string } | undefined {
  if (!(err instanceof ApiError) || err.status !== 409 || typeof err.body !== 'object' || err.body === null) return undefined;
  return err.body as { remindedAt?: string; everyDays?: number; upcomingDate?: string };
}

/**
 * 'Send Reminder' for one lapsed client; the toast says what really happened (sent or recorded). Once
 * it went, "Reminded <date>" takes its place (the server refuses another within the owner's N days).
 */
export function ReminderButton({ clientId, name }: { clientId: number; name: string }) {
  const send = useSendReminder();
  const toast = useToast();
  const failed = useFailureToast();
  const { t, lang } = useT();
  const [sentAt, setSentAt] = useState<string>();
  const onClick = () =>
    send.mutate(clientId, {
      onSuccess: (result) => {
        setSentAt(new Date().toISOString());
        toast(reminderToast(result, name, lang));
      },
      onError: (err) => {
        const why = refusal(err);
        if (why?.remindedAt && why.everyDays) {
          toast({
            title: t('admin.reminder.notSent'),
            description: t('admin.reminder.tooSoon', { date: dayOf(why.remindedAt, lang), days: why.everyDays }),
          });
        } else if (why?.upcomingDate) {
          toast({
            title: t('admin.reminder.notSent'),
            description: t('admin.reminder.upcoming', { date: formatDate(why.upcomingDate, 'short', lang) }),
          });
        } else failed(err, { description: t('admin.reminder.failed') });
      },
    });
  if (sentAt) return <RemindedOn at={sentAt} />;
  return (
    <Button size="3" variant="soft" onClick={onClick} disabled={send.isPending} aria-label={t('admin.reminder.sendTo', { name })}>
      <BellIcon aria-hidden /> {send.isPending ? t('admin.reminder.sending') : t('admin.reminder.send')}
    </Button>
  );
}
