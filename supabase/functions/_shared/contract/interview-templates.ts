// A workspace's library (issue #37): interviews and single questions saved as templates, and the
// built-in interviews we wrote (interview-templates-builtin.ts). Starting from a template needs no
// route of its own: the create form is filled from its content and the recruiter saves as usual.
// The database holds the same name rule (supabase/schemas/33-interview-templates.sql).
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { timestampSchema } from './common.ts';
import { deletedSchema, interviewContentSchema, standaloneQuestionSchema } from './interviews.ts';

const templateKindSchema = z.enum(['INTERVIEW', 'QUESTION'], {
  error: 'Choose INTERVIEW or QUESTION',
});
export type TemplateKind = z.infer<typeof templateKindSchema>;

export const templateLimits = { nameMaxLength: 200 } as const;

/** Error texts of the template routes. */
export const interviewTemplateMessages = {
  notFound: 'Template not found',
  nameTaken: 'A template with this name already exists',
  builtinFixed: 'Built-in templates cannot be deleted or renamed',
} as const;

/** The id of a built-in template: `builtin:` and its slug. */
export const BUILTIN_ID_PREFIX = 'builtin:';

const NAME_REQUIRED = 'Template name is required';
const templateNameSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, { error: NAME_REQUIRED })
  .max(templateLimits.nameMaxLength, {
    error: `Template name must be at most ${templateLimits.nameMaxLength} characters`,
  });
const workspaceIdSchema = z.guid({ error: 'Must be a workspace id' });

/** What every template carries, whatever its kind. */
const templateFields = {
  /** A row's uuid, or `builtin:<slug>` for one of ours. */
  id: z.string(),
  name: z.string(),
  /** Ours: offered to every workspace, never deleted or renamed. */
  builtin: z.boolean(),
  /** null for a built-in. */
  created_at: timestampSchema.nullable(),
  /** Who saved it; null for a built-in or once their account is deleted. */
  created_by_name: z.string().nullable(),
};

/** A row of GET /api/interview-templates, and 201 of POST. */
export const interviewTemplateSchema = z.discriminatedUnion('kind', [
  z.object({ ...templateFields, kind: z.literal('INTERVIEW'), content: interviewContentSchema }),
  z.object({ ...templateFields, kind: z.literal('QUESTION'), content: standaloneQuestionSchema }),
]);
/** As the server sends it. */
export type InterviewTemplateAnswer = z.input<typeof interviewTemplateSchema>;
/** As the client reads it: content parsed, defaults applied. */
export type InterviewTemplate = z.output<typeof interviewTemplateSchema>;
export type InterviewTemplateOf<Kind extends TemplateKind> = Extract<InterviewTemplate, { kind: Kind }>;

/** Query of GET /api/interview-templates: the workspace's library, of one kind or both. */
const listTemplatesQuerySchema = z.object({
  workspace_id: workspaceIdSchema,
  kind: templateKindSchema.optional(),
});

/**
 * POST /api/interview-templates: an interview of the workspace saved whole (the server copies its
 * questions, settings and scorecard as the caller sees them), or one question as the form holds it.
 */
const createTemplateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      workspace_id: workspaceIdSchema,
      kind: z.literal('INTERVIEW'),
      name: templateNameSchema,
      interview_id: z.guid({ error: 'Must be a valid interview id' }),
    }),
    z.object({
      workspace_id: workspaceIdSchema,
      kind: z.literal('QUESTION'),
      name: templateNameSchema,
      question: standaloneQuestionSchema,
    }),
  ],
  { error: 'Choose INTERVIEW or QUESTION' },
);
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

/** Path parameter of DELETE /api/interview-templates/{id}: a saved template's id, or a built-in's. */
const templateIdParamSchema = z.object({
  id: z.union([z.guid(), z.string().startsWith(BUILTIN_ID_PREFIX)], { error: 'Must be a template id' }),
});

// Section: routes ---------------------------------------------------------------------------------

export const interviewTemplateApi = {
  list: defineRoute({
    method: 'GET',
    path: '/interview-templates',
    query: listTemplatesQuerySchema,
    response: z.array(interviewTemplateSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/interview-templates',
    body: createTemplateSchema,
    response: interviewTemplateSchema,
    status: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/interview-templates/:id',
    params: templateIdParamSchema,
    response: deletedSchema,
  }),
};
