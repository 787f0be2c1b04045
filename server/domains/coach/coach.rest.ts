// REST rows of the coach (#59): the tips, and dismissing one (204; an unknown id 404).
import { graphql } from '../../rest/graphql.js';
import { type RestRow, restRow, viewerOf } from '../../rest/rest.js';

export const coachRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/coach',
    operation: graphql(`query RestCoachTips { viewer { coachTips { id rule title text href } } }`),
    result: (data) => ({ tips: viewerOf(data).coachTips.map((t) => ({ id: t.id, rule: t.rule, title: t.title, text: t.text, href: t.href })) }),
  }),
  restRow({
    method: 'POST',
    path: '/api/coach/:id/dismiss',
    operation: graphql(`mutation RestDismissCoachTip($id: ID!) {
      dismissCoachTip(id: $id) { __typename ... on Error { message } ... on DismissCoachTipSuccess { dismissal { tipId } } }
    }`),
    variables: ({ params }) => ({ id: params.id }),
    status: 204,
  }),
];
