import { describe, expect, it } from 'vitest';
import { authPathFor, safeReturnPath } from './returnPath';

describe('the page sign-in returns to', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeReturnPath('/customers')).toBe('/customers');
    expect(safeReturnPath('/dashboard?view=learn')).toBe('/dashboard?view=learn');
    expect(safeReturnPath(new URLSearchParams(authPathFor({ pathname: '/learning/7', search: '?a=1' }).split('?')[1]).get('next'))).toBe(
      '/learning/7?a=1',
    );
  });

  it('refuses other sites, schemes, and the auth pages', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'customers',
      '/auth',
      '/signup?x=1',
    ]) {
      expect(safeReturnPath(next), String(next)).toBeNull();
    }
  });
});
