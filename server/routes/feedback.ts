import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackParamsSchema, feedbackSchema } from '../../domain/contracts/feedback.ts';
import {
  type FeedbackPage,
  type FeedbackReply,
  feedbackImageReplySchema,
  feedbackPageSchema,
  feedbackReplySchema,
} from '../../domain/contracts/replies/feedback.ts';
import { pageSchema } from '../../domain/contracts/site-mail.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { feedbackImageOf, feedbackPage, submitFeedback } from '../services/member/feedback.ts';
import { uploadedImage, type ImageRefusals } from '../services/uploads/image-upload.ts';
import { parseUploadBodies } from '../services/uploads/upload-body.ts';

const feedbackRefusals: ImageRefusals = { tooLarge: 'validation.imageTooLarge', notImage: 'validation.imageType', unreadable: 'validation.imageFormat' };

/** A 3 MB picture is 4 MB of base64; the rest of the API keeps its 64 kB limit. */
const FEEDBACK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Feedback (the Suggestion page): 5–1000 characters with an optional picture, the member's past
 * feedback with the operator's replies, and a picture served to its own member only.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const member = { preHandler: requireMember };

  // Its own plugin: only this route's JSON goes through the upload worker.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    parseUploadBodies(upload, 'image', FEEDBACK_BODY_LIMIT);
    upload.post('/member/feedback', { ...member, bodyLimit: FEEDBACK_BODY_LIMIT, schema: { body: feedbackSchema, response: { 200: feedbackReplySchema } } }, async (request): Promise<FeedbackReply> => {
      const picture = uploadedImage(request.upload, 'image', feedbackRefusals);
      const feedback = await submitFeedback(db, app.uploads, memberOf(request).id, request.body.content, picture, app.clock());
      return { message: translate(request.lang, 'feedback_sent'), feedback };
    });
  });

  app.post('/member/feedback/list', { ...member, schema: { body: pageSchema, response: { 200: feedbackPageSchema } } }, async (request): Promise<FeedbackPage> =>
    feedbackPage(db, memberOf(request).id, request.body.page),
  );

  // Fetched with the bearer header (as a blob by the lobby), so no token ever sits in a URL.
  app.get('/member/feedback/:id/image', { ...member, schema: { params: feedbackParamsSchema, response: { 200: feedbackImageReplySchema } } }, async (request, reply) => {
    const image = await feedbackImageOf(db, app.uploads, memberOf(request).id, request.params.id);
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(Buffer.from(image.bytes));
  });
};
