// Loads the default program into an empty task table once per installation (idempotent).
import type { Prisma } from '../../db/client.js';
import { seedOnce } from '../../db/seed-once.js';
import { backfillOwnerActionsOnce } from './program.backfill.js';
import { PROGRAM_CONTENT } from './program.content.js';
import { completeDoneActions } from './program.listeners.js';

export const SEED_MARKER = 'seed.program.v1';
/** The one-time update giving an existing install's seeded tasks their actions (#59). */
export const ACTIONS_MARKER = 'seed.program.actions.v1';
export const seedTaskId = (programDay: number, index: number) => `lp-d${String(programDay).padStart(2, '0')}-${index + 1}`;

/**
 * Loads the days of the default program that fall within the configured length (PROGRAM_LENGTH_DAYS),
 * then, once, gives the seeded tasks of an install loaded before #59 their actions and derives the
 * existing owners' actions from their data (program.backfill.ts). True when it loaded.
 */
export async function seedProgram(prisma: Prisma, lengthDays: number) {
  const loaded = await loadProgram(prisma, lengthDays);
  await seedActions(prisma);
  await backfillOwnerActionsOnce(prisma);
  return loaded;
}

function loadProgram(prisma: Prisma, lengthDays: number) {
  return seedOnce(prisma, SEED_MARKER, async (tx) => {
    if ((await tx.dailyTask.count()) > 0) return;
    await tx.dailyTask.createMany({
      data: PROGRAM_CONTENT.slice(0, lengthDays).flatMap((day, d) =>
        day.tasks.map((task, i) => ({
          taskId: seedTaskId(d + 1, i),
          title: task.title,
          description: task.description,
          timeRequired: task.timeRequired,
          checklist: task.checklist,
          scripts: task.scripts ?? [],
          week: Math.floor(d / 7) + 1,
          day: (d % 7) + 1,
          displayOrder: i + 1,
          action: task.action ?? null,
        })),
      ),
      skipDuplicates: true,
    });
  });
}

/**
 * The seeded tasks (taskId lp-dNN-M) that still have no action and still carry their seeded title (or
 * its title before #59 reworded it) get the action of the shipped program: a task the operator renamed
 * or gave an action of their own keeps it. The owners who already did the action have the task done.
 */
export function seedActions(prisma: Prisma) {
  return seedOnce(prisma, ACTIONS_MARKER, async (tx) => {
    const given: string[] = [];
    for (const [d, day] of PROGRAM_CONTENT.entries()) {
      for (const [i, task] of day.tasks.entries()) {
        if (!task.action) continue;
        const taskId = seedTaskId(d + 1, i);
        const titles = [task.title, ...(TITLES_BEFORE_ACTIONS[task.title] ? [TITLES_BEFORE_ACTIONS[task.title]] : [])];
        const { count } = await tx.dailyTask.updateMany({ where: { taskId, action: null, title: { in: titles } }, data: { action: task.action } });
        if (count) given.push(taskId);
      }
    }
    await completeDoneActions(tx, given);
  });
}

/** Seeded titles #59 reworded, so an install seeded before it still gets the action. */
const TITLES_BEFORE_ACTIONS: Record<string, string> = {
  'Follow up and book your first job': 'Follow up with everyone you texted',
  'Finish a job and work its neighborhood': 'Work the neighborhood around a job',
};

/** The theme of a day of the default program, when that day still holds the default tasks. */
export function seedTheme(programDay: number, firstTaskId: string | undefined) {
  if (!firstTaskId?.startsWith(`lp-d${String(programDay).padStart(2, '0')}-`)) return null;
  return PROGRAM_CONTENT[programDay - 1]?.theme ?? null;
}
