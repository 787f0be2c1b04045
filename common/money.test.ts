import { describe, expect, it } from 'vitest';
import { cents, formatCents, formatRate, invoiceTotals, lineCents, parseCents, parseQuantity, parseRate, percentCents } from './money.js';

describe('money', () => {
  it('parses decimal strings into exact cents and refuses the rest', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents(' 99999999.99 ')).toBe(9_999_999_999);
    for (const bad of ['-1', '1.005', 'abc', '', '1e3', '0x10', '1,000.00', '.5', '100000000']) expect(parseCents(bad), bad).toBeNull();
    expect(parseQuantity('1.5')).toBe(1500);
    expect(parseQuantity('0.333')).toBe(333);
    expect(parseQuantity('1.2345')).toBeNull();
    expect(parseRate('8.25')).toBe(8250);
    expect(parseRate('100')).toBeNull();
    expect(parseRate({ toFixed: () => '8.250' })).toBe(8250);
  });

  it('formats cents and rates without floats', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(cents({ toFixed: () => '-3.10' })).toBe(-310);
    expect(formatRate(8250)).toBe('8.25');
    expect(formatRate(7000)).toBe('7');
    expect(formatRate(125)).toBe('0.125');
  });

  it('rounds half up to the cent where floats would not', () => {
    // 0.1 + 0.2 and friends: 3 × 0.10 is 0.30 exactly
    expect(lineCents(3000, 10)).toBe(30);
    // 1.005 × 100 is 100.49999… as a float; here 1.005 × 1.00 = 1.005 → 1.01
    expect(lineCents(1005, 100)).toBe(101);
    // 8.25 % of 19.99 = 1.649175 → 1.65
    expect(percentCents(1999, 8250)).toBe(165);
    // 7.5 % of 0.10 = 0.0075 → 0.01 (half up)
    expect(percentCents(10, 7500)).toBe(1);
    // huge amounts stay exact
    expect(percentCents(9_999_999_999, 99_999)).toBe(9_999_899_999);
  });

  it('totals with tax after the discount, a tip, the deposit and payments, to the cent', () => {
    const totals = invoiceTotals({
      lines: [
        { quantity: 1000, unitPrice: 14999 }, // full detail 149.99
        { quantity: 2500, unitPrice: 1000 }, // pet hair, 2.5 h at 10.00
      ],
      discount: 1500,
      taxRate: 8250,
      tip: 2000,
      depositApplied: 5000,
      amountPaid: 3333,
    });
    // subtotal 174.99; taxable 159.99; tax 8.25 % = 13.199175 → 13.20; total 159.99 + 13.20 + 20.00 = 193.19
    expect(totals).toEqual({ subtotal: 17499, tax: 1320, total: 19319, balance: 19319 - 5000 - 3333 });
  });
});
