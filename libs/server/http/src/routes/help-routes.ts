import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HELP_IMAGE_MAX_BYTES,
  helpCentreQuerySchema,
  helpCentreReplySchema,
  helpRoutes,
  imageUploadReplySchema,
  insuranceQuerySchema,
  insuranceReplySchema,
  raiseIssueBodySchema,
  raisedIssueSchema,
  selfServeIssueParamsSchema,
  selfServeIssuesQuerySchema,
  selfServeIssuesReplySchema,
} from '@stays/api-client';
import { requireUser, sessionUserOf } from '@stays/server-accounts';
import { ServiceError, transactionalDatabase } from '@stays/server-core';
import { getRaisedIssue, helpCentreData, imageTooLarge, listSelfServeIssues, moreInfoInsurance, raiseIssue, storeUpload } from '@stays/server-help';
import type { ApiContext } from '../api-context';

/**
 * The help page's calls (accounts-commerce §7): the help centre's questions and the insurance for anyone; a
 * booking's self-serve issues, raising one, its status and the picture upload for the signed-in guest's own
 * bookings only (state changes with the session's anti-forgery token). selfServeSignIn is in account-routes.ts.
 */
export function registerHelpRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(context);
  const { database } = context;

  api.get(
    helpRoutes.helpCentreData,
    {
      schema: {
        summary: "The help centre's questions and answers (qnaData) for a country, signed in or not.",
        querystring: helpCentreQuerySchema,
        response: { 200: helpCentreReplySchema },
      },
    },
    (request) => helpCentreData(request.query),
  );

  api.get(
    helpRoutes.moreInfoInsurance,
    {
      schema: {
        summary: "What the stay protection of a country's bookings covers and how to claim.",
        querystring: insuranceQuerySchema,
        response: { 200: insuranceReplySchema },
      },
    },
    (request) => moreInfoInsurance(request.query),
  );

  api.get(
    helpRoutes.selfServeIssues,
    {
      schema: {
        summary: "The self-serve issues of one of the signed-in guest's bookings, the issues raised about it and its refund status.",
        querystring: selfServeIssuesQuerySchema,
        response: { 200: selfServeIssuesReplySchema },
      },
      preHandler: signedIn,
    },
    (request) => listSelfServeIssues(database, sessionUserOf(request).userId, request.query.booking_id, context.now()),
  );

  api.get(
    helpRoutes.selfServeIssue,
    {
      schema: { summary: 'One issue the signed-in guest raised, and its status.', params: selfServeIssueParamsSchema, response: { 200: raisedIssueSchema } },
      preHandler: signedIn,
    },
    (request) => getRaisedIssue(database, sessionUserOf(request).userId, request.params.issueId),
  );

  api.post(
    helpRoutes.selfServeRaiseIssue,
    {
      schema: {
        summary: "Raise an issue about one of the signed-in guest's bookings, with pictures uploaded by yoImageUpload.",
        body: raiseIssueBodySchema,
        response: { 201: raisedIssueSchema },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const issue = await raiseIssue(transactionalDatabase(database), sessionUserOf(request).userId, request.body, context.now());
      return reply.code(201).send(issue);
    },
  );

  // Multipart is read by this route alone: one file, at most HELP_IMAGE_MAX_BYTES, and only after the session is checked.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: HELP_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      helpRoutes.yoImageUpload,
      {
        schema: {
          summary: 'Upload a picture (JPEG, PNG or WebP, at most 5 MB; multipart/form-data, field `image`) for an issue about to be raised.',
          response: { 201: imageUploadReplySchema },
        },
        preHandler: signedIn,
      },
      async (request, reply) => {
        const bytes = await uploadedImage(request);
        const upload = await storeUpload(database, sessionUserOf(request).userId, bytes, context.now());
        return reply.code(201).send(upload);
      },
    );
  });
}

/** The one file of the form, read whole within the size limit; the limit is a 413 of ours, not the plugin's. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ServiceError(415, 'MULTIPART_REQUIRED', 'Send the picture as multipart/form-data, in the field "image".');
  let file;
  try {
    file = await request.file();
  } catch (error) {
    throw multipartRefusal(error);
  }
  if (!file || file.fieldname !== 'image') throw new ServiceError(400, 'IMAGE_MISSING', 'Choose a picture to attach (the field "image").');
  try {
    return await file.toBuffer();
  } catch (error) {
    throw multipartRefusal(error);
  }
}

function multipartRefusal(error: unknown): ServiceError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new ServiceError(400, 'MULTIPART_INVALID', 'The upload is not a form with one picture in it.');
  throw error;
}
