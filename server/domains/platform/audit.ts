// The operator's audit (#57): every admin action writes one entry, in the transaction of the change it
// records, so an action that rolls back leaves no entry. The table is append-only (a trigger refuses
// UPDATE and DELETE, migration operator_week) and has no foreign keys: an entry outlives its subject,
// whose label (name and email) is kept as it was. Reading it is the admin domain's (admin.audit.ts).
import type { AuditAction, AuditSubjectType } from '../../../common/audit.js';
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.js';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string; label: string };
  /** What the action changed, e.g. a program import's counts before and after. */
  details?: Prisma.InputJsonValue;
}

/** A user's label as the audit keeps it: "First Last <email>". */
export const userLabel = (user: { firstName: string; lastName: string; email: string }) =>
  `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`;

export async function recordAdminAction(db: Prisma.TransactionClient | PrismaClient, actor: AuditActor, entry: AuditEntry) {
  await db.adminAudit.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      subjectLabel: entry.subject.label,
      details: entry.details,
    },
  });
}
