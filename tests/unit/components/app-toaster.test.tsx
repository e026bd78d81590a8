// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { AppToaster } from '../../../src/components/app-toaster';
import { initI18n } from '../../../src/i18n/i18n';
import zhCn from '../../../domain/texts/zh_cn.json';

describe('the toast region', () => {
  it('is labelled in the reader language, close buttons included', async () => {
    // Only the first screen's texts at start: the Toaster brings the rest along with sonner.
    const i18n = await initI18n('zh_cn');
    render(
      <I18nextProvider i18n={i18n}>
        <AppToaster />
      </I18nextProvider>,
    );
    toast.info('已保存');
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: zhCn.toast.region })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhCn.toast.close })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/Notifications|Close toast/);
  });
});
