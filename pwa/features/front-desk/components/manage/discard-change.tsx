import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { discardChange } from '#pwa/offline/outbox-store';
import { useToast } from '#pwa/components/toast';
import type { ChangeLine } from '../../lib/outbox-view';
import { useT } from '#pwa/i18n/use-t';

/** Discard a change the server refused, on purpose: it asks first, naming what will not happen. */
export function DiscardChange({ line }: { line: ChangeLine }) {
  const toast = useToast();
  const { t } = useT();
  const what = line.kind === 'cancel' ? t('admin.manage.discard.notCancelled') : t('admin.manage.discard.notAdded');
  const discard = async () => {
    await discardChange(line.id);
    toast({ title: t('admin.manage.discard.toastTitle'), description: t('admin.manage.discard.toastDescription', { title: line.title }) });
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="gray" aria-label={t('admin.manage.discard.aria', { title: line.title })}>
          {t('admin.manage.discard.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('admin.manage.discard.title')}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {line.title}. {what} {t('admin.manage.discard.cannotUndo')}
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="3" variant="soft" color="gray">
              {t('admin.manage.discard.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="3" color="red" onClick={() => void discard()}>
              {t('admin.manage.discard.confirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
