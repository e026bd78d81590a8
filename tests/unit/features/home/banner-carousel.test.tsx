// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../../../../src/features/home/banner-carousel';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
});

describe('the banner carousel', () => {
  it('describes each picture by the words in it, not by its place', async () => {
    render(
      <MemoryRouter>
        <BannerCarousel
          banners={[
            { id: 1, url: '/media/banners/banner-1-zh_cn.webp', title: '首存 100% 红利：首次存款翻倍，最高 8,888', link: '/activity/1' },
            { id: 2, url: '/media/banners/banner-2-zh_cn.webp', title: '', link: '' },
          ]}
          onFirstPaint={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: '首存 100% 红利：首次存款翻倍，最高 8,888' })).toHaveAttribute('src', '/media/banners/banner-1-zh_cn.webp');
    expect(screen.queryByRole('img', { name: '优惠活动 1' })).toBeNull();
  });
});
