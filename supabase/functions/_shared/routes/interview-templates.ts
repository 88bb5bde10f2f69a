import { errorCodes } from '../contract/errors.ts';
import { builtinInterviewTemplates } from '../contract/interview-templates-builtin.ts';
import {
  BUILTIN_ID_PREFIX,
  interviewTemplateApi,
  interviewTemplateMessages,
  type InterviewTemplateAnswer,
} from '../contract/interview-templates.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { readInterviewContent } from '../interview-templates/interview-content.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { workspaceNotFound } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { requireWorkspaceManager } from '../workspaces/workspace-access.ts';

/** Ours, as every workspace's library lists them: first, in the order written. */
const BUILTIN_ANSWERS: InterviewTemplateAnswer[] = builtinInterviewTemplates.map((template) => ({
  id: `${BUILTIN_ID_PREFIX}${template.slug}`,
  kind: 'INTERVIEW',
  name: template.name,
  builtin: true,
  created_at: null,
  created_by_name: null,
  content: template.content,
}));

function templateNotFound(): HttpError {
  return new HttpError(404, interviewTemplateMessages.notFound, { code: errorCodes.notFound });
}

/** The columns of a saved template as the routes answer it, for a select whose row is `t`. */
const TEMPLATE_COLUMNS = `t.id, t.kind, t.name, false as builtin, t.created_at, t.content,
  (select p.full_name from public.profiles p where p.id = t.created_by) as created_by_name`;

// Row-level security shows a workspace's templates to its OWNERs and RECRUITERs (and admins), and
// lets only them save and delete; a REVIEWER is refused clearly first (requireWorkspaceManager),
// as for every route that builds interviews. Everything is written as the caller.
export const interviewTemplateRoutes = new RouteTable()
  .handle(interviewTemplateApi.list, requireRecruiter, (c, { query: { workspace_id: workspaceId, kind } }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceManager(tx, workspaceId, workspaceNotFound);
      const saved = await tx<InterviewTemplateAnswer[]>`
        select ${tx.unsafe(TEMPLATE_COLUMNS)}
        from public.interview_templates t
        where t.workspace_id = ${workspaceId} and (${kind ?? null}::text is null or t.kind = ${kind ?? null})
        order by lower(t.name), t.id`;
      const builtins = kind === 'QUESTION' ? [] : BUILTIN_ANSWERS;
      return [...builtins, ...saved];
    }),
  )

  .handle(interviewTemplateApi.create, requireRecruiter, (c, { body }) =>
    asCaller(c.var.user, async (tx) => {
      await requireWorkspaceManager(tx, body.workspace_id, workspaceNotFound);
      let content: unknown;
      if (body.kind === 'INTERVIEW') {
        content = await readInterviewContent(tx, body.interview_id, body.workspace_id);
        if (!content) throw interviewNotFound();
      } else {
        content = body.question;
      }
      // The unique index on (workspace, kind, lower(name)) decides a name taken, also by a
      // teammate saving at the same moment.
      const [template] = await tx<InterviewTemplateAnswer[]>`
        with saved as (
          insert into public.interview_templates (workspace_id, kind, name, content)
          values (${body.workspace_id}, ${body.kind}, ${body.name}, ${JSON.stringify(content)}::text::jsonb)
          on conflict (workspace_id, kind, lower(name)) do nothing
          returning *
        )
        select ${tx.unsafe(TEMPLATE_COLUMNS)} from saved t`;
      if (!template)
        throw new HttpError(409, interviewTemplateMessages.nameTaken, {
          fields: { name: interviewTemplateMessages.nameTaken },
        });
      return template;
    }),
  )

  .handle(interviewTemplateApi.remove, requireRecruiter, async (c, { params: { id } }) => {
    if (id.startsWith(BUILTIN_ID_PREFIX)) throw new HttpError(400, interviewTemplateMessages.builtinFixed);
    const deleted = await asCaller(c.var.user, async (tx) => {
      const rows = await tx`delete from public.interview_templates where id = ${id} returning id`;
      return rows.length > 0;
    });
    if (!deleted) throw templateNotFound();
    return { success: true as const };
  });
