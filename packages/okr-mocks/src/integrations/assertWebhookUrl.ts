import { fail } from '../lib/respond';
import { webhookUrlIssue } from './webhookUrlRule';

/** The webhooks' URL rule (422 RULE_VIOLATION), as the API applies it to webhooks and chat channels. */
export function assertWebhookUrl(url: string): void {
  const issue = webhookUrlIssue(url);
  if (issue) fail('RULE_VIOLATION', issue);
}
