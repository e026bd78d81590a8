import { languages, type Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/index.ts';
import { moneyNoticeTexts as texts } from '../../i18n/money-notice-texts.ts';
import type { CreditedBonus } from './live-notes.ts';
import { fromCents } from './money.ts';
import { deliverMessage } from '../member/site-mail.ts';

type Params = Record<string, string>;

const fill = (text: Localized, params: Params): Localized => {
  const out = { ...text };
  for (const lang of languages) out[lang] = text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return out;
};

/** Like fill, with the values of each language (a name that is itself localized). */
const fillEach = (text: Localized, params: (lang: Lang) => Params): Localized => {
  const out = { ...text };
  for (const lang of languages) out[lang] = fill(text, params(lang))[lang];
  return out;
};

const join = (...parts: Localized[]): Localized => {
  const out = { ...parts[0]! };
  for (const lang of languages) out[lang] = parts.map((p) => p[lang]).join('');
  return out;
};

/** The operator's own words go into the notice's HTML as text, never as markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A deposit credited to the member (the operator's approval or a paid online order), naming each
 * bonus credited with it. Called inside the credit's transaction, so the notice exists exactly when
 * the money does.
 */
export function noticeDeposit(tx: Db, memberId: number, way: 'normal' | 'online', amountCents: number, bonuses: readonly CreditedBonus[], now: Date): Promise<number> {
  const deposit = fill(way === 'normal' ? texts.depositBank : texts.depositOnline, { amount: fromCents(amountCents) });
  const lines = bonuses.map((bonus) => fillEach(texts.depositBonus, (lang) => ({ name: escapeHtml(bonus.name[lang]), amount: fromCents(bonus.amountCents) })));
  return deliverMessage(tx, memberId, texts.depositTitle, join(deposit, ...lines), now);
}

/** The name of a VIP level's upgrade bonus in every language, from the level's own name. */
export const upgradeBonusName = (level: Localized): Localized => fillEach(texts.upgradeBonus, (lang) => ({ level: level[lang] }));

/** A withdrawal paid out (or refused, with the operator's reason when given), in the decision's transaction. */
export function noticeWithdrawal(tx: Db, memberId: number, paid: boolean, amountCents: number, reason: string | null, now: Date): Promise<number> {
  const amount = { amount: fromCents(amountCents) };
  if (paid) return deliverMessage(tx, memberId, texts.paidTitle, fill(texts.paid, amount), now);
  const refused = fill(texts.refused, amount);
  const body = reason ? join(refused, fill(texts.refusedReason, { reason: escapeHtml(reason) })) : refused;
  return deliverMessage(tx, memberId, texts.refusedTitle, body, now);
}
