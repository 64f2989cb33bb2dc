import { startReplay } from '#pwa/offline/replay';
import { outboxHandlers } from './outbox-kinds';

/**
 * The outbox replays when the app starts, on whatever page a staff device opens (an installed app
 * opens on `/`), not only once the dashboard is open (docs/decisions/006b-outbox.md). Loaded by
 * `offline/start.ts` on staff devices only; it runs for the life of the page.
 */
export function startBackgroundReplay(): void {
  startReplay({ handlers: outboxHandlers }, { isBackground: true });
}
