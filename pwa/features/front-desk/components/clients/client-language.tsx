import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataList, Select } from '@radix-ui/themes';
import { LANGS, type Lang } from '#shared/i18n/lang';
import { Client } from '#shared/schemas/client';
import type { ClientDetails } from '#shared/schemas/client-history';
import { sendJson } from '#pwa/lib/api';
import { queryKeys } from '#pwa/lib/query-keys';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';

/**
 * The language of a client's emails, texts, reminders and manage page (docs/decisions/046-spanish.md):
 * the one they last booked in online; staff change it here (`PATCH /api/clients/{id}`).
 */
export function ClientLanguageItem({ client }: { client: Client }) {
  const { t } = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (lang: Lang) => sendJson('PATCH', `/api/clients/${client.id}`, { lang }, Client),
    onSuccess: (saved) => {
      queryClient.setQueryData<ClientDetails>(queryKeys.clientDetails(client.id), (d) => (d ? { ...d, client: saved } : d));
      toast({ title: t(`admin.clients.lang.saved.${saved.lang}`, { name: `${saved.firstName} ${saved.lastName}`.trim() }) });
    },
    onError: (error) => failed(error, { description: t('admin.clients.lang.failed') }),
  });
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{t('admin.clients.lang.label')}</DataList.Label>
      <DataList.Value>
        <Select.Root
          size="2"
          value={save.isPending && save.variables ? save.variables : client.lang}
          disabled={save.isPending}
          onValueChange={(value) => value !== client.lang && save.mutate(value as Lang)}
        >
          <Select.Trigger aria-label={t('admin.clients.lang.label')} />
          <Select.Content>
            {LANGS.map((l) => (
              <Select.Item key={l} value={l}>
                {t(`admin.clients.lang.${l}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </DataList.Value>
    </DataList.Item>
  );
}
