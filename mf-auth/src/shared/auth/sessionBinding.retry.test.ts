/** A controller chunk that failed to load once (a network blip) must load on the next action, not stay failed. */
let failLoad = true;
jest.mock('./controller', () => {
  if (failLoad) throw new Error('Loading chunk controller failed');
  return { ensureSessionStarted: jest.fn(), logout: jest.fn() };
});

it('loads the controller again after a failed load', async () => {
  const { loadController, loadedController } = await import('./sessionBinding');
  await expect(loadController()).rejects.toThrow('Loading chunk controller failed');
  expect(loadedController()).toBeNull();
  failLoad = false;
  const controller = await loadController();
  expect(controller.ensureSessionStarted).toHaveBeenCalledTimes(1);
  expect(loadedController()).toBe(controller);
});
