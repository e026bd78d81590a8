// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentApplyValues } from '../../../../domain/contracts/team';
import type { AgentApplyReply, AgentStatus } from '../../../../domain/contracts/replies/team';
import AgentApplyPage from '../../../../src/features/agent/agent-apply-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({
  fetchAgentStatus: vi.fn<() => Promise<AgentStatus>>(),
  applyForAgent: vi.fn<(values: AgentApplyValues) => Promise<AgentApplyReply>>(),
  fetchAgentGuide: vi.fn(),
}));
vi.mock('../../../../src/api/team', () => api);

const application = { id: 4, reason: 'My friends play every night.', created_at: '2026-03-01T04:05:00.000Z', decided_at: null, note: null };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AgentApplyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-an-agent-321', expires_at: Date.now() / 1000, expires_in: 3600 });
});
beforeEach(() => {
  api.fetchAgentStatus.mockReset();
  api.applyForAgent.mockReset();
});

describe('the agent application page', () => {
  it('tells an agent so, with a link to the team', async () => {
    api.fetchAgentStatus.mockResolvedValue({ is_agent: true, application: { ...application, status: 'approved' } });
    renderPage();
    expect(await screen.findByText('You are an agent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my team' })).toHaveAttribute('href', '/Member/Team');
    expect(screen.queryByTestId('agent-apply-form')).toBeNull();
  });

  it('shows a pending application with its reason and no form', async () => {
    api.fetchAgentStatus.mockResolvedValue({ is_agent: false, application: { ...application, status: 'pending' } });
    renderPage();
    expect(await screen.findByText('Your application is waiting for review')).toBeInTheDocument();
    expect(screen.getByTestId('application-reason')).toHaveTextContent('My friends play every night.');
    expect(screen.queryByTestId('agent-apply-form')).toBeNull();
  });

  it('shows a rejection with its note, and the form again', async () => {
    api.fetchAgentStatus.mockResolvedValue({ is_agent: false, application: { ...application, status: 'rejected', note: 'Too short', decided_at: '2026-03-02T00:00:00.000Z' } });
    renderPage();
    expect(await screen.findByText('Operator note: Too short')).toBeInTheDocument();
    expect(screen.getByTestId('agent-apply-form')).toBeInTheDocument();
  });

  it('counts the reason live, checks it with the shared rule, then sends it', async () => {
    api.fetchAgentStatus.mockResolvedValue({ is_agent: false, application: null });
    api.applyForAgent.mockResolvedValue({ message: 'sent', application: { ...application, status: 'pending' } });
    renderPage();
    const reason = await screen.findByLabelText('Why do you want to be an agent?');
    expect(screen.getByTestId('agent-reason-count')).toHaveTextContent('0 / 1000');
    fireEvent.change(reason, { target: { value: 'too short' } });
    expect(screen.getByTestId('agent-reason-count')).toHaveTextContent('9 / 1000');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The reason must be 10 to 1000 characters')).toBeInTheDocument();
    expect(api.applyForAgent).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'I run a game night with twenty friends.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.applyForAgent).toHaveBeenCalledWith({ reason: 'I run a game night with twenty friends.' }));
  });
});
