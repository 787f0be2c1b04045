// REST rows of the support centre: the owner's tickets and the admin's ticket desk.
import { RestError, type RestRow, text, toGlobalId, viewerOf, withDatabaseId } from '../../rest/rest.js';

const errors = `__typename ... on Error { message }`;
const ticketFields = `id category subject status unread createdAt`;
const messageFields = `id message isAdminReply createdAt`;
/** REST lists answer this many tickets, newest first (GraphQL pages through all of them). */
export const REST_TICKET_LIMIT = 500;

type Node = { id: string };
const messagesOf = (t: { messages: Node[] }) => t.messages.map(withDatabaseId);
const ticketOnly = ({ messages: _m, requester: _r, ...ticket }: Node & { messages?: unknown; requester?: unknown }) =>
  withDatabaseId(ticket);
const ticketId = (id: string) => toGlobalId('Ticket', id);

const detail = (data: { node: (Node & { messages: Node[] }) | null }) => {
  if (!data.node) throw new RestError(404, 'Ticket not found');
  return data.node;
};

export const supportRows: RestRow[] = [
  {
    method: 'GET',
    path: '/api/support/tickets',
    operation: `query RestTickets($first: Int!) { viewer { tickets(first: $first) { edges { node { ${ticketFields} } } } } }`,
    variables: () => ({ first: REST_TICKET_LIMIT }),
    result: (data) => viewerOf(data).tickets.edges.map((e: { node: Node }) => withDatabaseId(e.node)),
  },
  {
    method: 'GET',
    path: '/api/support/tickets/:id',
    operation: `query RestTicket($id: ID!) {
      viewer { id }
      node(id: $id) { ... on Ticket { ${ticketFields} messages { ${messageFields} } } }
    }`,
    variables: ({ params }) => ({ id: ticketId(params.id) }),
    result: (data) => {
      viewerOf(data);
      const ticket = detail(data);
      return { ticket: ticketOnly(ticket), messages: messagesOf(ticket) };
    },
  },
  {
    method: 'POST',
    path: '/api/support/ticket',
    operation: `mutation RestCreateTicket($input: CreateTicketInput!) {
      createTicket(input: $input) { ${errors} ... on CreateTicketSuccess { ticket { ${ticketFields} } } }
    }`,
    variables: ({ body }) => ({
      input: { category: text(body.category), subject: text(body.subject), message: text(body.message) },
    }),
    result: (data) => withDatabaseId(data.createTicket.ticket),
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    operation: `mutation RestReply($ticketId: ID!, $message: String!) {
      replyToTicket(ticketId: $ticketId, message: $message) { ${errors} ... on ReplyToTicketSuccess { ticket { messages { ${messageFields} } } } }
    }`,
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), message: text(body.message) }),
    result: (data) => withDatabaseId(data.replyToTicket.ticket.messages.at(-1)),
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/tickets',
    operation: `query RestAdminTickets($first: Int!, $status: TicketFilter) {
      adminTickets(first: $first, status: $status) { edges { node { ${ticketFields} } } }
      adminUnreadTicketCount
    }`,
    variables: ({ query }) => ({ first: REST_TICKET_LIMIT, status: query.get('status') || null }),
    result: (data) => ({
      tickets: data.adminTickets.edges.map((e: { node: Node }) => withDatabaseId(e.node)),
      unreadCount: data.adminUnreadTicketCount,
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/tickets/unread/count',
    operation: 'query RestUnreadCount { adminUnreadTicketCount }',
    result: (data) => ({ count: data.adminUnreadTicketCount }),
  },
  {
    method: 'GET',
    path: '/api/admin/tickets/:id',
    operation: `query RestAdminTicket($id: ID!) {
      adminUnreadTicketCount
      node(id: $id) { ... on Ticket { ${ticketFields} requester { name email phone businessName } messages { ${messageFields} } } }
    }`,
    variables: ({ params }) => ({ id: ticketId(params.id) }),
    result: (data) => {
      const ticket = detail(data) as Node & { messages: Node[]; requester: unknown };
      return { ticket: ticketOnly(ticket), user: ticket.requester, messages: messagesOf(ticket) };
    },
  },
  {
    method: 'PATCH',
    path: '/api/admin/tickets/:id',
    operation: `mutation RestTicketStatus($ticketId: ID!, $status: TicketStatus!) {
      setTicketStatus(ticketId: $ticketId, status: $status) { ${errors} ... on SetTicketStatusSuccess { ticket { ${ticketFields} } } }
    }`,
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), status: body.status }),
    result: (data) => withDatabaseId(data.setTicketStatus.ticket),
  },
  {
    method: 'POST',
    path: '/api/admin/tickets/:id/reply',
    operation: `mutation RestAdminReply($ticketId: ID!, $message: String!) {
      adminReplyToTicket(ticketId: $ticketId, message: $message) { ${errors} ... on AdminReplyToTicketSuccess { ticket { messages { ${messageFields} } } } }
    }`,
    variables: ({ params, body }) => ({ ticketId: ticketId(params.id), message: text(body.message) }),
    result: (data) => withDatabaseId(data.adminReplyToTicket.ticket.messages.at(-1)),
    status: 201,
  },
];
