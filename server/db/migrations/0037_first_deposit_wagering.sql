-- The first-deposit bonus's own wagering requirement (README.md, "First-deposit bonus wagering"):
-- required_cents is fixed when the bonus is credited, (first deposit + bonus) × 10 (the constant of
-- domain/contracts/first-deposit-wagering.ts at the time of this migration); wagered_cents counts the
-- stakes of the member's bets settled after the credit, raised in the bet's own transaction by one
-- UPDATE and never past the requirement. The bonus and its winnings unlock when they are equal.
ALTER TABLE first_deposit_bonuses ADD COLUMN required_cents bigint;
ALTER TABLE first_deposit_bonuses ADD COLUMN wagered_cents bigint NOT NULL DEFAULT 0;

-- Bonuses credited before this rule: the same requirement, with the bets already placed since the
-- credit counted, so no player is set back for stakes they have already made.
UPDATE first_deposit_bonuses b
SET required_cents = (r.amount_cents + b.bonus_cents) * 10,
    wagered_cents = least((r.amount_cents + b.bonus_cents) * 10, coalesce((
      SELECT sum(s.stake_cents) FROM bets s WHERE s.member_id = b.member_id AND s.created_at >= b.created_at
    ), 0))
FROM recharges r
WHERE r.id = b.recharge_id;

ALTER TABLE first_deposit_bonuses ALTER COLUMN required_cents SET NOT NULL;
ALTER TABLE first_deposit_bonuses ADD CONSTRAINT first_deposit_bonuses_wagered
  CHECK (required_cents > 0 AND wagered_cents >= 0 AND wagered_cents <= required_cents);

-- The seeded first-deposit activity said the bonus was withdrawable after the deposits were bet once;
-- its page now states the new rule (the same sentence as server/db/seed/content-texts.ts). An
-- operator's own wording is left alone: replace() changes nothing where the old sentence is absent.
UPDATE activities a
SET content = jsonb_build_object(
  'zh_cn', replace(a.content->>'zh_cn', '<li>存款完成一倍有效投注后，红利可随余额一起提款</li>',
    '<li>红利及其产生的盈利需完成（首存金额 + 红利）× 10 的有效投注后方可提款；在此之前，您本金中未输掉的部分随时可提，提走本金不会取消红利</li>'),
  'zh_hk', replace(a.content->>'zh_hk', '<li>存款完成一倍有效投注後，紅利可隨餘額一起提款</li>',
    '<li>紅利及其產生的盈利需完成（首存金額 + 紅利）× 10 的有效投注後方可提款；在此之前，您本金中未輸掉的部分隨時可提，提走本金不會取消紅利</li>'),
  'en', replace(a.content->>'en', '<li>Once your deposits have been wagered once in valid bets, the bonus can be withdrawn with the rest of your balance</li>',
    '<li>The bonus and its winnings can be withdrawn after valid bets of (first deposit + bonus) × 10; until then the part of your own deposit you have not lost can be withdrawn at any time, and withdrawing it does not cancel the bonus</li>'))
WHERE a.id IN (SELECT activity_id FROM first_deposit_offers);
