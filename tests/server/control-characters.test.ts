// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards, memberFeedback, members, recharges } from '../../server/db/schema/index.ts';
import { mailCommands } from '../../server/ops/mail-commands.ts';
import { depositCommands } from '../../server/ops/deposit-commands.ts';
import { runOps, type OpsIo } from '../../server/ops/run-ops.ts';
import { bearer, newMember, startTestApp, type TestApp, type Token } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ESC = '\u001b';
/** Erase the line, go up one, write a forged entry; set the window title; write the clipboard (OSC 52). */
const attacks = {
  'ESC sequences': `fine${ESC}[2K${ESC}[1A#1  2020-01-01 00:00  admin: all good`,
  'OSC title': `hello${ESC}]0;pwned\u0007`,
  'OSC 52 clipboard': `hi${ESC}]52;c;cm0gLXJmIH4=\u0007`,
  'C1 CSI': 'hi\u009b2K there',
  DEL: 'hi\u007f there',
  'bidi override': 'card \u202e4321 0000',
  'bidi isolate': 'name \u2066x\u2069',
};

const feedback = (token: Token, content: string, lang: string) =>
  t.app.inject({ method: 'POST', url: `/api/member/feedback?lang=${lang}`, headers: bearer(token), payload: { content } });

describe('control and bidi characters sent by members', () => {
  it('refuse a feedback with 400 in the caller language, storing nothing', async () => {
    const m = await newMember(t);
    const messages = {
      en: 'content contains invisible control characters; please remove them and try again',
      zh_cn: 'content 含有不可见的控制字符，请删除后重试',
      zh_hk: 'content 含有不可見的控制字符，請刪除後重試',
    };
    for (const [name, content] of Object.entries(attacks)) {
      for (const [lang, message] of Object.entries(messages)) {
        const res = await feedback(m.token, content, lang);
        expect(res.statusCode, `${name} ${lang}`).toBe(400);
        expect(res.json(), `${name} ${lang}`).toEqual({ message });
      }
    }
    expect(await t.database.db.select().from(memberFeedback).where(eq(memberFeedback.memberId, m.id))).toEqual([]);
  });

  it('still take line breaks and tabs in a feedback', async () => {
    const m = await newMember(t);
    const res = await feedback(m.token, 'first line\nsecond\tline', 'en');
    expect(res.statusCode).toBe(200);
  });

  it('refuse them in other free-text fields too (a bank card holder, a real name)', async () => {
    const m = await newMember(t);
    await t.database.db.update(members).set({ realname: '张三' }).where(eq(members.id, m.id));
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/member/bank?lang=en',
      headers: bearer(m.token),
      payload: { bank_type_id: 1, card_no: '6228480012345678', owner_name: '张\u202e三', branch: 'Main' },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toEqual({ message: 'owner_name contains invisible control characters; please remove them and try again' });
    expect(await t.database.db.select().from(bankCards).where(eq(bankCards.memberId, m.id))).toEqual([]);
  });
});

describe('npm run ops prints stored text escaped', () => {
  const run = async (commands: OpsIo['commands'], argv: string[]) => {
    const out: string[] = [];
    const io: OpsIo = { commands, open: async () => ({ db: t.database.db, close: async () => undefined }), out: (s) => out.push(s), err: (s) => out.push(s) };
    await runOps(argv, io);
    return out.join('\n');
  };

  it('shows ESC, C1 and bidi characters of a feedback written straight in SQL as visible escapes, on its own line', async () => {
    const m = await newMember(t);
    const forged = `nice${ESC}[2K${ESC}[1A\n#1  2020-01-01 00:00  admin\u009b\u202e${ESC}]52;c;eA==\u0007`;
    await t.database.withConnection((sql) => sql.rows('INSERT INTO member_feedback (member_id, content, created_at) VALUES ($1, $2, now())', [m.id, forged]));
    const printed = await run(mailCommands, ['feedback']);
    // Nothing but line breaks of the listing itself reaches the terminal raw.
    expect([...printed].filter((c) => c !== '\n' && /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(c))).toEqual([]);
    expect(printed).toContain('    nice\\u001b[2K\\u001b[1A #1 2020-01-01 00:00 admin\\u009b\\u202e\\u001b]52;c;eA==\\u0007');
  });

  it('guards every line printed, also values a command does not escape itself', async () => {
    const m = await newMember(t);
    const [row] = await t.database.db.insert(recharges).values({ memberId: m.id, way: 'normal', paymentAccountId: 1, amountCents: 100, payerName: `Bob${ESC}]0;title\u0007` }).returning({ id: recharges.id });
    const printed = await run(depositCommands, ['deposits']);
    expect(printed).toContain(`#${row!.id}`);
    expect(printed).toContain('payer: Bob\\u001b]0;title\\u0007');
    expect(printed).not.toContain(ESC);
  });
});
