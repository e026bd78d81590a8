// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RebateItem } from '../../../../domain/contracts/replies/money';
import RebateBar from '../../../../src/features/home/rebate-bar';
import { useRebateNotice } from '../../../../src/features/home/use-rebate-notice';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';

const rebates: RebateItem[] = [{ id: 1, api_name: 'rl_slot_starforge', title: 'Starforge', fs_money: '38.00' }];
vi.mock('../../../../src/api/rebates', () => ({ fetchRebates: vi.fn(async () => rebates) }));
type Options = { onAutoClose?: () => void; onDismiss?: () => void };
const toast = vi.hoisted(() => ({ info: vi.fn<(text: string, options: Options) => void>(), error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function HomeNoticeAndBar() {
  useRebateNotice();
  return <RebateBar />;
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  toast.info.mockReset();
  sessionStorage.clear();
});

describe('the rebate notification and the rebate bar', () => {
  it('say the waiting sum one at a time: the bar comes once the notification has gone', async () => {
    renderAsMember(<HomeNoticeAndBar />);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('You still have 38.00 of rebate waiting to be collected!', expect.anything()));
    expect(screen.queryByTestId('rebate-bar')).toBeNull();
    act(() => toast.info.mock.calls.at(-1)![1].onAutoClose!());
    expect(await screen.findByTestId('rebate-bar')).toHaveTextContent('Rebate 38.00 waiting');
  });
});
