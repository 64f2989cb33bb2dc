// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#pwa/testing/render';
import { LineFigures } from './line-figures';

const names = new Map([
  [1, 'Miguel Santos'],
  [2, 'Luis Rivera'],
]);

describe('Analytics: the line', () => {
  it('shows walk-ins served, walk-aways and the average and 90th-percentile wait per day, and per barber with no-shows', () => {
    renderWithApp(
      <LineFigures
        names={names}
        line={{
          perDay: [{ date: '2026-11-23', served: 14, walkAways: 3, avgWaitMinutes: 22.4, p90WaitMinutes: 48 }],
          perBarber: [
            { barberId: 2, served: 9, walkAways: 3, avgWaitMinutes: 18, p90WaitMinutes: 40, noShows: 2 },
            { barberId: 1, served: 5, walkAways: 0, avgWaitMinutes: null, p90WaitMinutes: null, noShows: 0 },
          ],
        }}
      />,
    );
    const perDay = screen.getByRole('region', { name: 'Per day' });
    expect(perDay).toHaveTextContent('Nov 23');
    expect(perDay).toHaveTextContent('14322 min48 min');
    const perBarber = screen.getByRole('region', { name: 'Per barber' });
    expect(perBarber).toHaveTextContent('Luis Rivera9318 min40 min2');
    expect(perBarber).toHaveTextContent('Miguel Santos50——0');
  });

  it('shows nothing when the analytics answer has no line figures (an older server)', () => {
    renderWithApp(<LineFigures names={names} line={undefined} />);
    expect(screen.queryByTestId('line-figures')).toBeNull();
  });
});
