// Gatsby's Link and prefetching expect the runtime loader; tests get a stub.
global.___loader = {
  enqueue: jest.fn(),
};
