// REST rows of the daily program: tasks, progress, conversations.
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, text, viewerOf } from '../../rest/rest.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export const programRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/daily-tasks',
    operation: graphql(`query RestDailyTasks {
      programTasks { taskId week day displayOrder title detailedDescription timeEstimate instructions scripts { name text } action }
    }`),
    result: (data) =>
      data.programTasks.map((t) => ({
        taskId: t.taskId,
        week: t.week,
        day: t.day,
        displayOrder: t.displayOrder,
        title: t.title,
        description: t.detailedDescription,
        timeRequired: t.timeEstimate,
        checklist: t.instructions,
        scripts: t.scripts,
        action: t.action ?? null,
      })),
  }),
  restRow({
    method: 'GET',
    path: '/api/conversations/count/:date',
    operation: graphql(`query RestConversationCount($date: String!) { viewer { conversations(date: $date) { count } } }`),
    variables: ({ params }) => ({ date: params.date }),
    result: (data) => ({ count: viewerOf(data).conversations.count }),
  }),
  restRow({
    method: 'GET',
    path: '/api/conversations/streak',
    operation: graphql(`query RestStreak($today: String!) { viewer { conversationStreak(today: $today) } }`),
    variables: ({ query }) => ({ today: query.get('today') ?? todayUtc() }),
    result: (data) => ({ streak: viewerOf(data).conversationStreak }),
  }),
  restRow({
    method: 'POST',
    path: '/api/conversations/increment/:date',
    operation: graphql(`mutation RestLogConversation($date: String!) {
      logConversation(date: $date) {
        __typename ... on Error { message }
        ... on LogConversationSuccess { user { conversations(date: $date) { count } } }
      }
    }`),
    variables: ({ params }) => ({ date: params.date }),
    result: (data) => ({ count: data.logConversation.user.conversations.count }),
  }),
  restRow({
    method: 'POST',
    path: '/api/conversations/decrement/:date',
    operation: graphql(`mutation RestUnlogConversation($date: String!) {
      unlogConversation(date: $date) {
        __typename ... on Error { message }
        ... on UnlogConversationSuccess { user { conversations(date: $date) { count } } }
      }
    }`),
    variables: ({ params }) => ({ date: params.date }),
    result: (data) => ({ count: data.unlogConversation.user.conversations.count }),
  }),
  restRow({
    method: 'GET',
    path: '/api/progress',
    operation: graphql(`query RestProgress { viewer { completedTasks { taskId week day completedBy } } }`),
    result: (data) => ({
      progress: viewerOf(data).completedTasks.map((p) => ({ ...p, completed: true })),
    }),
  }),
  restRow({
    method: 'POST',
    path: '/api/progress/complete',
    operation: graphql(`mutation RestCompleteTask($taskId: String!) {
      completeTask(taskId: $taskId) {
        __typename ... on Error { message }
        ... on CompleteTaskSuccess { programDay { completedTasks totalTasks allCompleted } }
      }
    }`),
    variables: ({ body }) => ({ taskId: text(body.taskId) }),
    result: (data) => ({ success: true, ...data.completeTask.programDay }),
  }),
  restRow({
    method: 'POST',
    path: '/api/progress/uncomplete',
    operation: graphql(`mutation RestUncompleteTask($taskId: String!) {
      uncompleteTask(taskId: $taskId) {
        __typename ... on Error { message }
        ... on UncompleteTaskSuccess { programDay { completedTasks totalTasks allCompleted } }
      }
    }`),
    variables: ({ body }) => ({ taskId: text(body.taskId) }),
    result: (data) => ({ success: true, ...data.uncompleteTask.programDay }),
  }),
  restRow({
    method: 'GET',
    path: '/api/progress/day-completion',
    operation: graphql(`query RestDayCompletion {
      viewer { programDay { programDay week day totalTasks completedTasks allCompleted canAdvance } }
    }`),
    result: (data) => {
      const { programDay, ...rest } = viewerOf(data).programDay;
      return { currentDay: programDay, ...rest };
    },
  }),
  restRow({
    method: 'POST',
    path: '/api/progress/advance-day',
    operation: graphql(`mutation RestAdvanceDay {
      advanceDay { __typename ... on Error { message } ... on AdvanceDaySuccess { user { currentProgramDay } } }
    }`),
    result: (data) => ({
      currentDay: data.advanceDay.user.currentProgramDay,
      user: { currentProgramDay: data.advanceDay.user.currentProgramDay },
    }),
  }),
  restRow({
    method: 'POST',
    path: '/api/booking-page/shared',
    operation: graphql('mutation RestBookingPageShared { bookingPageShared }'),
    status: 204,
  }),
];
