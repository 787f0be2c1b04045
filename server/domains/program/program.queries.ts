// programTasks: the whole program's task list (the built-in days 1–2 when none are loaded).
import { builder } from '../../graphql/builder.js';
import * as program from './program.service.js';
import { ProgramTask } from './program.types.js';

builder.queryField('programTasks', (t) =>
  t.field({
    type: [ProgramTask],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => program.allTasks(ctx),
  }),
);
