import { toggleFavourite } from './toggleFavourite';

describe('toggleFavourite', () => {
  const calls = () => ({ add: jest.fn().mockResolvedValue({}), remove: jest.fn().mockResolvedValue({}) });

  it('adds a job that is not a favourite and returns true', async () => {
    const c = calls();
    await expect(toggleFavourite('job-1', false, c)).resolves.toBe(true);
    expect(c.add).toHaveBeenCalledWith('job-1');
    expect(c.remove).not.toHaveBeenCalled();
  });

  it('removes a job that is a favourite and returns false', async () => {
    const c = calls();
    await expect(toggleFavourite('job-1', true, c)).resolves.toBe(false);
    expect(c.remove).toHaveBeenCalledWith('job-1');
    expect(c.add).not.toHaveBeenCalled();
  });

  it('returns the previous state and logs when adding fails', async () => {
    const c = { add: jest.fn().mockRejectedValue(new Error('boom')), remove: jest.fn() };
    const log = jest.fn();
    await expect(toggleFavourite('job-1', false, c, log)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.any(String), 'job-1', expect.any(Error));
  });

  it('returns the previous state and logs when removing fails', async () => {
    const c = { add: jest.fn(), remove: jest.fn().mockRejectedValue({ status: 500 }) };
    const log = jest.fn();
    await expect(toggleFavourite('job-1', true, c, log)).resolves.toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
