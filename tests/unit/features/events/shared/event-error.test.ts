// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../src/api/http';
import { eventErrorText } from '../../../../../src/features/events/shared/event-error';
import { i18next, initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

describe('eventErrorText', () => {
  it("shows the lobby's text for a code it knows, not the server's zh_cn message", () => {
    const error = new ApiError('今天的机会已用完', 403, { message: '今天的机会已用完', code: 'no_chances' });
    expect(eventErrorText(i18next.t, error)).toBe('You have no chances left today');
  });

  it.each(['event_closed', 'event_not_started', 'event_ended', 'no_chances', 'budget_spent', 'name_mismatch', 'unauthenticated', 'idempotency_in_progress'])(
    'has a text for %s',
    (code) => {
      expect(eventErrorText(i18next.t, new ApiError('x', 400, { message: 'x', code }))).not.toBe('x');
    },
  );

  it("falls back to the server's message for an unknown code, no code, or another error", () => {
    expect(eventErrorText(i18next.t, new ApiError('服务器繁忙', 400, { message: '服务器繁忙', code: 'something_new' }))).toBe('服务器繁忙');
    expect(eventErrorText(i18next.t, new ApiError('服务器繁忙', 500, { message: '服务器繁忙' }))).toBe('服务器繁忙');
    expect(eventErrorText(i18next.t, new ApiError('odd', 400, { message: 'odd', code: 'common.cancel' }))).toBe('odd');
    expect(eventErrorText(i18next.t, new Error('Network error'))).toBe('Network error');
  });
});
