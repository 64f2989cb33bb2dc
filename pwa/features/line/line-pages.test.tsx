// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { componentTestHooks, fakeApi, reply } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import * as booking from '../../testing/booking-fixtures';
import { BoardPage } from './board-page';
import { JoinLinePage } from './join-line-page';
import { LineEntryPage } from './line-entry-page';
import { qrPath } from './qr-code';

/** A stand-in for the browser's EventSource: the test pushes events and drops the connection. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.open.push(this);
  }
  close() {
    this.closed = true;
  }
  push(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
  drop() {
    act(() => this.onerror?.());
  }
}
const stream = (url: string) => FakeEventSource.open.filter((s) => s.url === url && !s.closed).at(-1)!;

const wait = {
  paused: false,
  firstAvailable: { fromMinutes: 10, toMinutes: 25 },
  barbers: [
    { id: 1, name: 'Miguel Santos', fromMinutes: 20, toMinutes: 40, working: true },
    { id: 2, name: 'Luis Rivera', fromMinutes: 10, toMinutes: 25, working: true },
  ],
};
const waiting = {
  status: 'waiting',
  firstName: 'Carla',
  position: 3,
  ahead: 2,
  estimate: { fromMinutes: 15, toMinutes: 35 },
  serviceId: 1,
  barberId: null,
};

componentTestHooks(booking.NOW);
beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
});

describe('/line: Join the line', () => {
  it('shows the wait per barber and for the first available before anyone joins', async () => {
    fakeApi({ 'GET /api/line': wait, 'GET /api/services': booking.services });
    renderWithApp(<JoinLinePage />, { path: '/line' });
    const waits = await screen.findByTestId('line-waits');
    expect(waits).toHaveTextContent('First available10–25 min');
    expect(waits).toHaveTextContent('Miguel Santos20–40 min');
  });

  it('asks for a first name, a phone or email and a service; joins in the page’s language, keeps the token and opens the entry', async () => {
    const api = fakeApi({
      'GET /api/line': wait,
      'GET /api/services': booking.services,
      'POST /api/line': reply(201, { token: 'tok-abc', position: 3, estimate: { fromMinutes: 15, toMinutes: 35 } }),
    });
    const { user } = renderWithApp(
      <Routes>
        <Route path="/line" element={<JoinLinePage />} />
        <Route path="/line/:token" element={<p data-testid="entry-page">entry</p>} />
      </Routes>,
      { path: '/line', route: '*' },
    );
    await screen.findByTestId('line-waits');
    await user.click(screen.getByRole('button', { name: 'Join the line' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText(/A phone or an email is required/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/line')).toHaveLength(0);
    await user.type(screen.getByLabelText('First name'), 'Carla');
    await user.type(screen.getByLabelText('Phone or email'), 'carla@example.com');
    await user.click(screen.getByLabelText('Service'));
    await user.click(await screen.findByRole('option', { name: 'Corte Clásico' }));
    await user.click(screen.getByRole('button', { name: 'Join the line' }));
    await screen.findByTestId('entry-page');
    expect(api.callsTo('POST', '/api/line')[0]!.body).toEqual({
      firstName: 'Carla',
      email: 'carla@example.com',
      serviceId: 1,
      barberId: null,
      lang: 'en',
      source: 'web',
    });
    expect(localStorage.getItem('line-token')).toBe('tok-abc');
  });

  it('a refusal (one live entry per phone) shows the server’s message', async () => {
    fakeApi({
      'GET /api/line': wait,
      'GET /api/services': booking.services,
      'POST /api/line': reply(409, { message: 'This phone is already in the line.' }),
    });
    const { user } = renderWithApp(<JoinLinePage />, { path: '/line' });
    await screen.findByTestId('line-waits');
    await user.type(screen.getByLabelText('First name'), 'Carla');
    await user.type(screen.getByLabelText('Phone or email'), '787-555-0101');
    await user.click(screen.getByLabelText('Service'));
    await user.click(await screen.findByRole('option', { name: 'Barba' }));
    await user.click(screen.getByRole('button', { name: 'Join the line' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone is already in the line.');
    expect(localStorage.getItem('line-token')).toBeNull();
  });

  it('a paused line offers no form', async () => {
    fakeApi({ 'GET /api/line': { ...wait, paused: true }, 'GET /api/services': booking.services });
    renderWithApp(<JoinLinePage />, { path: '/line' });
    expect(await screen.findByText(/Joining online is paused/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the line' })).toBeNull();
  });

  it('a returning visitor is shown the way back to their place', async () => {
    localStorage.setItem('line-token', 'tok-abc');
    fakeApi({ 'GET /api/line': wait, 'GET /api/services': booking.services });
    renderWithApp(<JoinLinePage />, { path: '/line' });
    expect(await screen.findByRole('link', { name: 'See your place' })).toHaveAttribute('href', '/line/tok-abc');
  });
});

describe('/line/:token', () => {
  it('says how many are ahead and the time range, and changes to "It’s your turn" from the live stream without a reload', async () => {
    const api = fakeApi({ 'GET /api/line/:token': waiting });
    renderWithApp(<LineEntryPage />, { path: '/line/tok-abc', route: '/line/:token' });
    expect(await screen.findByTestId('line-ahead')).toHaveTextContent('2 ahead of you');
    expect(screen.getByTestId('line-entry')).toHaveTextContent('15–35 min');
    const s = stream('/api/line/tok-abc/events');
    s.push({ ...waiting, position: 2, ahead: 1, estimate: { fromMinutes: 5, toMinutes: 20 } });
    expect(await screen.findByText('1 ahead of you')).toBeInTheDocument();
    s.push({ ...waiting, status: 'called', position: 1, ahead: 0 });
    expect(await screen.findByTestId('line-your-turn')).toHaveTextContent("It's your turn");
    expect(api.callsTo('GET', '/api/line/tok-abc')).toHaveLength(1); // no reload, no refetch
  });

  it('Leave the line asks first, then leaves and forgets the token', async () => {
    localStorage.setItem('line-token', 'tok-abc');
    let left = false;
    const api = fakeApi({
      'GET /api/line/:token': () => (left ? { ...waiting, status: 'left' } : waiting),
      'DELETE /api/line/:token': () => {
        left = true;
        return { ...waiting, status: 'left' };
      },
    });
    const { user } = renderWithApp(<LineEntryPage />, { path: '/line/tok-abc', route: '/line/:token' });
    await user.click(await screen.findByRole('button', { name: 'Leave the line' }));
    await user.click(
      await screen
        .findByRole('button', { name: 'Leave the line', hidden: false })
        .then(() => screen.getAllByRole('button', { name: 'Leave the line' }).at(-1)!),
    );
    expect(await screen.findByText('You left the line.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/line/tok-abc')).toHaveLength(1);
    expect(localStorage.getItem('line-token')).toBeNull();
  });
});

/**
 * A browser that can receive web push: a service worker whose registration subscribes, PushManager and
 * Notification (jsdom has none of them, so without this the page is a browser without push).
 */
