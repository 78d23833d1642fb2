import '../../../i18n/register-markets-catalog';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Holding } from '@app/contract/markets';
import { renderAt } from '../../../test/render';
import { HoldingsList } from './holdings-list';

const holding = (over: Partial<Holding>): Holding => ({
  code: '600519',
  name: '贵州茅台',
  quantity: 200,
  sellableQuantity: 100,
  costFen: 168_000,
  priceFen: 170_000,
  marketValueFen: 34_000_000,
  profitFen: 400_000,
  profitRatio: 0.0119,
  weight: 0.34,
  ...over,
});

describe('HoldingsList', () => {
  it('shows quantity and sellable shares, cost, price, value, and colours profit red and loss green', () => {
    const { container } = renderAt(
      <HoldingsList
        holdings={[
          holding({}),
          holding({
            code: '300750',
            name: '宁德时代',
            profitFen: -12_345,
            profitRatio: -0.02,
            sellableQuantity: 0,
          }),
        ]}
      />,
    );
    const rows = container.querySelectorAll('[data-testid="holding-row"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('持仓 200 股 · 可卖 100 股');
    expect(rows[0]!.textContent).toContain('1,680.00');
    expect(rows[0]!.textContent).toContain('340,000.00');
    expect(screen.getByText('+4,000.00').className).toMatch(/up/);
    expect(screen.getByText('-123.45').className).toMatch(/down/);
    expect(screen.getByText('-2.00%').className).toMatch(/down/);
    // Someone else's portfolio: no sell buttons.
    expect(screen.queryByRole('button', { name: '卖出' })).toBeNull();
  });

  it('offers a sell on the member’s own holdings, and says when there are none', () => {
    const onSell = vi.fn();
    renderAt(<HoldingsList holdings={[holding({})]} onSell={onSell} />);
    fireEvent.click(screen.getByRole('button', { name: '卖出' }));
    expect(onSell).toHaveBeenCalledWith(expect.objectContaining({ code: '600519' }));
  });

  it('shows the empty state without holdings', () => {
    renderAt(<HoldingsList holdings={[]} />);
    expect(screen.getByText('暂无持仓')).toBeTruthy();
  });
});
