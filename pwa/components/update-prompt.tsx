import { useState, useSyncExternalStore } from 'react';
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { dismissUpdate, getUpdateState, requestReload, subscribeUpdateState } from '../offline/update-state';
import { useT } from '../i18n/use-t';
import './update-prompt.css';

type T = ReturnType<typeof useT>['t'];
const list = (reasons: string[], t: T) =>
  reasons.length < 2 ? reasons.join('') : t('common.update.listAnd', { first: reasons.slice(0, -1).join(', '), last: reasons.at(-1) });

/**
 * "A new version is available" with Reload (docs/decisions/031-pwa-update-flow.md). Reload never goes ahead
 * under a form in progress or while staff changes wait to sync: it says what to finish first.
 */
export function UpdatePrompt() {
  const { available, dismissed, blockedBy } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const reload = async () => {
    setBusy(true);
    if (!(await requestReload())) setBusy(false);
  };
  return (
    <div role="status" className="update-prompt-region">
      {available && !dismissed && (
        <Card size="2" className="update-prompt" data-testid="update-prompt">
          <Flex direction="column" gap="2">
            <Text as="p" size="2" weight="bold">
              {t('common.update.title')}
            </Text>
            <Text as="p" size="2" color="gray">
              {blockedBy.length > 0 ? t('common.update.finishFirst', { reasons: list(blockedBy, t) }) : t('common.update.reloadToUse')}
            </Text>
            <Flex gap="2" justify="end">
              <Button size="2" variant="soft" color="gray" onClick={dismissUpdate}>
                {t('common.update.later')}
              </Button>
              <Button size="2" onClick={() => void reload()} loading={busy}>
                {t('common.action.reload')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </div>
  );
}
