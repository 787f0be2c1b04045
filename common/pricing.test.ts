import { describe, expect, it } from 'vitest';
import { AddOnNotOffered, CONDITION_LEVELS_DEFAULT, conditionLevelsOf, priceQuote, TARGET_HOURLY_RATE_DEFAULT, type PriceList } from './pricing.js';

const list = (over: Partial<PriceList['service']> = {}, addOns: PriceList['addOns'] = [], conditionLevels: PriceList['conditionLevels'] = CONDITION_LEVELS_DEFAULT): PriceList => ({
  service: { id: 's1', name: 'Full Detail', price: '150.00', durationMinutes: 180, sizePrices: [], ...over },
  addOns,
  conditionLevels,
});

describe('priceQuote', () => {
  it('defaults: light 0 %, moderate 15 %, heavy 25 %, a 50.00 target', () => {
    expect(CONDITION_LEVELS_DEFAULT).toEqual([
      { key: 'light', label: 'Light', percent: 0 },
      { key: 'moderate', label: 'Moderate', percent: 15 },
      { key: 'heavy', label: 'Heavy', percent: 25 },
    ]);
    expect(TARGET_HOURLY_RATE_DEFAULT).toBe('50.00');
    expect(conditionLevelsOf(null)).toEqual(CONDITION_LEVELS_DEFAULT);
  });

  it('a size without a row takes the service price and duration (120 minutes when unset)', () => {
    const q = priceQuote(list(), { size: 'van', addOnIds: [], condition: 'light' });
    expect(q).toEqual({ lines: [{ description: 'Full Detail (Van)', amount: '150.00' }], total: '150.00', low: '150.00', high: '150.00', durationMinutes: 180 });
    expect(priceQuote(list({ durationMinutes: null }), { size: 'van', addOnIds: [], condition: null }).durationMinutes).toBe(120);
  });

  it('the size price, add-ons that apply and the condition on the size price only', () => {
    const l = list({ sizePrices: [{ size: 'truck', price: '210', durationMinutes: 240 }] }, [
      { id: 'a1', name: 'Pet hair removal', price: '40.00', durationMinutes: 30, serviceIds: [] },
      { id: 'a2', name: 'Engine bay', price: '25.50', durationMinutes: 45, serviceIds: ['s1'] },
      { id: 'a3', name: 'Other', price: '9.99', durationMinutes: 15, serviceIds: ['s2'] },
    ]);
    const q = priceQuote(l, { size: 'truck', addOnIds: ['a1', 'a2'], condition: 'heavy' });
    expect(q.lines).toEqual([
      { description: 'Full Detail (Truck)', amount: '210.00' },
      { description: 'Pet hair removal', amount: '40.00' },
      { description: 'Engine bay', amount: '25.50' },
      { description: 'Condition: Heavy (+25%)', amount: '52.50' },
    ]);
    expect(q.total).toBe('328.00');
    expect(q.low).toBe('328.00');
    expect(q.high).toBe('328.00');
    expect(q.durationMinutes).toBe(240 + 30 + 45);
    // No condition: a range from light to heavy, no condition line.
    const r = priceQuote(l, { size: 'truck', addOnIds: ['a1', 'a2'], condition: null });
    expect(r.total).toBeNull();
    expect(r.low).toBe('275.50');
    expect(r.high).toBe('328.00');
    expect(r.lines).toHaveLength(3);
    // Light 0 %: no condition line.
    expect(priceQuote(l, { size: 'truck', addOnIds: [], condition: 'light' }).lines).toHaveLength(1);
    // Another size uses the service price.
    expect(priceQuote(l, { size: 'sedan', addOnIds: [], condition: 'moderate' }).total).toBe('172.50');
    // An add-on not offered with the service, or unknown, is refused.
    expect(() => priceQuote(l, { size: 'truck', addOnIds: ['a3'], condition: null })).toThrow(AddOnNotOffered);
    expect(() => priceQuote(l, { size: 'truck', addOnIds: ['nope'], condition: null })).toThrow(AddOnNotOffered);
  });

  it('rounds the percentage half up to the cent', () => {
    // 15 % of 133.33 = 19.9995 → 20.00; 15 % of 133.30 = 19.995 → 20.00 (half up); 25 % of 0.10 = 0.025 → 0.03
    expect(priceQuote(list({ price: '133.33' }), { size: 'sedan', addOnIds: [], condition: 'moderate' }).lines[1]).toEqual({ description: 'Condition: Moderate (+15%)', amount: '20.00' });
    expect(priceQuote(list({ price: '133.30' }), { size: 'sedan', addOnIds: [], condition: 'moderate' }).total).toBe('153.30');
    expect(priceQuote(list({ price: '0.10' }), { size: 'sedan', addOnIds: [], condition: 'heavy' }).total).toBe('0.13');
    expect(priceQuote(list({ price: '133.32' }), { size: 'sedan', addOnIds: [], condition: 'moderate' }).total).toBe('153.32');
    // Edited labels and percentages are used.
    const own = [{ key: 'light', label: 'Clean', percent: 0 }, { key: 'moderate', label: 'Lived-in', percent: 10 }, { key: 'heavy', label: 'Disaster', percent: 33 }];
    const q = priceQuote(list({ price: '99.99' }, [], own), { size: 'sedan', addOnIds: [], condition: 'heavy' });
    expect(q.lines[1]).toEqual({ description: 'Condition: Disaster (+33%)', amount: '33.00' });
    expect(q.total).toBe('132.99');
  });
});
