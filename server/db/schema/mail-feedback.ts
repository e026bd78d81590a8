import { customType, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ImageType } from '../../../domain/contracts/image-upload.ts';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

// PGlite reads bytea as a Uint8Array, node-postgres as a Buffer: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export type MessageBox = 'inbox' | 'sent';

/** Site mail: the inbox (HTML from the site, per language) and what the member sent. Mirrors migrations/0014_mail_feedback.sql. */
export const memberMessages = pgTable('member_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  box: text('box').$type<MessageBox>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  readAt: at('read_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A member's feedback and the operator's reply. */
export const memberFeedback = pgTable('member_feedback', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  content: text('content').notNull(),
  reply: text('reply'),
  repliedAt: at('replied_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A feedback's picture, served to its member only. */
export const feedbackImages = pgTable('feedback_images', {
  feedbackId: integer('feedback_id')
    .primaryKey()
    .references(() => memberFeedback.id, { onDelete: 'cascade' }),
  mime: text('mime').$type<ImageType>().notNull(),
  /** Pictures stored before migrations/0024_feedback_image_files; newer ones are files. */
  bytes: bytea('bytes'),
  /** The picture's file in the upload store (server/services/uploads/upload-store.ts). */
  file: text('file'),
  size: integer('size'),
});
