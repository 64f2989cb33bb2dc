// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '#shared/schemas/idempotency';
import { db } from '#pwa/offline/db';
import { componentTestHooks, fakeApi, reply, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import { startReplay } from '#pwa/offline/replay';
import { isServerReachable } from '#pwa/offline/connection';
import { outboxHandlers } from '../lib/outbox-kinds';
import { floorAt10 } from './floor-fixtures';
import { FLOOR_LINE, FLOOR_VISIT } from './floor-pending';
import { FloorTab } from './floor-tab';

function floorApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/floor': floorAt10(),
    'GET /api/barbers': booking.barbers,
    'GET /api/services': booking.services,
    'POST /api/appointments/:id/visit': { ok: true },
    'POST /api/floor/line/:id': { ok: true },
    'POST /api/floor/line': reply(201, { id: 30 }),
    'POST /api/floor/call-next': { id: 21 },
    ...overrides,
  });
}

const renderFloor = () => renderWithApp(<FloorTab />, { path: '/admin' });
const barber = (name: string) => screen.getAllByTestId('floor-barber').find((c) => c.getAttribute('aria-label') === name)!;

componentTestHooks(booking.NOW);
beforeEach(async () => {
  await db.outbox.clear();
});

describe('Floor tab', () => {
  it('shows each barber’s chair (who, for how long), their next visits, the late client and the line with estimate and waited time', async () => {
    floorApi();
    renderFloor();
    const miguel = await waitFor(() => barber('Miguel Santos'));
    expect(miguel).toHaveTextContent('Ana Rivera');
    expect(miguel).toHaveTextContent('Corte Clásico · 25 min');
    expect(barber('Luis Rivera')).toHaveTextContent('Free');
    expect(barber('Luis Rivera')).toHaveTextContent('Marta Cruz');
    expect(screen.getByTestId('floor-late')).toHaveTextContent('1 client is late');
    expect(screen.getByTestId('floor-late')).toHaveTextContent('Pedro Díaz');
    const entries = screen.getAllByTestId('floor-line-entry');
    expect(entries[0]).toHaveTextContent('Luis');
    expect(entries[0]).toHaveTextContent('First available');
    expect(entries[0]).toHaveTextContent('5–20 min');
    expect(entries[0]).toHaveTextContent('waited 12 min');
    expect(entries[1]).toHaveTextContent('Luis Rivera');
  });

  it('one tap starts a booked client in the chair, sent with an Idempotency-Key, and Undo within the minute sends it back with undo', async () => {
    const api = floorApi();
    const { user } = renderFloor();
    await waitFor(() => barber('Luis Rivera'));
    await user.click(within(barber('Luis Rivera')).getByLabelText('In chair: Marta Cruz'));
    await waitFor(() => expect(api.callsTo('POST', '/api/appointments/13/visit')).toHaveLength(1));
    const [start] = api.callsTo('POST', '/api/appointments/13/visit');
    expect(start!.body).toEqual({ to: 'in_chair', barberId: 2 });
    expect(start!.headers[IDEMPOTENCY_HEADER.toLowerCase()]).toMatch(/.+/);
    const undo = await screen.findByTestId('floor-undo');
    expect(undo).toHaveTextContent('Marta Cruz: In chair');
    await user.click(within(undo).getByRole('button', { name: /Undo/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/appointments/13/visit')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/appointments/13/visit')[1]!.body).toEqual({ to: 'booked', undo: true });
  });

  it('Done on the chair, No-show on a late client, Left on a line entry: one tap each', async () => {
    const api = floorApi();
    const { user } = renderFloor();
    await waitFor(() => barber('Miguel Santos'));
    await user.click(screen.getByLabelText('Done with Ana Rivera'));
    await user.click(screen.getByLabelText('No-show: Pedro Díaz'));
    await user.click(screen.getByLabelText('Left: Rosa'));
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/line/22')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/appointments/11/visit')[0]!.body).toEqual({ to: 'done' });
    expect(api.callsTo('POST', '/api/appointments/12/visit')[0]!.body).toEqual({ to: 'no_show' });
    expect(api.callsTo('POST', '/api/floor/line/22')[0]!.body).toEqual({ to: 'left' });
  });

  it('a late client: Move to the line adds them from their appointment (the server keeps their contact and language) and cancels the booking', async () => {
    const api = floorApi({ 'DELETE /api/appointments/:id': { id: 12, status: 'cancelled' } });
    const { user } = renderFloor();
    const late = await screen.findByTestId('floor-late');
    await user.click(within(late).getByRole('button', { name: 'Move to the line' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/line')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/floor/line')[0]!.body).toEqual({
      firstName: 'Pedro',
      serviceId: 2,
      barberId: 2,
      fromAppointmentId: 12,
    });
    await waitFor(() => expect(api.callsTo('DELETE', '/api/appointments/12')).toHaveLength(1));
  });

  it('a late client: Wait hides them on this tablet and sends nothing', async () => {
    const api = floorApi();
    const { user } = renderFloor();
    const late = await screen.findByTestId('floor-late');
    await user.click(within(late).getByRole('button', { name: 'Wait' }));
    expect(screen.queryByTestId('floor-late')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/floor/line')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/appointments/12/visit')).toHaveLength(0);
  });

  it('assigning a "first available" entry to a barber calls them to that chair; Call next asks the server for the barber’s next', async () => {
    const api = floorApi();
    const { user } = renderFloor();
    await waitFor(() => barber('Luis Rivera'));
    await user.click(screen.getByLabelText('Assign Luis to a barber'));
    await user.click(await screen.findByRole('option', { name: 'Luis Rivera' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/line/21')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/floor/line/21')[0]!.body).toEqual({ to: 'called', barberId: 2 });
    await user.click(screen.getByLabelText('Call the next client for Luis Rivera'));
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/call-next')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/floor/call-next')[0]!.body).toEqual({ barberId: 2 });
  });

  it('Call next goes through the outbox: offline it is queued with a key, Undo withdraws it unsent; online Undo sends the called client back to waiting', async () => {
    let online = false;
    const api = floorApi({
      'POST /api/floor/call-next': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { id: 21, status: 'called', barberId: 2, chairBarberId: null, firstName: 'Luis' };
      },
      'GET /api/health': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { ok: true };
      },
    });
    const { user } = renderFloor();
    await waitFor(() => barber('Luis Rivera'));
    await user.click(screen.getByLabelText('Call the next client for Luis Rivera'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [row] = await db.outbox.toArray();
    expect(row!.payload).toMatchObject({ barberId: 2 });
    const undo = await screen.findByTestId('floor-undo');
    expect(undo).toHaveTextContent('Luis Rivera: Call next');
    await user.click(within(undo).getByRole('button', { name: /Undo/ }));
    await waitFor(async () => expect((await db.outbox.toArray()).filter((r) => r.state !== 'done')).toHaveLength(0));

    online = true;
    const stop = startReplay({ handlers: outboxHandlers });
    await waitFor(() => expect(isServerReachable()).toBe(true), { timeout: 10_000 });
    await user.click(screen.getByLabelText('Call the next client for Luis Rivera'));
    // the first, offline try counts as a call that never arrived; the withdrawn one is never replayed
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/call-next')).toHaveLength(2));
    stop();
    await user.click(within(await screen.findByTestId('floor-undo')).getAllByRole('button', { name: /Undo/ })[0]!);
    await waitFor(() => expect(api.callsTo('POST', '/api/floor/line/21')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/floor/line/21')[0]!.body).toEqual({ to: 'waiting', undo: true });
  });

  it('a 409 (the chair is taken) says the server’s reason', async () => {
    floorApi({ 'POST /api/floor/line/:id': reply(409, { message: 'Luis Rivera already has a client in the chair.' }) });
    const { user } = renderFloor();
    await waitFor(() => barber('Luis Rivera'));
    await user.click(screen.getByLabelText('In chair: Rosa'));
    expect(await screen.findByText('Luis Rivera already has a client in the chair.')).toBeInTheDocument(); // the toast's code loads at the first toast
  });

  it('offline, taps are queued and shown at once, Undo of a queued tap withdraws it, and the rest replay exactly once with their keys', async () => {
    let online = false;
    const api = floorApi({
      'POST /api/appointments/:id/visit': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { ok: true };
      },
      'POST /api/floor/line/:id': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { ok: true };
      },
      'GET /api/health': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { ok: true };
      },
    });
    const { user } = renderFloor();
    await waitFor(() => barber('Luis Rivera'));
    await user.click(within(barber('Luis Rivera')).getByLabelText('In chair: Marta Cruz'));
    // queued: Marta shows in Luis's chair at once
    await waitFor(() => expect(barber('Luis Rivera')).toHaveTextContent('In the chair'));
    expect(barber('Luis Rivera')).toHaveTextContent('Marta Cruz');
    await user.click(screen.getByLabelText('Done with Ana Rivera'));
    await user.click(screen.getByLabelText('Left: Rosa'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(3));
    // Undo the last (Left: Rosa), never sent: it leaves the outbox
    const undo = screen.getByTestId('floor-undo');
    await user.click(within(undo).getAllByRole('button', { name: /Undo/ })[0]!);
    await waitFor(async () => expect((await db.outbox.toArray()).filter((r) => r.state !== 'done')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByTestId('floor-line-entry').map((e) => e.textContent)).toEqual(
        expect.arrayContaining([expect.stringContaining('Rosa')]),
      ),
    );
    online = true;
    const stop = startReplay({ handlers: outboxHandlers });
    await waitFor(async () => expect((await db.outbox.toArray()).every((r) => r.state === 'done')).toBe(true), { timeout: 10_000 });
    stop();
    const kinds = (await db.outbox.toArray()).map((r) => r.kind).sort();
    expect(kinds).toEqual([FLOOR_LINE, FLOOR_VISIT, FLOOR_VISIT].sort());
    expect(
      api.callsTo('POST', '/api/floor/line/22').filter((c) => c.body && (c.body as { to: string }).to === 'left').length,
    ).toBeLessThanOrEqual(1);
    const sent13 = api.callsTo('POST', '/api/appointments/13/visit');
    const keys = new Set(sent13.map((c) => c.headers[IDEMPOTENCY_HEADER.toLowerCase()]));
    expect(keys.size).toBe(1); // the first try and the replay are one change
  });
});
