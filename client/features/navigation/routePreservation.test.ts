import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_PATH_KEY, savePath, takeRestorablePath } from './routePreservation';

describe('route preservation', () => {
  beforeEach(() => localStorage.clear());

  it('stores any path except /, /auth and /signup', () => {
    for (const pathname of ['/', '/auth', '/signup']) {
      savePath({ pathname, search: '' });
      expect(localStorage.getItem(LAST_PATH_KEY)).toBeNull();
    }
    savePath({ pathname: '/dashboard', search: '?view=more' });
    expect(localStorage.getItem(LAST_PATH_KEY)).toBe('/dashboard?view=more');
  });

  it('restores only the listed areas, once', () => {
    savePath({ pathname: '/learning/abc', search: '' });
    expect(takeRestorablePath()).toBe('/learning/abc');
    expect(takeRestorablePath()).toBeNull();
    savePath({ pathname: '/customers', search: '' });
    expect(takeRestorablePath()).toBeNull();
    savePath({ pathname: '/settingsx', search: '' });
    expect(takeRestorablePath()).toBeNull();
  });
});
