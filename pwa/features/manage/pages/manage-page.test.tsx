// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '#shared/errors';
import { SLOT_TAKEN_MESSAGE } from '#shared/schemas/appointment';
import { LINK_INVALID_MESSAGE, changeCutoffMessage, type ManagedAppointment } from '#shared/schemas/notifications';
import { componentTestHooks, fakeApi, reply } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import { ManagePage } from './manage-page';

componentTestHooks(new Date('2026-11-23T12:00:00Z'));

const TOKEN = 'T'.repeat(43);
const appointment: ManagedAppointment = {
  id: 7,
  status: 'confirmed',
  serviceId: 1,
  serviceName: 'Corte',
  barberId: 2,
  barberName: 'Carlos Rivera',
  date: '2026-11-25',
  time: '11:00',
  durationMin: 45,
  price: 35,
  clientFirstName: 'Marta',
  canChange: true,
  changeBlockedReason: null,
  cutoffHours: 2,
  shop: { name: 'The Shop', addressLines: ['1 Calle Luna', 'San Juan, PR 00901'], phone: '(787) 555-0132' },
};
const day = {
  allSlots: ['11:00', '11:30', '15:00'],
  barberAvailability: {
    '2': { name: 'Carlos Rivera', availableSlots: ['11:00', '11:30', '15:00'] },
    '3': { name: 'Javier Ortiz', availableSlots: ['15:00'] },
  },
};
const base = `/api/manage/${TOKEN}`;
const open = () => renderWithApp(<ManagePage />, { path: `/manage/${TOKEN}`, route: '/manage/:token' });

describe('the manage page', () => {
  it('shows the appointment, the shop and the actions', async () => {
    fakeApi({ [`GET ${base}`]: appointment });
    open();
    const details = await screen.findByTestId('manage-details');
    for (const text of ['Corte', 'Carlos Rivera', 'Wednesday, November 25, 2026 at 11:00 AM', '$35.00', '1 Calle Luna', '(787) 555-0132']) {
      expect(details).toHaveTextContent(text);
    }
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${base}/calendar.ics`);
    expect(screen.getByRole('button', { name: 'Remind me on this device' })).toBeInTheDocument();
  });

  it('a wrong or expired link: only "This link is no longer valid" and the way home', async () => {
    fakeApi({ [`GET ${base}`]: reply(404, { message: LINK_INVALID_MESSAGE, code: 'not_found' }) });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: LINK_INVALID_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByTestId('manage-details')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByTestId('home')).toBeInTheDocument();
  });

  it('within the cut-off: the message and a call button instead of Reschedule and Cancel', async () => {
    const reason = changeCutoffMessage(2, appointment.shop.phone);
    fakeApi({ [`GET ${base}`]: { ...appointment, canChange: false, changeBlockedReason: reason } });
    open();
    expect(await screen.findByTestId('manage-cutoff')).toHaveTextContent(reason);
    expect(screen.getByRole('link', { name: 'Call the shop' })).toHaveAttribute('href', 'tel:+17875550132');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('cancels only after the confirmation, then says so clearly', async () => {
    const api = fakeApi({
      [`GET ${base}`]: appointment,
      [`POST ${base}/cancel`]: {
        ...appointment,
        status: 'cancelled',
        canChange: false,
        changeBlockedReason: 'This appointment was cancelled.',
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.callsTo('POST', `${base}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(api.callsTo('POST', `${base}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByTestId('manage-done')).toHaveTextContent('is cancelled');
    expect(api.callsTo('POST', `${base}/cancel`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book');
  });

  it('reschedules: its own time marked, the barber kept, the move confirmed on the page', async () => {
    const api = fakeApi({
      [`GET ${base}`]: appointment,
      [`GET ${base}/availability`]: day,
      [`POST ${base}/reschedule`]: { ...appointment, time: '15:00' },
      'GET /api/booking-rules': { horizonDays: 90 },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const own = await screen.findByRole('button', { name: /11:00 AM/ });
    expect(own).toHaveTextContent('Your time');
    await user.click(screen.getByRole('button', { name: /3:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Move to 3:00 PM' }));
    expect(await screen.findByTestId('manage-done')).toHaveTextContent('now Wednesday, November 25, 2026 at 3:00 PM with Carlos Rivera');
    expect(api.callsTo('POST', `${base}/reschedule`)[0]!.body).toEqual({ date: '2026-11-25', time: '15:00', barberId: 2 });
    expect(api.callsTo('GET', `${base}/availability`)[0]!.query.get('date')).toBe('2026-11-25');
  });

  it('a lost race says so and loads the day’s fresh times', async () => {
    const api = fakeApi({
      [`GET ${base}`]: appointment,
      [`GET ${base}/availability`]: day,
      [`POST ${base}/reschedule`]: reply(409, { message: SLOT_TAKEN_MESSAGE, code: ErrorCode.slotTaken }),
      'GET /api/booking-rules': { horizonDays: 90 },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(await screen.findByRole('button', { name: /3:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Move to 3:00 PM' }));
    expect(await screen.findByTestId('manage-reschedule-problem')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    await waitFor(() => expect(api.callsTo('GET', `${base}/availability`).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('manage-done')).toBeNull();
  });

  it('offline: says it needs the connection, and the changes wait for it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ [`GET ${base}`]: appointment });
    open();
    expect(await screen.findByTestId('manage-offline')).toHaveTextContent('needs an internet connection');
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});
