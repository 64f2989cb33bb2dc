// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffOrder } from '#shared/schemas/store';
import { componentTestHooks, fakeApi } from '#pwa/testing/fake-api';
import { renderWithApp } from '#pwa/testing/render';
import * as fx from '#pwa/testing/admin-fixtures';
import { OrdersTab } from './orders-tab';

const order = (id: number, status: StaffOrder['status']) =>
  StaffOrder.parse({
    id,
    status,
    createdAt: fx.NOW.toISOString(),
    paidAt: fx.NOW.toISOString(),
    customer: { name: 'Ana Rivera', email: 'ana@example.com', phone: '787-555-0101' },
    items: [{ productId: 3, name: 'Clay Pomade', unitPriceCents: 2200, quantity: 1 }],
    amountCents: 2200,
    currency: 'usd',
  });

/** The orders the desk sees, changing as the server would on `PATCH /api/orders/:id`. */
function ordersApi(start: StaffOrder[]) {
  const orders = new Map(start.map((o) => [o.id, o]));
  return fakeApi({
    'GET /api/auth/user': { user: { id: 2, username: 'maria', displayName: 'María López', role: 'staff' } },
    'GET /api/products/low-stock': [],
    'GET /api/orders': ({ query }: { query: URLSearchParams }) => ({
      orders: [...orders.values()].filter((o) => !query.get('status') || o.status === query.get('status')),
    }),
    'PATCH /api/orders/:id': ({ params, body }: { params: Record<string, string>; body: unknown }) => {
      const changed = { ...orders.get(Number(params.id))!, status: (body as { status: StaffOrder['status'] }).status };
      orders.set(changed.id, changed);
      return changed;
    },
  });
}

const renderOrders = () => renderWithApp(<OrdersTab />, { path: '/admin' });
const card = (id: number) => screen.getByRole('listitem', { name: `Order #${id}` });

componentTestHooks(fx.NOW);

describe('Orders: what the desk is told', () => {
  it('Mark ready says the order is ready and the buyer is told, as the order leaves the Paid list', async () => {
    const api = ordersApi([order(7, 'paid')]);
    const { user } = renderOrders();
    await user.click(within(await screen.findByRole('listitem', { name: 'Order #7' })).getByRole('button', { name: 'Mark ready' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Order #7 is ready for pickup');
    expect(toast).toHaveTextContent('Ana Rivera is told it is ready. It is now under “Ready for pickup”.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Order #7' })).toBeNull());
    expect(api.callsTo('PATCH', '/api/orders/7').map((c) => c.body)).toEqual([{ status: 'ready' }]);
  });

  it('Mark picked up asks first, naming the order and the buyer; Keep sends nothing', async () => {
    const api = ordersApi([order(8, 'paid')]);
    const { user } = renderOrders();
    await user.click(within(await screen.findByRole('listitem', { name: 'Order #8' })).getByRole('button', { name: 'Mark picked up' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Order #8 picked up?' });
    expect(ask).toHaveTextContent('Ana Rivera takes 1 × Clay Pomade. The order leaves the Paid list and cannot be marked ready again.');
    await user.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(card(8)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/orders/8')).toHaveLength(0);
  });

  it('Mark picked up, confirmed: sent once, and a toast says where the order went', async () => {
    const api = ordersApi([order(9, 'paid')]);
    const { user } = renderOrders();
    await user.click(within(await screen.findByRole('listitem', { name: 'Order #9' })).getByRole('button', { name: 'Mark picked up' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, picked up' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Order #9 picked up');
    expect(toast).toHaveTextContent('It is now under “Picked up”.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Order #9' })).toBeNull());
    expect(api.callsTo('PATCH', '/api/orders/9').map((c) => c.body)).toEqual([{ status: 'picked_up' }]);
  });
});
