import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { catalogueIds, insertAppointment, sanJuan } from './helpers/booking';
import { signedInStaff } from './helpers/staff-session';

/** Analytics' line figures (docs/decisions/067-floor-data-model-and-live-channel.md): served, walk-aways, waits, no-shows. */
const DAY = '2026-11-23';
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(sanJuan(DAY, '18:00')), env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
});
afterAll(() => t.close());

let n = 0;
async function entry(joined: string, waitMin: number | null, barberId: number, status: 'done' | 'left', dayEnded = false) {
  n += 1;
  const j = sanJuan(DAY, joined);
  const started = waitMin === null ? null : new Date(j.getTime() + waitMin * 60_000);
  await t.db('line_entries').insert({
    token: `tok-${n}`,
    first_name: 'X',
    phone: `+1787555${String(2000 + n)}`,
    service_id: ids.corte,
    barber_id: barberId,
    source: 'web',
    joined_at: j,
    changed_at: j,
    status,
    started_at: started,
    chair_barber_id: started ? barberId : null,
    finished_at: status === 'done' ? new Date(started!.getTime() + 1_800_000) : null,
    left_at: status === 'left' ? new Date(j.getTime() + 3_600_000) : null,
    // Closed because its shop day ended (docs/decisions/078-floor-gaps.md): not a walk-away.
    day_ended_at: dayEnded ? new Date(j.getTime() + 12 * 3_600_000) : null,
  });
}

describe('GET /api/admin/analytics: line', () => {
  it('per day and per barber: served, walk-aways, average and 90th-percentile wait, no-shows', async () => {
    const [b0, b1] = ids.barbers as [number, number];
    await entry('10:00', 10, b0, 'done');
    await entry('11:00', 20, b0, 'done');
    await entry('12:00', 30, b0, 'done');
    await entry('13:00', null, b1, 'left');
    await entry('17:00', null, b1, 'left', true);
    await insertAppointment(t.db, { barberId: b0, serviceId: ids.corte, date: DAY, time: '09:00', durationMin: 30, status: 'no_show' });
    const owner = await signedInStaff(t);
    const res = await t.get('/api/admin/analytics', owner.headers);
    expect(res.status).toBe(200);
    const today = res.body.line.perDay.find((d: { date: string }) => d.date === DAY);
    expect(today).toEqual({ date: DAY, served: 3, walkAways: 1, avgWaitMinutes: 20, p90WaitMinutes: 28 });
    expect(res.body.line.perDay).toHaveLength(res.body.revenueByDay.length);
    expect(res.body.line.perBarber.find((b: { barberId: number }) => b.barberId === b0)).toEqual({
      barberId: b0,
      served: 3,
      walkAways: 0,
      avgWaitMinutes: 20,
      p90WaitMinutes: 28,
      noShows: 1,
    });
    expect(res.body.line.perBarber.find((b: { barberId: number }) => b.barberId === b1)).toEqual({
      barberId: b1,
      served: 0,
      walkAways: 1,
      avgWaitMinutes: null,
      p90WaitMinutes: null,
      noShows: 0,
    });
  });
});
