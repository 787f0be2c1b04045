// The operator's audit (#57): the actions it records, shared by the server (writer, filters) and the
// admin client (the /admin/audit filter and labels).
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.notify',
  'user.delete',
  'user.view-as',
  'tasks.import',
  'tasks.upload-delete',
  'tasks.restore',
  'ticket.status',
  'article.publish',
  'article.draft',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.verify': 'Verified a payment',
  'user.notify': 'Sent a payment reminder',
  'user.delete': 'Deleted an owner',
  'user.view-as': 'Viewed as an owner',
  'tasks.import': 'Imported tasks',
  'tasks.upload-delete': 'Deleted an import',
  'tasks.restore': 'Restored the program',
  'ticket.status': 'Changed a ticket status',
  'article.publish': 'Published an article',
  'article.draft': 'Moved an article to draft',
};

export type AuditSubjectType = 'user' | 'csvUpload' | 'ticket' | 'article';
