import { describe, expect, it } from 'vitest';
import { feedbackFormSchema, feedbackSchema } from '../../../../domain/contracts/feedback';
import { IMAGE_MAX_BASE64 } from '../../../../domain/contracts/image-upload';
import { CONTENT_MAX, mailIdSchema, mailSendSchema, pageSchema } from '../../../../domain/contracts/site-mail';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('site mail rules', () => {
  const ok = { title: 'Withdrawal', message: 'When does it arrive?' };

  it('takes a title of 1–50 characters on one line and a message of 5–1000, trimmed', () => {
    expect(mailSendSchema.parse({ title: '  Hi  ', message: '  12345  ' })).toEqual({ title: 'Hi', message: '12345' });
    expect(mailSendSchema.safeParse({ title: 'x'.repeat(50), message: 'x'.repeat(CONTENT_MAX) }).success).toBe(true);
    expect(mailSendSchema.safeParse({ ...ok, message: 'two\nlines are fine' }).success).toBe(true);
  });

  it('names the first broken rule', () => {
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, title: '' }))).toBe('validation.mailTitleRequired');
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, title: 'x'.repeat(51) }))).toBe('validation.mailTitleLength');
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, title: 'a\tb' }))).toBe('validation.mailTitleFormat');
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, message: '   ' }))).toBe('validation.mailMessageRequired');
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, message: '1234' }))).toBe('validation.mailMessageLength');
    expect(firstMessage(mailSendSchema.safeParse({ ...ok, message: 'x'.repeat(1001) }))).toBe('validation.mailMessageLength');
    expect(firstMessage(mailSendSchema.safeParse({ title: ok.title }))).toBe('validation.mailMessageRequired');
  });

  it('refuses terminal escapes and bidi overrides in messages and feedback before sending, and keeps line breaks', () => {
    for (const message of ['erase \u001b[2K\u001b[1A line', 'title \u001b]0;pwned\u0007', 'c1 \u009b2K here', 'card \u202e4321']) {
      expect(firstMessage(mailSendSchema.safeParse({ ...ok, message })), JSON.stringify(message)).toBe('validation.controlCharacters');
      expect(firstMessage(feedbackSchema.safeParse({ content: message })), JSON.stringify(message)).toBe('validation.controlCharacters');
    }
    expect(feedbackSchema.safeParse({ content: 'two\nlines\tand a tab' }).success).toBe(true);
  });

  it('pages from 1 and takes ids as positive integers', () => {
    expect(pageSchema.parse(undefined)).toEqual({ page: 1 });
    expect(pageSchema.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of [0, -2, 1.5, 'x', 10_001]) expect(pageSchema.safeParse({ page }).success, String(page)).toBe(false);
    expect(mailIdSchema.safeParse({ id: 7 }).success).toBe(true);
    expect(mailIdSchema.safeParse({ id: 0 }).success).toBe(false);
    expect(mailIdSchema.safeParse({}).success).toBe(false);
  });
});

describe('feedback rules', () => {
  it('takes 5–1000 characters with an optional base64 image', () => {
    expect(feedbackFormSchema.parse({ content: ' great ' })).toEqual({ content: 'great' });
    expect(firstMessage(feedbackFormSchema.safeParse({ content: '' }))).toBe('validation.feedbackRequired');
    expect(firstMessage(feedbackFormSchema.safeParse({ content: 'abcd' }))).toBe('validation.feedbackLength');
    expect(feedbackSchema.safeParse({ content: 'great', image: 'iVBORw0KGgo=' }).success).toBe(true);
    expect(firstMessage(feedbackSchema.safeParse({ content: 'great', image: 'data:image/png;base64,AAAA' }))).toBe('validation.imageFormat');
    expect(firstMessage(feedbackSchema.safeParse({ content: 'great', image: 'AAA' }))).toBe('validation.imageFormat');
    expect(firstMessage(feedbackSchema.safeParse({ content: 'great', image: 'A'.repeat(IMAGE_MAX_BASE64 + 4) }))).toBe('validation.imageTooLarge');
  });
});
