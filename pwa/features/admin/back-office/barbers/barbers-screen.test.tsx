// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBarber, TimeOff } from '#shared/schemas/back-office';
import { componentTestHooks, fakeApi, reply, type ApiCall, type Route } from '../../../../testing/fake-api';
import { renderWithApp } from '../../../../testing/render';
import * as fx from '../../../../testing/admin-fixtures';
import { BarbersScreen } from './barbers-screen';

const barber = (over: Partial<AdminBarber> & { id: number; name: string }) =>
  AdminBarber.parse({ title: '', bio: '', rating: '4.8', active: true, sortOrder: over.id, photoUrl: null, translations: {}, ...over });
const miguel = barber({ id: 1, name: 'Miguel Santos', title: 'Master Barber', photoUrl: '/images/abc.webp' });
const luis = barber({ id: 2, name: 'Luis Rivera', title: 'Senior Barber' });
const nuevo = barber({ id: 4, name: 'Ramón Vega' });
const pablo = barber({ id: 3, name: 'Pablo Ortiz', active: false });
const vacation = TimeOff.parse({ id: 5, barberId: 1, startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' });

function api(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/barbers': [luis, pablo, miguel, nuevo],
    'POST /api/barbers': ({ body }: ApiCall) => reply(201, { ...nuevo, ...(body as object), id: 9 }),
    'PATCH /api/barbers/:id': ({ body, params }: ApiCall) => ({ ...[miguel, luis, pablo].find((b) => b.id === Number(params.id))!, ...(body as object) }),
    'DELETE /api/barbers/:id': { ...miguel, active: false },
    'PUT /api/barbers/:id/photo': { ...miguel, photoUrl: '/images/new.webp' },
    'GET /api/barbers/:id/hours': [{ weekday: 2, start: '10:00', end: '18:00' }],
    'PUT /api/barbers/:id/hours': ({ body }: ApiCall) => body,
    'GET /api/barbers/:id/time-off': [vacation],
    'POST /api/barbers/:id/time-off': ({ body }: ApiCall) => reply(201, { id: 6, barberId: 1, ...(body as object) }),
    // the server answers 204; the fake API can only answer with a JSON body, which the client ignores
    'DELETE /api/barbers/:id/time-off/:timeOffId': {},
    ...overrides,
  });
}

const renderScreen = () => renderWithApp(<BarbersScreen />, { path: '/admin/back-office/barbers' });
type User = ReturnType<typeof renderScreen>['user'];
const dialog = () => screen.getByRole('dialog');
async function fill(user: User, label: string, text: string) {
  const input = within(dialog()).getByLabelText(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
};

componentTestHooks(fx.NOW);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Barbers screen: the list', () => {
  it('lists active barbers in order with their photo (uploaded, the app’s by name, or none), inactive ones apart', async () => {
    const calls = api();
    renderScreen();
    const rows = await screen.findAllByTestId('barber-row');
    expect(rows.map((r) => within(r).getByText(/ /, { selector: 'span.rt-r-size-4' }).textContent)).toEqual(['Miguel Santos', 'Luis Rivera', 'Ramón Vega']);
    expect(within(rows[0]!).getByTestId('barber-thumb')).toHaveAttribute('src', '/images/abc.webp');
    expect(within(rows[1]!).getByTestId('barber-thumb')).toHaveAttribute('src', '/images/barbers/luis.webp');
    expect(within(rows[2]!).getByTestId('barber-thumb').tagName).toBe('DIV');
    expect(screen.getAllByTestId('inactive-row')[0]).toHaveTextContent('Pablo Ortiz');
    expect(calls.callsTo('GET', '/api/barbers')[0]?.query.get('view')).toBe('admin');
  });

  it('reactivates an inactive barber with PATCH {active: true}', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Pablo Ortiz' }));
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/barbers/3')[0]?.body).toEqual({ active: true }));
    expect(await screen.findByText('Barber Reactivated')).toBeInTheDocument();
  });
});

