// REST rows of the daily program: tasks, progress, conversations.
import { type RestRow, text, viewerOf } from '../../rest/rest.js';

const errors = `__typename ... on Error { message }`;
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const programRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/daily-tasks',
    operation: `query RestDailyTasks {
      programTasks { taskId week day displayOrder title detailedDescription timeEstimate instructions scripts { name text } }
    }`,
    result: (data) =>
      data.programTasks.map((t: Record<string, unknown>) => ({
        taskId: t.taskId,
        week: t.week,
        day: t.day,
        displayOrder: t.displayOrder,
        title: t.title,
        description: t.detailedDescription,
        timeRequired: t.timeEstimate,
        checklist: t.instructions,
        scripts: t.scripts,
      })),
  },
  {
    method: 'GET',
    path: '/api/conversations/count/:date',
    operation: `query RestConversationCount($date: String!) { viewer { conversations(date: $date) { count } } }`,
    variables: ({ params }) => ({ date: params.date }),
    result: (data) => ({ count: viewerOf(data).conversations.count }),
  },
  {
    method: 'GET',
    path: '/api/conversations/streak',
    operation: `query RestStreak($today: String!) { viewer { conversationStreak(today: $today) } }`,
    variables: ({ query }) => ({ today: query.get('today') ?? todayUtc() }),
    result: (data) => ({ streak: viewerOf(data).conversationStreak }),
  },
  {
    method: 'POST',
    path: '/api/conversations/increment/:date',
    operation: `mutation RestLogConversation($date: String!) {
      logConversation(date: $date) { ${errors} ... on LogConversationSuccess { user { conversations(date: $date) { count } } } }
    }`,
    variables: ({ params }) => ({ date: params.date }),
    result: (data) => ({ count: data.logConversation.user.conversations.count }),
  },
  {
    method: 'GET',
    path: '/api/progress',
    operation: `query RestProgress { viewer { completedTasks { taskId week day } } }`,
    result: (data) => ({
      progress: viewerOf(data).completedTasks.map((p: object) => ({ ...p, completed: true })),
    }),
  },
  {
    method: 'POST',
    path: '/api/progress/complete',
    operation: `mutation RestCompleteTask($taskId: String!) {
      completeTask(taskId: $taskId) { ${errors} ... on CompleteTaskSuccess { programDay { completedTasks totalTasks allCompleted } } }
    }`,
    variables: ({ body }) => ({ taskId: text(body.taskId) }),
    result: (data) => ({ success: true, ...data.completeTask.programDay }),
  },
  {
    method: 'GET',
    path: '/api/progress/day-completion',
    operation: `query RestDayCompletion {
      viewer { programDay { programDay week day totalTasks completedTasks allCompleted canAdvance } }
    }`,
    result: (data) => {
      const { programDay, ...rest } = viewerOf(data).programDay;
      return { currentDay: programDay, ...rest };
    },
  },
  {
    method: 'POST',
    path: '/api/progress/advance-day',
    operation: `mutation RestAdvanceDay {
      advanceDay { ${errors} ... on AdvanceDaySuccess { user { currentProgramDay } } }
    }`,
    result: (data) => ({
      currentDay: data.advanceDay.user.currentProgramDay,
      user: { currentProgramDay: data.advanceDay.user.currentProgramDay },
    }),
  },
];
