// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockBounds, BlockedSlot } from '#shared/schemas/blocked-slot';
import { componentTestHooks, fakeApi, reply, type ApiCall, type Route } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as booking from '#pwa/testing/booking-fixtures';
import * as fx from '#pwa/testing/admin-fixtures';
import { ScheduleTab } from './schedule-tab';

/** The staff API the Schedule tab calls, answering as the server does; `overrides` replace routes. */
function staffApi(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/blocked-slots': fx.blocks,
    // Miguel is booked until 9:00 PM on some days; Luis keeps 9:00–19:00.
    'GET /api/blocked-slots/bounds': BlockBounds.parse({
      all: { opens: '09:00', closes: '21:00' },
      barbers: [
        { barberId: 1, opens: '09:00', closes: '21:00' },
        { barberId: 2, opens: '09:00', closes: '19:00' },
      ],
    }),
    'GET /api/barbers': booking.barbers,
    'POST /api/blocked-slots': ({ body }: ApiCall) =>
      reply(201, BlockedSlot.parse({ id: 7, barberName: 'All Barbers', createdAt: fx.NOW.toISOString(), ...(body as object) })),
    'DELETE /api/blocked-slots/:id': ({ params }: ApiCall) => fx.blocks.find((b) => b.id === Number(params.id)),
    ...overrides,
  });
}

const renderSchedule = () => renderWithApp(<ScheduleTab />, { path: '/admin' });
type User = ReturnType<typeof renderSchedule>['user'];

const submit = () => screen.getByText('Block Time Slot', { selector: 'button' });
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
async function fillBlock(
  user: User,
  values: { barber?: string; startDate?: string; endDate?: string; startTime?: string; endTime?: string },
) {
  await user.click(screen.getByLabelText('Barber'));
  await user.click(await screen.findByRole('option', { name: values.barber ?? 'All Barbers' }));
  await fill(user, 'Start Date', values.startDate ?? '2026-11-26');
  await fill(user, 'End Date', values.endDate ?? '2026-11-26');
  await fill(user, 'Start Time', values.startTime ?? '12:00');
  await fill(user, 'End Time', values.endTime ?? '13:00');
  await fill(user, 'Reason', 'Staff meeting');
}

componentTestHooks(fx.NOW);

describe('Schedule tab: Currently Blocked', () => {
  it('lists each block with who, which days, which hours and why', async () => {
    staffApi();
    renderSchedule();
    await waitFor(() => expect(screen.getAllByTestId('blocked-item')).toHaveLength(2));
    const [lunch, training] = screen.getAllByTestId('blocked-item');
    expect(lunch).toHaveTextContent('Miguel Santos');
    expect(lunch).toHaveTextContent('Wed, Nov 25 · 12:00 PM – 1:00 PM');
    expect(lunch).toHaveTextContent('Lunch break');
    expect(training).toHaveTextContent('All Barbers');
    expect(training).toHaveTextContent('Tue, Dec 1 – Wed, Dec 2 · 9:00 AM – 7:00 PM');
  });

  it('says so when nothing is blocked, and removes a block with DELETE /api/blocked-slots/{id}', async () => {
    let removed = false;
    const api = staffApi({ 'GET /api/blocked-slots': () => (removed ? [] : [fx.blocks[0]]) });
    const { user } = renderSchedule();
    const item = await screen.findByTestId('blocked-item');
    removed = true;
    await user.click(within(item).getByLabelText(/^Remove blocked slot: Miguel Santos, Wed, Nov 25, 12:00 PM – 1:00 PM/));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove This Block?' });
    expect(ask).toHaveTextContent('Miguel Santos, Wed, Nov 25, 12:00 PM – 1:00 PM (Lunch break) will be open for booking again.');
    await user.click(within(ask).getByRole('button', { name: 'Remove Block' }));
    expect(await screen.findByText('Blocked Slot Removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/blocked-slots/5')).toHaveLength(1);
    expect(await screen.findByText('No blocked time slots')).toBeInTheDocument();
  });
});

