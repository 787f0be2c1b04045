// REST rows of customer messages: the owner's message settings (GET/PUT, PUT partial), a customer's
// messages, the "To text" list, and marking a text sent or cancelling a scheduled message.
import { graphql } from '../../rest/graphql.js';
import { nodeOf, type RestRow, RestError, restRow, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const settingsFields = graphql(`fragment RestMessageSettingsFields on MessageSettings {
  reviewLink templates { kind enabled emailSubject emailBody smsBody offsetMinutes }
}`);
const messageFields = graphql(`fragment RestCustomerMessageFields on CustomerMessage { id kind channel status dueAt sentAt to body error }`);

type Settings = {
  reviewLink: string | null;
  templates: readonly { kind: string; enabled: boolean; emailSubject: string; emailBody: string; smsBody: string; offsetMinutes: number | null }[];
};
/** The documented shape: { reviewLink, templates: [{ kind, enabled, email: { subject, body }, sms: { body }, offsetMinutes }] }. */
const settingsOf = (s: Settings) => ({
  reviewLink: s.reviewLink,
  templates: s.templates.map((t) => ({
    kind: t.kind,
    enabled: t.enabled,
    email: { subject: t.emailSubject, body: t.emailBody },
    sms: { body: t.smsBody },
    offsetMinutes: t.offsetMinutes,
  })),
});

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** Keys present in `from`, renamed; values go to GraphQL as sent, so a wrong type is its 400. */
const pick = (from: Record<string, unknown>, names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([key]) => key in from).map(([key, name]) => [name, from[key]]));
function part(template: Record<string, unknown>, key: 'email' | 'sms', names: Record<string, string>) {
  if (!(key in template) || template[key] === null) return {};
  if (!isObject(template[key])) throw new RestError(400, key === 'email' ? 'email must be an object: { subject, body }' : 'sms must be an object: { body }');
  return pick(template[key], names);
}
/** A PUT body's template as the GraphQL input: only what it gives. */
function templateInput(template: unknown) {
  if (!isObject(template)) return template;
  return {
    ...pick(template, { kind: 'kind', enabled: 'enabled', offsetMinutes: 'offsetMinutes' }),
    ...part(template, 'email', { subject: 'emailSubject', body: 'emailBody' }),
    ...part(template, 'sms', { body: 'smsBody' }),
  };
}

export const messageRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/message-settings',
    operation: graphql(`query RestMessageSettings { viewer { messageSettings { ...RestMessageSettingsFields } } }`, [settingsFields]),
    result: (data) => settingsOf(viewerOf(data).messageSettings),
  }),
  restRow({
    method: 'PUT',
    path: '/api/message-settings',
    operation: graphql(`mutation RestUpdateMessageSettings($input: UpdateMessageSettingsInput!) {
      updateMessageSettings(input: $input) {
        __typename ... on Error { message } ... on UpdateMessageSettingsSuccess { messageSettings { ...RestMessageSettingsFields } }
      }
    }`, [settingsFields]),
    variables: ({ body }) => ({
      input: {
        ...pick(body, { reviewLink: 'reviewLink' }),
        ...('templates' in body ? { templates: Array.isArray(body.templates) ? body.templates.map(templateInput) : body.templates } : {}),
      },
    }),
    result: (data) => settingsOf(data.updateMessageSettings.messageSettings),
  }),
  restRow({
    method: 'GET',
    path: '/api/customers/:id/messages',
    operation: graphql(`query RestCustomerMessages($id: ID!, $first: Int!, $after: String) {
      viewer { id }
      node(id: $id) { ... on Customer { id messages(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestCustomerMessageFields } } } } }
    }`, [messageFields]),
    variables: ({ params }) => ({ id: toGlobalId('Customer', params.id) }),
    pages: (data) => (data.node && 'messages' in data.node ? data.node.messages : null),
    result: (data) => {
      viewerOf(data);
      return nodeOf(data.node, 'Customer not found').messages.edges.map((e) => withDatabaseId(e.node));
    },
  }),
  restRow({
    method: 'GET',
    path: '/api/messages/to-text',
    operation: graphql(`query RestMessagesToText($first: Int!, $after: String) {
      viewer { messagesToText(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id to body smsUrl } } } }
    }`),
    pages: (data) => data.viewer?.messagesToText,
    result: (data) => viewerOf(data).messagesToText.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'POST',
    path: '/api/messages/:id/mark-sent',
    operation: graphql(`mutation RestMarkMessageSent($id: ID!) {
      markMessageSent(input: { id: $id }) {
        __typename ... on Error { message } ... on MarkMessageSentSuccess { customerMessage { ...RestCustomerMessageFields } }
      }
    }`, [messageFields]),
    variables: ({ params }) => ({ id: toGlobalId('CustomerMessage', params.id) }),
    result: (data) => withDatabaseId(data.markMessageSent.customerMessage),
  }),
  restRow({
    method: 'POST',
    path: '/api/messages/:id/cancel',
    operation: graphql(`mutation RestCancelMessage($id: ID!) {
      cancelMessage(input: { id: $id }) {
        __typename ... on Error { message } ... on CancelMessageSuccess { customerMessage { ...RestCustomerMessageFields } }
      }
    }`, [messageFields]),
    variables: ({ params }) => ({ id: toGlobalId('CustomerMessage', params.id) }),
    result: (data) => withDatabaseId(data.cancelMessage.customerMessage),
  }),
  restRow({
    method: 'POST',
    path: '/api/appointments/:id/on-my-way',
    operation: graphql(`mutation RestSendOnMyWay($input: SendOnMyWayInput!) {
      sendOnMyWay(input: $input) {
        __typename ... on Error { message } ... on SendOnMyWaySuccess { messages { ...RestCustomerMessageFields } }
      }
    }`, [messageFields]),
    // Anything but a whole number in GraphQL's Int range goes as 0, which the range check names.
    variables: ({ params, body }) => {
      const eta = Number(body.etaMinutes);
      return { input: { appointmentId: toGlobalId('ServiceRecord', params.id), etaMinutes: Number.isInteger(eta) && Math.abs(eta) < 2 ** 31 && typeof body.etaMinutes !== 'boolean' && body.etaMinutes !== null && body.etaMinutes !== '' ? eta : 0 } };
    },
    result: (data) => data.sendOnMyWay.messages.map((m) => withDatabaseId(m)),
  }),
];
