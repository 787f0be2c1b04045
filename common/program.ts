// The daily program's constants and arithmetic, shared by the server (the authority) and the client.

export const DAILY_CONVERSATION_GOAL = 2;
export const CONVERSATION_REFRESH_MS = 30_000;
export const DAYS_PER_WEEK = 7;
export const DEFAULT_TIME_ESTIMATE = '30 minutes';
export const ADVANCE_BLOCKED_MESSAGE = 'Please complete all tasks for the current day first.';
export const LAST_DAY_MESSAGE = 'You have reached the last day of the program.';
/** A task of a day already completed and left behind stays ticked (the program moved on from it). */
export const PAST_TASK_KEPT = 'Tasks of a day you have completed stay done. Only today\'s tasks can be unticked.';

/** Program day d (1-based) is week ceil(d/7), day ((d-1) mod 7) + 1. */
export const weekOf = (programDay: number) => Math.ceil(programDay / DAYS_PER_WEEK);
export const dayOfWeek = (programDay: number) => ((programDay - 1) % DAYS_PER_WEEK) + 1;
export const programDayOf = (week: number, day: number) => (week - 1) * DAYS_PER_WEEK + day;


export const addDays = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Consecutive days, ending today, on which the goal was met; when today's goal is not met yet the
 * run may end yesterday instead.
 */
export function conversationStreak(goalMetDates: Iterable<string>, today: string) {
  const met = new Set(goalMetDates);
  let day = met.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (met.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export const goalBadge = (count: number) =>
  count >= DAILY_CONVERSATION_GOAL ? 'Goal Achieved!' : `${DAILY_CONVERSATION_GOAL - count} more needed`;

export interface ProgramTaskSource {
  taskId: string;
  title: string;
  description: string;
  timeRequired: string | null;
  checklist: string[];
  scripts: { name: string; text: string }[];
  week: number;
  day: number;
  displayOrder: number;
}

/** Served when the task table is empty: days 1 and 2 only. */
export const FALLBACK_TASKS: ProgramTaskSource[] = [
  {
    taskId: 'builtin-d1-offer',
    title: 'Write your one-sentence offer',
    description: 'Write one sentence that says who you serve, what you do and why it is easy for the customer.',
    timeRequired: '20 minutes',
    checklist: ['Name the area you serve', 'Name the main result', 'Say it out loud and refine it'],
    scripts: [],
    week: 1,
    day: 1,
    displayOrder: 1,
  },
  {
    taskId: 'builtin-d1-friends',
    title: 'Tell five people you are open',
    description: 'Send a short personal text to five friends or family members with your booking link.',
    timeRequired: '20 minutes',
    checklist: ['Pick five people who drive', 'Send each a personal text', 'Log every reply as a conversation'],
    scripts: [],
    week: 1,
    day: 1,
    displayOrder: 2,
  },
  {
    taskId: 'builtin-d2-supplies',
    title: 'Build your starter supply list',
    description: 'Start with what your three services require and buy quality where it touches paint.',
    timeRequired: '40 minutes',
    checklist: ['Buckets with grit guards', 'pH-neutral soap and mitt', 'Microfiber towels', 'Interior cleaner and vacuum'],
    scripts: [],
    week: 1,
    day: 2,
    displayOrder: 1,
  },
  {
    taskId: 'builtin-d2-prices',
    title: 'Know your cost per job',
    description: 'Add up products, fuel and time for each service and make sure your price pays you well for your time.',
    timeRequired: '40 minutes',
    checklist: ['Estimate product cost per service', 'Estimate drive time', 'Update prices in Settings'],
    scripts: [],
    week: 1,
    day: 2,
    displayOrder: 2,
  },
];
