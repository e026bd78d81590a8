// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VoucherField, type PickedVoucher } from '../../../../src/features/deposit/voucher-field';
import { ImagePicker } from '../../../../src/features/feedback/image-picker';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9, 9]);

function Voucher() {
  const [value, setValue] = useState<PickedVoucher | null>(null);
  const [error, setError] = useState<string | undefined>();
  return <VoucherField value={value} onChange={setValue} errorKey={error} onError={setError} required progress={null} disabled={false} />;
}
function Picture() {
  const [value, setValue] = useState<File | null>(null);
  return <ImagePicker value={value} onChange={setValue} progress={null} disabled={false} />;
}

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
});

describe('the voucher picker', () => {
  it('speaks the page\'s language, names the chosen file and keeps the native input keyboard-reachable', async () => {
    render(<Voucher />);
    const input = screen.getByLabelText(/^充值凭证/);
    expect(input).toHaveAttribute('type', 'file');
    // Hidden from sight only: focusable, so Tab reaches it and Space/Enter open the picker.
    expect(input).not.toHaveAttribute('tabindex');
    expect(input).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('voucher-input-button')).toHaveTextContent('选择图片');
    expect(screen.getByTestId('voucher-input-name')).toHaveTextContent('未选择文件');
    expect(input).toHaveAccessibleDescription(/未选择文件/);

    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('voucher-input-button'));
    expect(opened).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { files: [new File([PNG], '转账截图.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('voucher-input-name')).toHaveTextContent('转账截图.png'));
    expect(screen.getByTestId('voucher-input-button')).toHaveTextContent('更换图片');
    expect(input).toHaveAccessibleDescription(/转账截图\.png/);
    fireEvent.click(screen.getByRole('button', { name: '移除图片' }));
    expect(screen.getByTestId('voucher-input-name')).toHaveTextContent('未选择文件');
  });

  it('does the same for the feedback picture', async () => {
    render(<Picture />);
    expect(screen.getByTestId('feedback-image-input-button')).toHaveTextContent('选择图片');
    expect(screen.getByTestId('feedback-image-input-name')).toHaveTextContent('未选择文件');
    fireEvent.change(screen.getByTestId('feedback-image-input'), { target: { files: [new File([PNG], 'bug.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('feedback-image-input-name')).toHaveTextContent('bug.png'));
  });
});
