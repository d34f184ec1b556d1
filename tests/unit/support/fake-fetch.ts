/**
 * For the tests of a form that sends: fake timers, and a fetch that answers 200 until a test tells it
 * otherwise. Call it inside a describe; the returned function gives the current test's mock.
 */
export function useFakeFetch(): () => jest.Mock {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  return () => fetchMock;
}
