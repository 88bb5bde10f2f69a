// The worker's tasks, in one pool per provider so each provider's concurrency is capped on its own
// (ffmpeg's CPU, the AI provider's rate limits, the mail provider's, the webhook receivers'): a pool
// takes only the jobs of its own tasks.
import type { TaskList } from 'graphile-worker';
import type { WorkerContext } from '../context.ts';
import { processRecording } from './process-recording.ts';
import { removeRenditions } from './remove-renditions.ts';
import { removePromptVideo } from './remove-prompt-video.ts';
import { applyRetentionTask } from './apply-retention.ts';
import { analyseAnswerTask } from './analyse-answer.ts';
import { transcribePromptVideoTask } from './transcribe-prompt-video.ts';
import { notifyRecruiterTask } from './notify-recruiter.ts';
import { queueRemindersTask } from './queue-reminders.ts';
import { sendFeedbackTask } from './send-feedback.ts';
import { sendReceiptTask } from './send-receipt.ts';
import { sendRequestDecisionTask } from './send-request-decision.ts';
import { sendMailTask } from './send-mail.ts';
import { deliverWebhookTask } from './deliver-webhook.ts';
import { pruneWebhookDeliveriesTask } from './prune-webhook-deliveries.ts';

export interface TaskGroup {
  name: 'media' | 'ai' | 'mail' | 'webhooks';
  concurrency: number;
  tasks: TaskList;
}

export function taskGroups(ctx: WorkerContext): TaskGroup[] {
  return [
    {
      name: 'media',
      concurrency: ctx.env.WORKER_MEDIA_CONCURRENCY,
      tasks: {
        process_recording: processRecording(ctx),
        remove_renditions: removeRenditions(ctx),
        remove_prompt_video: removePromptVideo(ctx),
        apply_retention: applyRetentionTask(ctx),
      },
    },
    {
      name: 'ai',
      concurrency: ctx.env.WORKER_AI_CONCURRENCY,
      tasks: {
        analyse_answer: analyseAnswerTask(ctx),
        transcribe_prompt_video: transcribePromptVideoTask(ctx),
      },
    },
    {
      name: 'mail',
      concurrency: ctx.env.WORKER_MAIL_CONCURRENCY,
      tasks: {
        send_mail: sendMailTask(ctx),
        notify_recruiter: notifyRecruiterTask(ctx),
        queue_reminders: queueRemindersTask(ctx),
        send_receipt: sendReceiptTask(ctx),
        send_request_decision: sendRequestDecisionTask(ctx),
        send_feedback: sendFeedbackTask(ctx),
      },
    },
    {
      // Its own pool: a slow or silent receiver holds up no e-mail.
      name: 'webhooks',
      concurrency: ctx.env.WORKER_WEBHOOK_CONCURRENCY,
      tasks: {
        deliver_webhook: deliverWebhookTask(ctx),
        prune_webhook_deliveries: pruneWebhookDeliveriesTask(ctx),
      },
    },
  ];
}