describe('Barbers screen: add and edit', () => {
  it('shows the name’s message and sends nothing', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Add Barber/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/barbers')).toHaveLength(0);
  });

  it('adds a barber with name, title, bio and order', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Add Barber/ }));
    await fill(user, 'Name', 'Ramón Vega');
    await fill(user, 'Title (optional)', 'Barber');
    await fill(user, 'Bio (optional)', 'Fades.');
    await fill(user, 'Order (lower shows first)', '5');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.callsTo('POST', '/api/barbers')[0]?.body).toEqual({ name: 'Ramón Vega', title: 'Barber', bio: 'Fades.', sortOrder: 5 });
  });

  it('edits a barber and puts the API’s 400 field errors under the fields', async () => {
    const calls = api({ 'PATCH /api/barbers/:id': reply(400, { message: 'title: Too long', code: 'validation', fields: { title: 'Title must be at most 80 characters' } }) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Luis Rivera' }));
    await fill(user, 'Title (optional)', 'Head Barber');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Title must be at most 80 characters')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Title (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('PATCH', '/api/barbers/2')[0]?.body).toEqual({ name: 'Luis Rivera', title: 'Head Barber', bio: '', sortOrder: 2 });
  });

  it('offline, the form says it needs the connection and nothing is sent', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Luis Rivera' }));
    goOffline();
    expect(await within(dialog()).findByText('You are offline: this needs the connection')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: /Choose photo/ })).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('Barbers screen: photo', () => {
  it('uploads the file as the body with its type and shows the new photo', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Miguel Santos' }));
    expect(within(dialog()).getByTestId('photo-file')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog()).getByTestId('photo-camera')).toHaveAttribute('capture', 'environment');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'miguel.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog()).getByTestId('photo-file'), file);
    await waitFor(() => expect(within(dialog()).getByTestId('barber-photo')).toHaveAttribute('src', '/images/new.webp'));
    const [put] = calls.callsTo('PUT', '/api/barbers/1/photo');
    expect(put?.headers['content-type']).toBe('image/jpeg');
    const sent = vi.mocked(globalThis.fetch).mock.calls.find(([url]) => String(url) === '/api/barbers/1/photo');
    expect(sent?.[1]?.body).toBe(file);
  });

  it('shows the server’s refusal', async () => {
    api({ 'PUT /api/barbers/:id/photo': reply(400, { message: 'The image is larger than 10 MB', code: 'bad_request' }) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Miguel Santos' }));
    await user.upload(within(dialog()).getByTestId('photo-camera'), new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await within(dialog()).findByText('The image is larger than 10 MB')).toBeInTheDocument();
    expect(within(dialog()).getByTestId('barber-photo')).toHaveAttribute('src', '/images/abc.webp');
  });

  it('refuses a file over 10 MB without uploading it', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Miguel Santos' }));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog()).getByTestId('photo-file'), big);
    expect(await within(dialog()).findByText('That photo is larger than 10 MB. Please choose a smaller one.')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/barbers/1/photo')).toHaveLength(0);
  });
});

describe('Barbers screen: deactivating', () => {
  it('on 409 lists the upcoming appointments to move or cancel first', async () => {
    api({ 'DELETE /api/barbers/:id': reply(409, { message: 'Miguel Santos has upcoming appointments', code: 'conflict', appointments: [fx.anaAt0900] }) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Miguel Santos' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    const list = await screen.findByTestId('conflict-list');
    expect(list).toHaveTextContent('Move or cancel these first');
    expect(list).toHaveTextContent('9:00 AM · Ana Rivera · Corte Clásico · Miguel Santos');
    expect(within(list).getByRole('link', { name: /Ana Rivera/ })).toHaveAttribute('href', `/admin?appointment=${fx.anaAt0900.id}&date=${fx.anaAt0900.appointmentDate}&barber=1`);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('deactivates with DELETE when nothing is booked', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Miguel Santos' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.callsTo('DELETE', '/api/barbers/1')).toHaveLength(1);
  });
});

describe('Barbers screen: weekly hours', () => {
  it('loads the hours, and saves them with a new working Monday split by a lunch break', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    expect(within(tuesday).getByLabelText('Tuesday from')).toHaveValue('10:00');
    expect(within(screen.getByTestId('hours-Sunday')).getByText('Off')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('hours-Monday')).getByRole('switch', { name: 'Monday working' }));
    await user.click(within(screen.getByTestId('hours-Monday')).getByRole('button', { name: 'Add break on Monday' }));
    const [, afternoonStart] = within(screen.getByTestId('hours-Monday')).getAllByLabelText('Monday from');
    fireEvent.change(afternoonStart!, { target: { value: '13:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')[0]?.body).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:30', end: '17:00' },
      { weekday: 2, start: '10:00', end: '18:00' },
    ]);
  });

  it('copies one day’s hours to every working day in one tap, days off staying off', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    for (const day of ['Monday', 'Wednesday']) await user.click(within(screen.getByTestId(`hours-${day}`)).getByRole('switch', { name: `${day} working` }));
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '21:00' } });
    await user.click(within(tuesday).getByRole('button', { name: 'Copy Tuesday’s hours to all working days' }));
    expect(within(screen.getByTestId('hours-Monday')).getByLabelText('Monday to')).toHaveValue('21:00');
    expect(within(screen.getByTestId('hours-Sunday')).getByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')[0]?.body).toEqual([1, 2, 3].map((weekday) => ({ weekday, start: '10:00', end: '21:00' })));
  });

  it('refuses an interval that ends before it starts, and overlapping ones, without a request', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('End must be after start')).toBeInTheDocument();
    fireEvent.change(within(tuesday).getByLabelText('Tuesday to'), { target: { value: '18:00' } });
    await user.click(within(tuesday).getByRole('button', { name: 'Add interval on Tuesday' }));
    fireEvent.change(within(tuesday).getAllByLabelText('Tuesday from')[1]!, { target: { value: '17:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('Intervals of one day may not overlap')).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/barbers/1/hours')).toHaveLength(0);
  });
});

