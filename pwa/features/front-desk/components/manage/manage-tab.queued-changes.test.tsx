// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '#pwa/offline/db';
import { enqueue, settle } from '#pwa/offline/outbox-store';
import { reply } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/admin-fixtures';
import { startReplay } from '#pwa/offline/replay';
import { CANCEL, outboxHandlers, WALK_IN } from '../../lib/outbox-kinds';
import { dialog, fill, manageTabTestHooks, renderManage, rows, staffApi } from './manage-tab.test-helpers';

manageTabTestHooks();

describe('Manage tab: changes the server refused', () => {
  it('lists a refused walk-in under Needs attention with the server’s words, and discards it only after asking', async () => {
    staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, { state: 'needs-attention', lastError: 'That time was just booked. Please choose another time.' });
    const { user } = renderManage();
    const item = await screen.findByTestId('attention-item');
    expect(item).toHaveTextContent('Walk-in: José Ortiz');
    expect(item).toHaveTextContent('3:00 PM');
    expect(item).toHaveTextContent('That time was just booked. Please choose another time.');
    expect(within(item).getByLabelText('Choose another time for Walk-in: José Ortiz')).toBeInTheDocument();
    await user.click(within(item).getByLabelText('Discard Walk-in: José Ortiz'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('This walk-in will not be added. This cannot be undone.');
    await user.click(within(confirm).getByText('Discard Change', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByTestId('attention-item')).toBeNull());
    expect((await db.outbox.get(row.id))?.outcome).toBe('discarded');
  });
});

describe('Manage tab: a change made on what the appointment was', () => {
  it('a queued cancellation of a visit moved meanwhile is refused and shows both versions; nothing is cancelled', async () => {
    const seen = { date: fx.TODAY, time: '14:30', barberId: fx.pedroAt1430.barberId, status: 'confirmed' as const };
    const current = { ...seen, time: '16:30', barberName: fx.pedroAt1430.barberName };
    const api = staffApi({
      'DELETE /api/appointments/:id': reply(409, {
        message: 'This appointment changed since this device saw it.',
        code: 'changed_since',
        seen,
        current,
      }),
    });
    await enqueue(CANCEL, {
      appointmentId: 12,
      clientName: 'Pedro Díaz',
      date: fx.TODAY,
      time: '14:30',
      barberName: fx.pedroAt1430.barberName,
      seen,
    });
    const stop = startReplay({ handlers: outboxHandlers });
    try {
      const { user } = renderManage();
      const item = await screen.findByTestId('attention-item');
      expect(api.callsTo('DELETE', '/api/appointments/12')[0]?.body).toEqual({ seen });
      expect(item).toHaveTextContent('Cancellation: Pedro Díaz');
      expect(within(item).getByTestId('change-seen')).toHaveTextContent(/^You saw: Tue, Nov 24 · 2:30 PM · Luis Rivera$/);
      expect(within(item).getByTestId('change-now')).toHaveTextContent(/^Now: Tue, Nov 24 · 4:30 PM · Luis Rivera · confirmed$/);
      expect(item).toHaveTextContent('This appointment changed since this device saw it. Nothing was changed.');
      // Having seen both, staff may cancel it as it is now.
      await user.click(within(item).getByText('Try Again', { selector: 'button' }));
      await waitFor(() => expect(api.callsTo('DELETE', '/api/appointments/12')).toHaveLength(2));
      expect(api.callsTo('DELETE', '/api/appointments/12')[1]?.body).toEqual({ seen: { ...seen, time: '16:30' } });
    } finally {
      stop();
    }
  });

  it('a refused walk-in says what it clashes with, in the desk’s words', async () => {
    staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, {
      state: 'needs-attention',
      lastError: 'Luis Rivera already has an appointment from 2:30 PM to 3:15 PM. Please choose another time.',
      refusal: { code: 'slot_taken', clash: { kind: 'block', barberName: 'Luis Rivera', from: '14:00', to: '16:00' } },
    });
    renderManage();
    const item = await screen.findByTestId('attention-item');
    expect(item).toHaveTextContent('That time is blocked for Luis Rivera from 2:00 PM to 4:00 PM. Please choose another time.');
  });

  it('Choose Another Time, saved while online, says the walk-in was added once the server took it', async () => {
    const api = staffApi();
    const row = await enqueue(WALK_IN, {
      barberId: 2,
      serviceId: 1,
      date: fx.TODAY,
      time: '15:00',
      clientName: 'José Ortiz',
      clientPhone: '787-555-0123',
      clientEmail: null,
      notes: null,
      isWalkIn: true,
    });
    await settle(row.id, { state: 'needs-attention', lastError: 'That time is blocked for Luis Rivera. Please choose another time.' });
    const stop = startReplay({ handlers: outboxHandlers });
    try {
      const { user } = renderManage();
      const item = await screen.findByTestId('attention-item');
      await user.click(within(item).getByLabelText('Choose another time for Walk-in: José Ortiz'));
      await fill(user, 'Time', '16:00');
      await user.click(within(dialog()).getByText('Save Walk-in', { selector: 'button' }));
      expect(await screen.findByText('Walk-in Added')).toBeInTheDocument();
      expect(screen.queryByText('Walk-in Waiting to Sync')).toBeNull();
      expect(api.callsTo('POST', '/api/appointments/walk-in')[0]?.body).toMatchObject({ time: '16:00' });
    } finally {
      stop();
    }
  });
});

describe('Manage tab: withdrawing a queued cancellation', () => {
  it('a cancellation waiting to sync is withdrawn like a queued walk-in: no request, the visit stays', async () => {
    const api = staffApi();
    const row = await enqueue(CANCEL, {
      appointmentId: 11,
      clientName: 'Ana Rivera',
      date: fx.TODAY,
      time: '09:00',
      barberName: fx.anaAt0900.barberName,
    });
    const { user } = renderManage();
    const anaRow = () => rows().find((r) => r.textContent?.includes('Ana Rivera'));
    await waitFor(() => expect(anaRow()).toHaveTextContent('Waiting to sync'));
    await user.click(within(anaRow()!).getByLabelText('Withdraw the cancellation for Ana Rivera'));
    expect(await screen.findByText('Cancellation Withdrawn')).toBeInTheDocument();
    expect((await db.outbox.get(row.id))?.outcome).toBe('withdrawn');
    await waitFor(() => expect(anaRow()).not.toHaveTextContent('Waiting to sync'));
    expect(api.callsTo('DELETE', '/api/appointments/11')).toHaveLength(0);
  });
});
