import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { configureStateFreezing as inTheBrowser } from './stateFreezing';
import { configureStateFreezing as onTheServer } from './stateFreezing.server';

const jobs = createSlice({
  name: 'jobs',
  initialState: { list: [] as { title: string }[] },
  reducers: {
    received: (state, action: PayloadAction<{ title: string }[]>) => void (state.list = action.payload),
  },
});

function storedList(configure: () => void) {
  configure();
  const store = configureStore({ reducer: { jobs: jobs.reducer } });
  store.dispatch(jobs.actions.received([{ title: 'React developer' }]));
  return store.getState().jobs.list;
}

afterEach(() => setAutoFreeze(true));

it('the browser’s store freezes what it holds: a change outside a reducer throws', () => {
  const list = storedList(inTheBrowser);
  expect(Object.isFrozen(list[0])).toBe(true);
  expect(() => (list[0].title = 'changed')).toThrow();
});

it('a server render’s store keeps its answers as they came (no deep freeze per answer)', () => {
  const list = storedList(onTheServer);
  expect(list).toEqual([{ title: 'React developer' }]);
  expect(Object.isFrozen(list[0])).toBe(false);
});
