import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

/** Banks a card can be bound of (`/member/bank/type`). Mirrors migrations/0008_bank_cards.sql. */
export const bankTypes = pgTable('bank_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A member's bound cards; `cardNo` is the full number and never leaves the server unmasked. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankTypeId: integer('bank_type_id')
      .notNull()
      .references(() => bankTypes.id),
    cardNo: text('card_no').notNull(),
    ownerName: text('owner_name').notNull(),
    branch: text('branch').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('bank_cards_member_card_no').on(t.memberId, t.cardNo)],
);
