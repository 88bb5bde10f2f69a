// Issue #37: drafts of questions and scorecard competencies from a job description, for the
// create-interview form. Only a workspace's OWNER and RECRUITER (and admins) may ask, as only they
// create interviews there; nothing is written: the recruiter accepts or discards each draft in the
// browser and saves the interview as usual.
import { drafterFromEnv } from '../ai/ai-from-env.ts';
import { httpErrorOfAiFailure } from '../ai/ai-http-error.ts';
import { AiError } from '../ai/interview-analyst.ts';
import type { InterviewDrafter } from '../ai/interview-drafter.ts';
import { interviewDraftApi } from '../contract/interview-drafts.ts';
import { asCaller } from '../db.ts';
import { serverEnv } from '../env.ts';
import { workspaceNotFound } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { requireWorkspaceManager } from '../workspaces/workspace-access.ts';

let drafter: InterviewDrafter | undefined;
/** The AI provider, read from the environment on first use. */
function interviewDrafter(): InterviewDrafter {
  if (!drafter) {
    drafter = drafterFromEnv(serverEnv.ai);
    console.info(`Interviews are drafted by: ${drafter.name}`);
  }
  return drafter;
}

export const interviewDraftRoutes = new RouteTable().handle(
  interviewDraftApi.create,
  requireRecruiter,
  async (c, { body }) => {
    await asCaller(c.var.user, (tx) => requireWorkspaceManager(tx, body.workspace_id, workspaceNotFound));
    try {
      return await interviewDrafter().draft({
        jobDescription: body.job_description,
        language: body.language,
      });
    } catch (error) {
      throw error instanceof AiError ? httpErrorOfAiFailure(error) : error;
    }
  },
);
