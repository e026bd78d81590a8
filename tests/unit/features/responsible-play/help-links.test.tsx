// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HelpLinks } from '../../../../src/features/responsible-play/help-links';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import type { Lang } from '../../../../domain/contracts/lang';
import { appStore } from '../../../../src/store/app-store';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

function linksIn(lang: Lang) {
  appStore.setState({ lang });
  const view = render(<HelpLinks />);
  const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  view.unmount();
  return links;
}

describe('where to find help', () => {
  it('lists help that serves each language’s players, not UK lines for everyone', () => {
    // Mainland China: the national psychological help line and Beijing's crisis centre.
    expect(linksIn('zh_cn')).toEqual(['tel:12356', 'tel:+861082951332', 'https://www.gamblersanonymous.org/']);
    // Hong Kong: the Ping Wo Fund's problem gambling helpline.
    expect(linksIn('zh_hk')).toEqual(['tel:+8521834633', 'https://www.gamblersanonymous.org/']);
    expect(linksIn('en')).toEqual([
      'https://www.gamblersanonymous.org/',
      'https://www.gamcare.org.uk/',
      'https://www.begambleaware.org/',
      'https://www.gamblingtherapy.org/',
    ]);
  });

  it('opens web sites apart from the lobby and dials phone lines in place', () => {
    appStore.setState({ lang: 'en' });
    const view = render(<HelpLinks />);
    expect(screen.getByRole('link', { name: /GamCare/ })).toHaveAttribute('rel', 'noopener noreferrer');
    view.unmount();
    appStore.setState({ lang: 'zh_hk' });
    render(<HelpLinks />);
    expect(screen.getByRole('link', { name: /1834 633/ })).not.toHaveAttribute('target');
  });
});
