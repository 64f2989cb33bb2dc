// @vitest-environment jsdom
// The Barbers screen: the list, adding and editing, the photo, deactivating (hours and time off: barbers-schedule.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentTestHooks, reply } from '#pwa/testing/fake-api';
import * as fx from '#pwa/testing/admin-fixtures';
import { api, dialog, fill, goOffline, renderScreen } from './barbers-test-kit';

componentTestHooks(fx.NOW);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Barbers screen: the list', () => {
  it('lists active barbers in order with their photo (uploaded, the app’s by name, or none), inactive ones apart', async () => {
    const calls = api();
    renderScreen();
    const rows = await screen.findAllByTestId('barber-row');
    expect(rows.map((r) => within(r).getByText(/ /, { selector: 'span.rt-r-size-4' }).textContent)).toEqual([
      'Miguel Santos',
      'Luis Rivera',
      'Ramón Vega',
    ]);
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
    const calls = api({
      'PATCH /api/barbers/:id': reply(400, {
        message: 'title: Too long',
        code: 'validation',
        fields: { title: 'Title must be at most 80 characters' },
      }),
    });
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
    api({
      'DELETE /api/barbers/:id': reply(409, {
        message: 'Miguel Santos has upcoming appointments',
        code: 'conflict',
        appointments: [fx.anaAt0900],
      }),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Miguel Santos' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    const list = await screen.findByTestId('conflict-list');
    expect(list).toHaveTextContent('Move or cancel these first');
    expect(list).toHaveTextContent('9:00 AM · Ana Rivera · Corte Clásico · Miguel Santos');
    expect(within(list).getByRole('link', { name: /Ana Rivera/ })).toHaveAttribute(
      'href',
      `/admin?appointment=${fx.anaAt0900.id}&date=${fx.anaAt0900.appointmentDate}&barber=1`,
    );
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
