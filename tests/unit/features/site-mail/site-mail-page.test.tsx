// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage, InboxPage, MailChangeReply, SentPage } from '../../../../domain/contracts/replies/site-mail';
import SiteMailPage from '../../../../src/features/site-mail/site-mail-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { renderAsMember } from '../../render-as-member';
import { WAIT } from '../../wait';

const api = vi.hoisted(() => ({
  fetchInbox: vi.fn<(page: number) => Promise<InboxPage>>(),
  fetchSent: vi.fn<(page: number) => Promise<SentPage>>(),
  fetchUnread: vi.fn<() => Promise<{ unread: number }>>(),
  markMailRead: vi.fn<(id: number) => Promise<MailChangeReply>>(),
  deleteMail: vi.fn<(id: number) => Promise<MailChangeReply>>(),
  deleteAllMail: vi.fn<() => Promise<MailChangeReply>>(),
  sendMail: vi.fn<(values: { title: string; message: string }) => Promise<MailChangeReply>>(),
}));
vi.mock('../../../../src/api/site-mail', () => api);

const hostile = '<p>Hello <b>there</b><script>window.hacked = 1</script><img src="/x.svg" onerror="window.hacked = 2"><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>';
const message = (id: number, read = false): InboxMessage => ({ id, title: `Notice ${id}`, message: id === 1 ? hostile : `<p>Body ${id}</p>`, is_read: read, created_at: '2026-01-02T03:04:00.000Z' });
const page = (list: InboxMessage[], total = list.length): InboxPage => ({ list, total, page: 1, limit: 10, unread: list.filter((m) => !m.is_read).length });

function renderPage() {
  renderAsMember(<SiteMailPage />);
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
afterEach(() => void vi.useRealTimers());

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchUnread.mockResolvedValue({ unread: 2 });
  api.fetchInbox.mockResolvedValue(page([message(1), message(2), message(3, true)]));
  api.fetchSent.mockResolvedValue({ list: [], total: 0, page: 1, limit: 10 });
});

describe('the site mail page', () => {
  it('marks unread messages and opens one sanitised, marking it read', async () => {
    api.markMailRead.mockResolvedValue({ message: 'Marked as read', unread: 1 });
    renderPage();
    const rows = await screen.findAllByTestId('inbox-message');
    expect(rows.map((r) => r.dataset.read)).toEqual(['0', '0', '1']);
    expect(screen.getByTestId('inbox-summary')).toHaveTextContent('3 messages, 2 unread');
    expect(screen.getByRole('tab', { name: 'Inbox (2)' })).toHaveAttribute('aria-selected', 'true');
    // What the server lists once the message is read.
    api.fetchInbox.mockResolvedValue(page([message(1, true), message(2), message(3, true)]));
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /Notice 1/ }));
    const body = await screen.findByTestId('mail-body');
    expect(body.querySelector('b')).toHaveTextContent('there');
    expect(body.innerHTML).not.toContain('script');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('javascript:');
    expect(within(body).getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(api.markMailRead).toHaveBeenCalledWith(1);
    await vi.waitFor(() => expect(screen.getAllByTestId('inbox-message')[0]!.dataset.read).toBe('1'), WAIT);
    expect(await screen.findByRole('tab', { name: 'Inbox (1)' })).toBeInTheDocument();
  });

  it('deletes one message and all of them only after a confirmation', async () => {
    api.deleteMail.mockResolvedValue({ message: 'The message has been deleted', unread: 1 });
    api.deleteAllMail.mockResolvedValue({ message: 'Inbox emptied: 2 messages deleted', unread: 0 });
    api.markMailRead.mockResolvedValue({ message: 'Marked as read', unread: 1 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Notice 2/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteMail).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(api.deleteMail).toHaveBeenCalledWith(2), WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const all = await screen.findByRole('alertdialog', { name: 'Empty the inbox' });
    expect(all).toHaveTextContent('Delete all 3 messages in your inbox?');
    api.fetchInbox.mockResolvedValue(page([]));
    fireEvent.click(within(all).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
    expect(api.deleteAllMail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it('writes to customer service with a live count, checking the rules before sending', async () => {
    api.sendMail.mockResolvedValue({ message: 'Your message has been sent', unread: 2 });
    // Only Date is faked: the test steps it past the 500 ms click guard instead of sleeping.
    vi.useFakeTimers({ toFake: ['Date'] });
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: /Write to us/ }));
    const text = await screen.findByLabelText('Message');
    fireEvent.change(text, { target: { value: 'abc' } });
    expect(screen.getByTestId('char-count')).toHaveTextContent('3 / 1000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('The message must be 5 to 1000 characters')).toBeInTheDocument();
    expect(api.sendMail).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Question' } });
    fireEvent.change(text, { target: { value: 'When does my withdrawal arrive?' } });
    vi.setSystemTime(Date.now() + 550);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(api.sendMail).toHaveBeenCalledWith({ title: 'Question', message: 'When does my withdrawal arrive?' }), WAIT);
    expect(await screen.findByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have not sent any messages')).toBeInTheDocument();
  });
});
