// Loads the default program into an empty task table once per installation (idempotent).
import type { Prisma } from '../../db/client.js';
import { seedOnce } from '../../db/seed-once.js';
import { PROGRAM_CONTENT } from './program.content.js';

export const SEED_MARKER = 'seed.program.v1';
export const seedTaskId = (programDay: number, index: number) => `lp-d${String(programDay).padStart(2, '0')}-${index + 1}`;

/** Loads the days of the default program that fall within the configured length (PROGRAM_LENGTH_DAYS). */
export function seedProgram(prisma: Prisma, lengthDays: number) {
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
        })),
      ),
      skipDuplicates: true,
    });
  });
}

/** The theme of a day of the default program, when that day still holds the default tasks. */
export function seedTheme(programDay: number, firstTaskId: string | undefined) {
  if (!firstTaskId?.startsWith(`lp-d${String(programDay).padStart(2, '0')}-`)) return null;
  return PROGRAM_CONTENT[programDay - 1]?.theme ?? null;
}
