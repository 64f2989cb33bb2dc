import { describe, expect, it } from 'vitest';
import { loadBundle } from '#pwa/i18n/catalogue';

await loadBundle('en', 'admin');
import { NO_PENDING } from './pending-stats';
import { statCardList } from './stat-card-list';

const owner = { todayAppointments: 3, todayRevenue: 57.5, weekAppointments: 9, newClients: 2 };

describe('statCardList', () => {
  it("shows the owner's revenue, with what waits in the outbox", () => {
    const cards = statCardList(owner, { ...NO_PENDING, todayAppointments: 1, todayRevenue: 25, todayChanges: 1 }, false);
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ["Today's Appointments", '4'],
      ['Revenue Today', '$82.50'],
      ['This Week', '9'],
      ['New Clients', '2'],
    ]);
  });

  it('has no revenue card when the server hides revenue (a staff session)', () => {
    const cards = statCardList({ ...owner, todayRevenue: null }, { ...NO_PENDING, todayRevenue: 25, todayChanges: 1 }, false);
    expect(cards.map((c) => c.label)).toEqual(["Today's Appointments", 'This Week', 'New Clients']);
  });

  it('shows dashes on the today cards for figures saved on another day, and zeros before the first answer', () => {
    expect(
      statCardList(owner, NO_PENDING, true)
        .slice(0, 2)
        .map((c) => c.value),
    ).toEqual(['—', '—']);
    expect(statCardList(undefined, NO_PENDING, false).map((c) => c.value)).toEqual(['0', '$0.00', '0', '0']);
  });
});