describe('Barbers screen: weekly hours, the server’s word', () => {
  it('puts the API’s 400 field errors on that day’s interval', async () => {
    api({ 'PUT /api/barbers/:id/hours': reply(400, { message: '0.end: Hours must end by 21:00', code: 'validation', fields: { '0.end': 'Hours must end by 21:00' } }) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    const tuesday = await screen.findByTestId('hours-Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await within(tuesday).findByText('Hours must end by 21:00')).toBeInTheDocument();
    expect(within(tuesday).getByLabelText('Tuesday to')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offline, Save Hours is disabled with the note, and nothing is sent', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Hours for Miguel Santos' }));
    await screen.findByTestId('hours-Tuesday');
    goOffline();
    expect(await within(dialog()).findByText('You are offline: this needs the connection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(screen.getByRole('button', { name: 'Save Hours' })).toBeDisabled();
    expect(calls.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('Barbers screen: time off', () => {
  it('lists time off, adds a range with a reason and removes one', async () => {
    const calls = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Time off for Miguel Santos' }));
    expect(await screen.findByTestId('time-off-row')).toHaveTextContent('Christmas');
    fireEvent.change(within(dialog()).getByLabelText('From'), { target: { value: '2027-01-04' } });
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2027-01-08' } });
    await fill(user, 'Reason (optional)', 'Vacation');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/barbers/1/time-off')[0]?.body).toEqual({ startDate: '2027-01-04', endDate: '2027-01-08', reason: 'Vacation' }));
    await user.click(within(dialog()).getByRole('button', { name: /Remove time off/ }));
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/barbers/1/time-off/5')).toHaveLength(1));
  });

  it('refuses an end before the start without a request, and shows the appointments in the way on 409', async () => {
    const calls = api({ 'POST /api/barbers/:id/time-off': reply(409, { message: 'Appointments are booked on those days', code: 'conflict', appointments: [fx.anaAt0900] }) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Time off for Miguel Santos' }));
    await screen.findByTestId('time-off-row');
    fireEvent.change(within(dialog()).getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2026-11-20' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    expect(await within(dialog()).findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/barbers/1/time-off')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('To (the last day off)'), { target: { value: '2026-11-30' } });
    await user.click(within(dialog()).getByRole('button', { name: 'Add Time Off' }));
    const list = await within(dialog()).findByTestId('conflict-list');
    expect(list).toHaveTextContent('Move or cancel these first');
    expect(list).toHaveTextContent('Ana Rivera');
    expect(within(list).getByRole('link', { name: /Ana Rivera/ })).toHaveAttribute('href', expect.stringMatching(/^\/admin\?appointment=\d+&date=/));
  });
});
