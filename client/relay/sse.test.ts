// The live client's event stream is opened without waiting for its answer: the page's operations go out beside it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './sse';

type Call = { method: string; at: number };

/** A server stand-in: PUT reserves, the stream's GET answers when `answerStream` is called, POST accepts. */
function standIn(streamStatus = 200) {
  const calls: Call[] = [];
  let answerStream: () => void = () => {};
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => {};
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, at: calls.length });
    if (method === 'PUT') return new Response(`token-${calls.filter((c) => c.method === 'PUT').length}`, { status: 201 });
    if (method === 'POST') return new Response(null, { status: 202 });
    if (method === 'DELETE') return new Response(null, { status: 200 });
    await new Promise<void>((resolve) => (answerStream = resolve));
    if (streamStatus !== 200) return new Response('{"errors":[{"message":"Stream not found"}]}', { status: streamStatus });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        push(':\n\n');
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, answerStream: () => answerStream(), push: (text: string) => push(text) };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live client', () => {
  it("sends an operation beside its stream's GET, and delivers what the stream carries once it answers", async () => {
    const server = standIn();
    const client = createClient({ url: 'http://localhost/graphql/stream', singleConnection: true, lazy: false, retryAttempts: 0 });
    const received: unknown[] = [];
    client.subscribe({ query: 'subscription { ownerUpdates { __typename } }' }, { next: (v) => received.push(v), error: () => {}, complete: () => {} });
    await settle();
    // The POST went out while the GET is still unanswered.
    expect(server.calls.map((c) => c.method)).toEqual(['PUT', 'GET', 'POST']);
    server.answerStream();
    await settle();
    const operationId = JSON.parse(String(vi.mocked(fetch).mock.calls[2][1]?.body)).extensions.operationId;
    server.push(`event: next\ndata: {"id":"${operationId}","payload":{"data":{"ownerUpdates":{"__typename":"TicketUpdated"}}}}\n\n`);
    await settle();
    expect(received).toEqual([{ data: { ownerUpdates: { __typename: 'TicketUpdated' } } }]);
    client.dispose();
  });

  it('retries a stream the server refused, as one it could not open', async () => {
    const server = standIn(404);
    const client = createClient({ url: 'http://localhost/graphql/stream', singleConnection: true, lazy: false, retryAttempts: 1, retry: async () => {} });
    await settle();
    server.answerStream();
    await settle();
    // Refused: a new reservation and stream, not an error reported and the stream given up.
    expect(server.calls.map((c) => c.method)).toEqual(['PUT', 'GET', 'PUT', 'GET']);
    client.dispose();
  });
});
