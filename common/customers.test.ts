import { describe, expect, it } from 'vitest';
import { formatPhone } from './customers';

describe('formatPhone', () => {
  it('shows every way of typing a US number in one format', () => {
    for (const typed of ['913.555.0123', '913-555-0123', '(913) 555-0123', '9135550123', '+1 913 555 0123', '1-913-555-0123', ' 913 555 0123 ']) {
      expect(formatPhone(typed)).toBe('(913) 555-0123');
    }
  });

  it('leaves what is not a 10-digit US number as it was typed', () => {
    expect(formatPhone('555-0199')).toBe('555-0199');
    expect(formatPhone('913-555-0123 x45')).toBe('913-555-0123 x45');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
