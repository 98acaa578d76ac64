/**
 * @jest-environment node
 */
import { connectLive } from './liveNotifications';

/** A server-sent event response whose body the test writes to and ends. */
function sseResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(enc.encode(text)),
    end: () => controller.close(),
  };
}
const refused = (status: number) => new Response('{}', { status });

describe('connectLive (the bell stream client)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  it('sends the token in a header (never the URL), reports counts, up and down, and reconnects after a cut', async () => {
    const first = sseResponse();
    const second = sseResponse();
    const fetchImpl = jest.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const counts: [number, boolean][] = [];
    const states: boolean[] = [];
    const stop = connectLive({
      url: '/api/candidate/notifications/stream',
      headers: async () => ({ authorization: 'Bearer T' }),
      onCount: (n, changed) => counts.push([n, changed]),
      onState: (up) => states.push(up),
      fetchImpl,
    });
    await advance(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/candidate/notifications/stream');
    expect(fetchImpl.mock.calls[0][1].headers).toMatchObject({ authorization: 'Bearer T' });
    // an event split across chunks, a heartbeat comment, CRLF line ends
    first.send('retry: 5000\n\nevent: count\nda');
    first.send('ta: {"count":2}\n\n: ping\n\n');
    await advance(0);
    expect(counts).toEqual([[2, false]]);
    expect(states).toEqual([true]);
    first.send('event: count\r\ndata: {"count":3}\r\n\r\n');
    await advance(0);
    expect(counts).toEqual([
      [2, false],
      [3, true],
    ]);
    first.end(); // the connection is cut
    await advance(0);
    expect(states).toEqual([true, false]);
    await advance(999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    second.send('event: count\ndata: {"count":0}\n\n');
    await advance(0);
    expect(counts.at(-1)).toEqual([0, false]);
    expect(states).toEqual([true, false, true]);
    stop();
    await advance(0);
    expect(states).toEqual([true, false, true]);
    await advance(120_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('backs off while refused (1 s, 2 s, 4 s, at most the cap) and stays down', async () => {
    const fetchImpl = jest.fn().mockImplementation(async () => refused(429));
    const states: boolean[] = [];
    const stop = connectLive({
      url: '/s',
      headers: async () => ({}),
      onCount: () => undefined,
      onState: (up) => states.push(up),
      fetchImpl,
      maxBackoffMs: 4000,
    });
    await advance(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await advance(4000);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    await advance(4000);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(states).toEqual([]);
    stop();
  });
});
