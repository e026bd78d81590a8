import { describe, expect, it } from 'vitest';
import { mobileRedirectTarget } from '../../../src/app/mobile-redirect';

describe('mobileRedirectTarget', () => {
  it('redirects a window narrower than 960 px to an http(s) site_mobile', () => {
    expect(mobileRedirectTarget(959, 'https://m.example.com/')).toBe('https://m.example.com/');
  });
  it('keeps a window of 960 px or more', () => {
    expect(mobileRedirectTarget(960, 'https://m.example.com/')).toBeNull();
  });
  it('ignores anything but an http(s) URL', () => {
    expect(mobileRedirectTarget(800, 'javascript:alert(1)')).toBeNull();
    expect(mobileRedirectTarget(800, '')).toBeNull();
    expect(mobileRedirectTarget(800, '/relative')).toBeNull();
  });
});
