// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCentredPopup } from '../../../src/lib/centred-popup';

const screenOf = (availWidth: number, availHeight: number) => vi.spyOn(window, 'screen', 'get').mockReturnValue({ ...window.screen, availWidth, availHeight });

describe('a centred popup', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the address in the named window, of the size asked, centred on the screen', () => {
    screenOf(1920, 1040);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openCentredPopup('/pay', 'deposit-payment', { width: 520, height: 720 });
    expect(open).toHaveBeenCalledWith('/pay', 'deposit-payment', 'popup=yes,width=520,height=720,left=700,top=160');
  });

  it('starts at the top left edge on a screen smaller than the popup, and hands back what the browser gave', () => {
    screenOf(1024, 700);
    const popup = {} as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openCentredPopup('/game', 'game', { width: 1200, height: 900 })).toBe(popup);
    expect(open).toHaveBeenCalledWith('/game', 'game', 'popup=yes,width=1200,height=900,left=0,top=0');
  });
});