function stubPushBrowser(permission: NotificationPermission) {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, keys }),
  }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration) }, configurable: true });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
  return { subscribe, requestPermission, subscription: { endpoint, keys } };
}

describe('/line/:token: notifications on this device', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });
  const api = () =>
    fakeApi({
      'GET /api/line/:token': waiting,
      'GET /api/push/public-key': { publicKey: 'AQID_-8' },
      'POST /api/line/:token/push': reply(201, { subscribed: true }),
    });

  it('where the browser has push, "Notify me on this device" asks first, subscribes with the shop’s key and binds the device to the entry by its token', async () => {
    const browser = stubPushBrowser('granted');
    const calls = api();
    const { user } = renderWithApp(<LineEntryPage />, { path: '/line/tok-abc', route: '/line/:token' });
    await user.click(await screen.findByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByTestId('line-push-status')).toHaveTextContent(
      'This device will be told when two are ahead of you and when it is your turn.',
    );
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect([...(browser.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array)]).toEqual([1, 2, 3, 255, 239]);
    const sent = calls.callsTo('POST', '/api/line/tok-abc/push');
    expect(sent.map((c) => c.body)).toEqual([{ subscription: browser.subscription }]);
    expect(screen.queryByRole('button', { name: 'Notify me on this device' })).toBeNull();
  });

  it('when the visitor does not allow notifications, nothing is sent and the page says they will still be told by text or email', async () => {
    const browser = stubPushBrowser('denied');
    const calls = api();
    const { user } = renderWithApp(<LineEntryPage />, { path: '/line/tok-abc', route: '/line/:token' });
    await user.click(await screen.findByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByTestId('line-push-status')).toHaveTextContent('Notifications were not allowed.');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.callsTo('POST', '/api/line/tok-abc/push')).toHaveLength(0);
  });

  it('shows no such control where the browser cannot receive push', async () => {
    api();
    renderWithApp(<LineEntryPage />, { path: '/line/tok-abc', route: '/line/:token' });
    expect(await screen.findByTestId('line-ahead')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me on this device' })).toBeNull();
  });
});

describe('/board', () => {
  const board = {
    barbers: [
      { id: 1, name: 'Miguel Santos', inChair: 'Ana R.', next: ['Pedro D.'] },
      { id: 2, name: 'Luis Rivera', inChair: null, next: [] },
    ],
    line: [{ position: 1, name: 'Carla M.', barberName: null, estimate: { fromMinutes: 5, toMinutes: 20 } }],
    wait: { fromMinutes: 10, toMinutes: 25 },
  };
  it('shows the wait, the chairs and the line by first name and initial, and the QR code to /line', async () => {
    fakeApi({ 'GET /api/board': board });
    renderWithApp(<BoardPage />, { path: '/board' });
    await waitFor(() => expect(screen.getByTestId('board-wait')).toHaveTextContent('10–25 min'));
    expect(screen.getByTestId('board')).toHaveTextContent('Ana R.');
    expect(screen.getByTestId('board-line-entry')).toHaveTextContent('Carla M.');
    expect(screen.getByRole('img', { name: 'QR code to join the line' })).toBeInTheDocument();
  });
  it('updates from the stream, and when the connection drops says "Reconnecting…" and keeps the last board', async () => {
    fakeApi({ 'GET /api/board': board });
    renderWithApp(<BoardPage />, { path: '/board' });
    await screen.findByTestId('board-line-entry');
    const s = stream('/api/board/events');
    s.push({ ...board, line: [...board.line, { position: 2, name: 'Jorge P.', barberName: 'Luis Rivera', estimate: null }] });
    await waitFor(() => expect(screen.getAllByTestId('board-line-entry')).toHaveLength(2));
    s.drop();
    expect(await screen.findByTestId('board-offline')).toHaveTextContent('Reconnecting…');
    expect(screen.getAllByTestId('board-line-entry')).toHaveLength(2);
    act(() => s.onopen?.());
  });
});

describe('the QR code', () => {
  it('encodes the join address in a standard size (version 2, 25 modules, for a short https address; longer ones grow)', () => {
    const { size, d } = qrPath('https://shop.example/line');
    expect(size).toBe(25);
    expect(qrPath(`https://shop.example/line?${'x'.repeat(60)}`).size).toBeGreaterThan(25);
    expect(d.length).toBeGreaterThan(100);
  });
});
