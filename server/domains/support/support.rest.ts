// REST rows of the support centre: the owner's tickets and the admin's ticket desk.
import { graphql } from '../../rest/graphql.js';
import { nodeOf, type RestRow, restRow, text, toDatabaseId, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const ticketFields = graphql(`fragment RestTicketFields on Ticket { id category subject status unread createdAt waitingSince }`);
const ownerFields = graphql(`fragment RestTicketOwnerFields on Ticket { requester { userId name email businessName } }`);

/** A ticket of the admin's list with its owner: {id, name, email, businessName}. */
const withOwner = <T extends { id: string; requester: { userId: string; name: string; email: string; businessName: string | null } | null }>({
  requester,
  ...ticket
}: T) => ({
  ...withDatabaseId(ticket),
  owner: requester && { id: toDatabaseId(requester.userId), name: requester.name, email: requester.email, businessName: requester.businessName },
});
const messageFields = graphql(`fragment RestTicketMessageFields on TicketMessage { id message isAdminReply createdAt }`);

const ticketId = (id: string) => toGlobalId('Ticket', id);

/** The message a reply added: the ticket's last. */
const newestMessage = <M extends { id: string }>(messages: M[]) => {
  const message = messages.at(-1);
  if (!message) throw new Error('A reply answered with a ticket without messages');
  return withDatabaseId(message);
};

export const supportRows: RestRow[] = [
  restRow({
    method: 'GET',
    path: '/api/support/tickets',
    operation: graphql(
      `query RestTickets($first: Int!, $after: String) {
        viewer { tickets(first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ...RestTicketFields } } } }
      }`,
      [ticketFields],
    ),
    pages: (data) => data.viewer?.tickets,
    result: (data) => viewerOf(data).tickets.edges.map((e) => withDatabaseId(e.node)),
  }),
  restRow({
    method: 'GET',
    path: '/api/support/tickets/:id',
    operation: graphql(`query RestTicket($id: ID!) {
      viewer { id }
      node(id: $id) { ... on Ticket { ...RestTicketFields messages { ...RestTicketMessageFields } } }
    }`, [ticketFields, messageFields]),
    variables: ({ params }) => ({ id: ticketId(params.id) }),
    result: (data) => {
      viewerOf(data);
      const { messages, ...ticket } = nodeOf(data.node, 'Ticket not found');
      return { ticket: withDatabaseId(ticket), messages: messages.map(withDatabaseId) };
    },
  }),
  restRow({
    method: 'POST',
    path: '/api/support/ticket',
    operation: graphql(`mutation RestCreateTicket($input: CreateTicketInput!) {
      createTicket(input: $input) {
        __typename ... on Error { message }
        ... on CreateTicketSuccess { ticket { ...RestTicketFields } }
      }
    }`, [ticketFields]),
    variables: ({ body }) => ({
      input: { category: text(body.category), subject: text(body.subject), message: text(body.message) },
    }),
    result: (data) => withDatabaseId(data.createTicket.ticket),
    status: 201,
  }),
  restRow({
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    operation: graphql(`mutation RestReply($ticketId: ID!, $message: String!) {
      replyToTicket(ticketId: $ticketId, message: $message) {
        __typename ... on Error { message }
        ... on ReplyToTicketSuccess { ticket { messages { ...RestTicketMessageFields } } }
      }
    }`, [messageFields]),
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), message: text(body.message) }),
    result: (data) => newestMessage(data.replyToTicket.ticket.messages),
    status: 201,
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/tickets',
    operation: graphql(`query RestAdminTickets($first: Int!, $after: String, $status: TicketFilter, $search: String, $waiting: Boolean) {
      adminTickets(first: $first, after: $after, status: $status, search: $search, waiting: $waiting) {
        pageInfo { hasNextPage endCursor } edges { node { ...RestTicketFields ...RestTicketOwnerFields } }
      }
      adminUnreadTicketCount
    }`, [ticketFields, ownerFields]),
    variables: ({ query }) => ({
      status: query.get('status') || null,
      search: query.get('search') || null,
      waiting: ['true', '1'].includes(query.get('waiting') ?? '') || null,
    }),
    pages: (data) => data.adminTickets,
    result: (data) => ({
      tickets: data.adminTickets.edges.map((e) => withOwner(e.node)),
      unreadCount: data.adminUnreadTicketCount,
    }),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/tickets/unread/count',
    operation: graphql('query RestUnreadCount { adminUnreadTicketCount }'),
    result: (data) => ({ count: data.adminUnreadTicketCount }),
  }),
  restRow({
    method: 'GET',
    path: '/api/admin/tickets/:id',
    operation: graphql(`query RestAdminTicket($id: ID!) {
      adminUnreadTicketCount
      node(id: $id) { ... on Ticket { ...RestTicketFields requester { name email phone businessName } messages { ...RestTicketMessageFields } } }
    }`, [ticketFields, messageFields]),
    variables: ({ params }) => ({ id: ticketId(params.id) }),
    result: (data) => {
      const { messages, requester, ...ticket } = nodeOf(data.node, 'Ticket not found');
      return { ticket: withDatabaseId(ticket), user: requester, messages: messages.map(withDatabaseId) };
    },
  }),
  restRow({
    method: 'PATCH',
    path: '/api/admin/tickets/:id',
    operation: graphql(`mutation RestTicketStatus($ticketId: ID!, $status: TicketStatus!) {
      setTicketStatus(ticketId: $ticketId, status: $status) {
        __typename ... on Error { message }
        ... on SetTicketStatusSuccess { ticket { ...RestTicketFields } }
      }
    }`, [ticketFields]),
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), status: body.status }),
    result: (data) => withDatabaseId(data.setTicketStatus.ticket),
  }),
  restRow({
    method: 'POST',
    path: '/api/admin/tickets/:id/reply',
    operation: graphql(`mutation RestAdminReply($ticketId: ID!, $message: String!, $status: TicketStatus) {
      adminReplyToTicket(ticketId: $ticketId, message: $message, status: $status) {
        __typename ... on Error { message }
        ... on AdminReplyToTicketSuccess { ticket { messages { ...RestTicketMessageFields } } }
      }
    }`, [messageFields]),
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), message: text(body.message), status: body.status ?? null }),
    result: (data) => newestMessage(data.adminReplyToTicket.ticket.messages),
    status: 201,
  }),
];