describe('Schedule tab: removing a block asks first', () => {
  it('a slip of the finger removes nothing: Keep Block closes the question and sends no DELETE', async () => {
    const api = staffApi();
    const { user } = renderSchedule();
    const [lunch] = await screen.findAllByTestId('blocked-item');
    await user.click(within(lunch!).getByLabelText(/^Remove blocked slot: Miguel Santos/));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove This Block?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep Block' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/blocked-slots/5')).toHaveLength(0);
    expect(screen.getAllByTestId('blocked-item')).toHaveLength(2);
  });
});

describe('Schedule tab: Block Time Slots', () => {
  it('asks for every field before sending anything', async () => {
    const api = staffApi();
    const { user } = renderSchedule();
    await fill(user, 'Reason', 'Lunch');
    await user.click(submit());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocked-slots')).toHaveLength(0);
  });

  it.each([
    ['an end time before the start', { startTime: '13:00', endTime: '12:00' }, 'End time must be after the start time'],
    ['a time after the barber’s closing', { barber: 'Luis Rivera', endTime: '20:00' }, 'Times must be between 9:00 AM and 7:00 PM'],
    ['a time no barber can be booked at', { endTime: '21:30' }, 'Times must be between 9:00 AM and 9:00 PM'],
    ['an end date before the start', { startDate: '2026-11-27', endDate: '2026-11-26' }, 'End date must be on or after the start date'],
    ['a start date in the past', { startDate: '2026-11-23' }, 'The start date cannot be in the past'],
  ])('refuses %s with its message and sends nothing', async (_what, values, message) => {
    const api = staffApi();
    const { user } = renderSchedule();
    await fillBlock(user, values);
    await user.click(submit());
    expect(await screen.findByText('Check the Dates and Times')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocked-slots')).toHaveLength(0);
  });

  it('blocks with the form’s values (All Barbers = 0), says so, empties the form and reloads the list', async () => {
    const api = staffApi();
    const { user } = renderSchedule();
    await waitFor(() => expect(screen.getAllByTestId('blocked-item')).toHaveLength(2));
    await fillBlock(user, {});
    await user.click(submit());
    expect(await screen.findByText('Time Slot Blocked')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocked-slots')[0]?.body).toEqual({
      barberId: 0,
      startDate: '2026-11-26',
      endDate: '2026-11-26',
      startTime: '12:00',
      endTime: '13:00',
      reason: 'Staff meeting',
    });
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET', '/api/blocked-slots').length).toBeGreaterThan(1));
  });

  it('blocks 7:00–9:00 PM for a barber booked until 9:00 PM, and says which times a block can cover', async () => {
    const api = staffApi();
    const { user } = renderSchedule();
    expect(screen.getByTestId('block-window')).toHaveTextContent('9:00 AM to 7:00 PM');
    await fillBlock(user, { barber: 'Miguel Santos', startTime: '19:00', endTime: '21:00' });
    expect(await screen.findByTestId('block-window')).toHaveTextContent('9:00 AM to 9:00 PM');
    expect(screen.getByLabelText('End Time')).toHaveAttribute('max', '21:00');
    await user.click(submit());
    expect(await screen.findByText('Time Slot Blocked')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/blocked-slots')[0]?.body).toMatchObject({ barberId: 1, startTime: '19:00', endTime: '21:00' });
  });

  it('shows the server’s refusal when appointments overlap the block (409)', async () => {
    const message = 'This block overlaps 1 appointment: Ana Rivera at 12:00 PM with Miguel Santos. Cancel or move it first.';
    staffApi({ 'POST /api/blocked-slots': reply(409, { message, code: 'conflict', appointments: [fx.anaAt0900] }) });
    const { user } = renderSchedule();
    await fillBlock(user, {});
    await user.click(submit());
    expect(await screen.findByTestId('block-refusal')).toHaveTextContent(message);
    expect(within(screen.getByTestId('block-refusal')).getByRole('link', { name: /Ana Rivera/ })).toHaveAttribute(
      'href',
      `/admin?appointment=${fx.anaAt0900.id}&date=${fx.anaAt0900.appointmentDate}&barber=${fx.anaAt0900.barberId}`,
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('Staff meeting'); // kept, to change and send again
  });
});
